import { useLocation } from 'react-router';
import { alternateLinks, pagePath } from '@shop/domain/rules/page-alternates.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';

/**
 * The head tags every page carries (docs/decisions/024-seo-urls-and-page-loading.md): the
 * canonical link (the page itself in this shop and language, without its query) and its 21 shop
 * and language versions with x-default as hreflang alternates. The document title and the meta
 * description are each page's (use-document-title.ts).
 */
export function PageHead() {
  const shell = useShellParams();
  const { pathname } = useLocation();
  const page = pathname.split('/').slice(3).join('/');
  const origin = window.location.origin;
  return (
    <>
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
