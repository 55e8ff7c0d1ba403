import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { alternateLinks, pagePath } from '@shop/domain/rules/page-alternates.ts';
import type { Language, ShopCode } from '@shop/domain/shops.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { siteOrigin } from '#web/shared/ssr/render-mode.ts';

/** One link element of a page's head. */
export interface HeadLink {
  rel: 'canonical' | 'alternate';
  hreflang?: string;
  href: string;
}

/**
 * The head links every page carries (docs/decisions/024-seo-urls-and-page-loading.md): the
 * canonical link (the page itself in this shop and language, without its query) and its 21 shop
 * and language versions with x-default as hreflang alternates. The server writes them into the
 * page's head (entry-server.tsx), the client keeps them in step with its address.
 */
export function pageHeadLinks(
  shop: ShopCode,
  language: Language,
  pathname: string,
  origin: string,
): HeadLink[] {
  const page = pathname.split('/').slice(3).join('/');
  return [
    { rel: 'canonical', href: origin + pagePath(shop, language, page) },
    ...alternateLinks(page).map((link) => ({
      rel: 'alternate' as const,
      hreflang: link.hreflang,
      href: origin + link.path,
    })),
  ];
}

/** Marks the links this component keeps, so it replaces only its own. */
const OWN = 'data-page-head';

/**
 * The page's head links, written by hand: the client runs on Preact, which renders a `<link>`
 * where it stands, in the body, not in the head as React 19 would (decision 124). The server's
 * links of the first page carry the same mark and are replaced when the address changes.
 */
export function PageHead() {
  const shell = useShellParams();
  const { pathname } = useLocation();
  useEffect(() => {
    const links = pageHeadLinks(shell.shop, shell.language, pathname, siteOrigin());
    for (const old of document.head.querySelectorAll(`link[${OWN}]`)) old.remove();
    document.head.append(
      ...links.map((link) => {
        const element = document.createElement('link');
        element.rel = link.rel;
        if (link.hreflang !== undefined) element.hreflang = link.hreflang;
        element.href = link.href;
        element.setAttribute(OWN, '');
        return element;
      }),
    );
  }, [shell.shop, shell.language, pathname]);
  return null;
}
