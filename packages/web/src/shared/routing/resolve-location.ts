import {
  DEFAULT_SHOP,
  SHOP_DEFAULT_LANGUAGE,
  isLanguage,
  isShopCode,
  type Language,
  type ShopCode,
} from '@shop/domain/shops.ts';

/**
 * Where a path of the shop leads (docs/product/shell.md#shell-languages). Every page
 * sits under /{shop}/{language}. A path that breaks a rule is redirected (with a replace
 * navigation) to the path that keeps it:
 * - the bare root goes to the default shop in its default language, /{shop} to the shop's default
 *   language (SHOP_DEFAULT_LANGUAGE: the uk shop speaks en);
 * - an unknown language falls back to the stored language, else to the shop's default; a segment
 *   that looks like a language code (two letters, optionally a region) is replaced, anything else
 *   is kept as the first segment of the page path (/de/partner → /de/{stored}/partner);
 * - an unknown shop goes to the default shop: a two-letter code is replaced (/xx/en → /de/en),
 *   a known language in its place keeps its meaning (/en/partner → /de/en/partner), and any
 *   other first segment is kept as the page path (/partner → /de/{language}/partner);
 * - trailing and doubled slashes are stripped, upper-case codes are lowered.
 * Which page the rest of the path names (and notFound for unknown ones) is the router's job.
 */
export type LocationResolution =
  { kind: 'shell'; shop: ShopCode; language: Language } | { kind: 'redirect'; to: string };

const CODE_LIKE = /^[a-z]{2}([-_][a-z]{2})?$/i;

export function resolveLocation(
  pathname: string,
  storedLanguage: string | null,
): LocationResolution {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const [first, ...afterFirst] = segments;
  if (first === undefined) {
    return {
      kind: 'redirect',
      to: shellPath(DEFAULT_SHOP, SHOP_DEFAULT_LANGUAGE[DEFAULT_SHOP], []),
    };
  }

  let shop: ShopCode = DEFAULT_SHOP;
  let rest: string[];
  const firstLower = first.toLowerCase();
  if (isShopCode(firstLower)) {
    shop = firstLower;
    rest = afterFirst;
  } else if (isLanguage(firstLower) || !CODE_LIKE.test(first)) {
    rest = segments;
  } else {
    rest = afterFirst;
  }

  const { language, page } = languageOf(rest, shop, storedLanguage);
  const target = shellPath(shop, language, page);
  return target === pathname ? { kind: 'shell', shop, language } : { kind: 'redirect', to: target };
}

/** The same page in another language: the language segment of a shell path is rewritten. */
export function withLanguage(pathname: string, language: Language): string {
  const [, shop = DEFAULT_SHOP, , ...page] = pathname.split('/');
  return shellPath(
    isShopCode(shop) ? shop : DEFAULT_SHOP,
    language,
    page.filter((s) => s !== ''),
  );
}

/** The language segment at the head of `rest` and the page path after it. */
function languageOf(
  rest: string[],
  shop: ShopCode,
  storedLanguage: string | null,
): { language: Language; page: string[] } {
  const [second, ...tail] = rest;
  if (second === undefined) return { language: SHOP_DEFAULT_LANGUAGE[shop], page: [] };
  const candidate = second.toLowerCase();
  if (isLanguage(candidate)) return { language: candidate, page: tail };
  const fallback =
    storedLanguage !== null && isLanguage(storedLanguage)
      ? storedLanguage
      : SHOP_DEFAULT_LANGUAGE[shop];
  return { language: fallback, page: CODE_LIKE.test(second) ? tail : rest };
}

function shellPath(shop: ShopCode, language: Language, page: string[]): string {
  return ['', shop, language, ...page].join('/');
}

/** The language a path will be shown in, after any redirect its rules call for. */
export function languageOfPath(pathname: string, storedLanguage: string | null): Language {
  const resolution = resolveLocation(pathname, storedLanguage);
  const final =
    resolution.kind === 'redirect' ? resolveLocation(resolution.to, storedLanguage) : resolution;
  return final.kind === 'shell' ? final.language : SHOP_DEFAULT_LANGUAGE[DEFAULT_SHOP];
}
