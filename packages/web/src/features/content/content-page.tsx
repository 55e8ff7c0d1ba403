import { useTranslation } from 'react-i18next';
import type { ContentPageName } from '@shop/domain/api/content.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { SanitizedHtml } from '#web/shared/ui/sanitized-html.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { useContentPage } from '#web/features/content/api/content-queries.ts';
import { ContentError, ContentLoading } from '#web/features/content/content-states.tsx';

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

/**
 * A legal or information page stored as Markdown (imprint, copyright, terms, privacy policy,
 * payment, freight surcharge, competition; decision 048): its title and the server's HTML.
 */
export function ContentPage({ page }: { page: ContentPageName }) {
  const { t } = useTranslation('content');
  const shell = useShellParams();
  const content = useContentPage(page, shell.language);
  useDocumentTitle(content.data?.title ?? t(TITLE_KEY[page]));

  if (content.isPending) return <ContentLoading />;
  if (content.isError) {
    return <ContentError error={content.error} onRetry={() => void content.refetch()} />;
  }
  return (
    <article lang={content.data.language} className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl font-bold tracking-tight break-words text-gray-900">
        {content.data.title}
      </h1>
      <SanitizedHtml html={content.data.html} className="mt-6" />
    </article>
  );
}
