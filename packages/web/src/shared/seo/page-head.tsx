import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useLocation, useMatches } from 'react-router';
import { alternateLinks, pagePath } from '@shop/domain/rules/page-alternates.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';

/** Route handle of a page that writes its own meta description (product page). */
export interface PageHeadHandle {
  ownDescription: true;
}

function hasOwnDescription(handle: unknown): boolean {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    (handle as Partial<PageHeadHandle>).ownDescription === true
  );
}

/**
 * The head tags every page carries (docs/decisions/024-seo-urls-and-page-loading.md): the meta
 * description, the canonical link (the page itself in this shop and language, without its
 * query) and its 21 shop and language versions with x-default as hreflang alternates. React 19
 * hoists these elements into <head>. The document title is each page's (use-document-title.ts).
 */
export function PageHead() {
  const { t } = useTranslation('start');
  const shell = useShellParams();
  const { pathname } = useLocation();
  const ownDescription = useMatches().some((match) => hasOwnDescription(match.handle));
  const page = pathname.split('/').slice(3).join('/');
  const origin = window.location.origin;
  return (
    <>
      {!ownDescription && <meta name="description" content={t('hero.text')} />}
      <link rel="canonical" href={origin + pagePath(shell.shop, shell.language, page)} />
      {alternateLinks(page).map((link) => (
        <link
          key={link.hreflang}
          rel="alternate"
          hrefLang={link.hreflang}
          href={origin + link.path}
        />
      ))}
    </>
  );
}
