import { useEffect, useRef } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useLocation } from 'react-router';
import type { ContentPageName } from '@shop/domain/api/content.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { SanitizedHtml } from '#web/shared/ui/sanitized-html.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { contentDescription } from '#web/shared/seo/page-description.ts';
import { useContentPage } from '#web/features/content/api/get-content-page.ts';
import { ContentError, ContentLoading } from '#web/features/content/content-states.tsx';
import { FreightSurchargeTable } from '#web/features/content/freight-surcharge-table.tsx';

/** The page names of the shop's menu texts, for the title while the page loads. */
const TITLE_KEY = {
  impressum: 'page.imprint',
  copyright: 'page.copyright',
  agb: 'page.terms',
  agbs: 'page.termsDropshipping',
  'privacy-policy': 'page.privacy',
  payment: 'page.payment',
  'freight-surcharge': 'page.freightSurcharge',
  competition: 'page.competition',
  oldShop: 'oldShop.title',
} as const satisfies Record<ContentPageName, string>;

/** A heading's text as an address fragment: "Your rights" → your-rights. */
function headingSlug(text: string): string {
  return text
    .trim()
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

/**
 * A legal or information page stored as Markdown (imprint, copyright, terms, privacy policy,
 * payment, freight surcharge, competition; decision 048): its title and the server's HTML.
 */
export function ContentPage({ page }: { page: ContentPageName }) {
  const { t } = useTranslation('content');
  const shell = useShellParams();
  const content = useContentPage(page, shell.language);
  const title = content.data?.title ?? t(TITLE_KEY[page]);
  useDocumentTitle(title, (tc) => contentDescription(tc, title));
  const article = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const html = content.data?.html;

  // the sanitiser keeps no ids, so #section (the footer's privacy-policy#cookies) is matched
  // to the heading of that name once the text is there
  useEffect(() => {
    const wanted = headingSlug(hash.replace(/^#/, ''));
    if (wanted === '' || html === undefined) return;
    const headings = article.current?.querySelectorAll('h2, h3') ?? [];
    const heading = [...headings].find((node) => headingSlug(node.textContent ?? '') === wanted);
    heading?.scrollIntoView?.({ block: 'start' });
  }, [hash, html]);

  if (content.isPending) return <ContentLoading />;
  if (content.isError) {
    return <ContentError error={content.error} onRetry={() => void content.refetch()} />;
  }
  return (
    <article
      ref={article}
      lang={content.data.language}
      className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-12"
    >
      <h1 className="text-3xl font-bold tracking-tight break-words text-gray-900">
        {content.data.title}
      </h1>
      <SanitizedHtml html={content.data.html} className="mt-6" />
      {page === 'freight-surcharge' && <FreightSurchargeTable language={shell.language} />}
    </article>
  );
}
