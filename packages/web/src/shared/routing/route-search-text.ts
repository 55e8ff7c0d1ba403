/**
 * The free search text a path names: /{shop}/{language}/search/*term or
 * /{shop}/{language}/show/{searchParams}/*term; '' on every other page, so the header search
 * field shows the search of the page it is on (docs/product/quality.md#quality-storefront).
 */
export function routeSearchText(pathname: string): string {
  const [, , , page, ...rest] = pathname.split('/');
  const parts = page === 'search' ? rest : page === 'show' ? rest.slice(1) : [];
  try {
    return parts.map(decodeURIComponent).join('/').trim();
  } catch {
    // a malformed escape: the listing page shows not-found, the field stays empty
    return '';
  }
}
