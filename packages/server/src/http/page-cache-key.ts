/**
 * The query parameters the server's pages read (packages/web/src/features/catalog/listing/
 * listing-url.ts, `readPageQuery`): a listing's page, its view, a restricted list's selection
 * and the listing a list was opened as. Every other parameter (a campaign's utm_*, a click id)
 * changes nothing the server renders.
 */
const PAGE_QUERY_PARAMETERS = new Set(['from', 'page', 'sp', 'type']);

/**
 * The address a visitors' page is kept under (decision 128): its path with the parameters it
 * reads, sorted, so `?type=gallery&page=2`, `?page=2&type=gallery` and the same with a
 * campaign's parameters are one kept page, not one render each.
 */
export function pageCacheKey(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = new URLSearchParams(url.slice(start + 1).split('#')[0]);
  const kept = [...query].filter(([name]) => PAGE_QUERY_PARAMETERS.has(name));
  kept.sort(([a, aValue], [b, bValue]) => (a === b ? (aValue < bValue ? -1 : 1) : a < b ? -1 : 1));
  const search = new URLSearchParams(kept).toString();
  return search === '' ? url.slice(0, start) : `${url.slice(0, start)}?${search}`;
}
