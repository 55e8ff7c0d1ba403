import {
  DEFAULT_LANGUAGE,
  DEFAULT_SHOP,
  LANGUAGES,
  SHOP_CODES,
  SHOP_DEFAULT_COUNTRY,
  type Language,
  type ShopCode,
} from '../shops.ts';

/**
 * Every page of the shop exists in 3 shops × 7 languages under /{shop}/{language}/{page}. Each
 * of them is its own page for search engines (canonical to itself) and names the other 20 as
 * alternates, tagged language-REGION of its shop (en-GB for /uk/en, en-DE for /de/en), with
 * x-default the default shop and language (docs/decisions/024-seo-urls-and-page-loading.md).
 * The sitemaps (server) and the head tags (web) both build their links here.
 */
export interface AlternateLink {
  hreflang: string;
  /** absolute path, e.g. /uk/en/product/ABC123 */
  path: string;
}

/** The hreflang value of a shop and language: the language and the shop's country. */
export function hreflangOf(shop: ShopCode, language: Language): string {
  return `${language}-${SHOP_DEFAULT_COUNTRY[shop]}`;
}

/** The path of a page (the part after /{shop}/{language}, '' for the start page) in a shop and language. */
export function pagePath(shop: ShopCode, language: Language, page: string): string {
  const rest = page.replace(/^\/+|\/+$/g, '');
  return rest === '' ? `/${shop}/${language}` : `/${shop}/${language}/${rest}`;
}

/** The 21 shop and language versions of a page and its x-default. */
export function alternateLinks(page: string): AlternateLink[] {
  const links = SHOP_CODES.flatMap((shop) =>
    LANGUAGES.map((language) => ({
      hreflang: hreflangOf(shop, language),
      path: pagePath(shop, language, page),
    })),
  );
  links.push({ hreflang: 'x-default', path: pagePath(DEFAULT_SHOP, DEFAULT_LANGUAGE, page) });
  return links;
}
