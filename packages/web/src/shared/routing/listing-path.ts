/**
 * The typed listing routes /{type}/*value and /{firstType}/*firstValue/{secondType}/*secondValue
 * (docs/product/catalog.md#cat-route-types). A value may itself contain slashes, so the second type
 * is the first later segment that names a listing type. Any other type is rejected as invalid (→
 * notFound).
 */
export const LISTING_TYPES = [
  'category',
  'productType',
  'theme',
  'producer',
  'appears',
  'novelties',
  'arrivals',
  'campaign',
] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export interface ListingSelection {
  type: ListingType;
  value: string;
}

export function isListingType(value: string): value is ListingType {
  return (LISTING_TYPES as readonly string[]).includes(value);
}

/** The one or two selections of a listing path (its splat already decoded), or null for an invalid type. */
export function parseListingPath(type: string, splat: string): ListingSelection[] | null {
  if (!isListingType(type)) return null;
  const segments = splat.split('/').filter((segment) => segment !== '');
  for (let index = 1; index < segments.length - 1; index++) {
    const secondType = segments[index];
    if (secondType !== undefined && isListingType(secondType)) {
      return [
        { type, value: segments.slice(0, index).join('/') },
        { type: secondType, value: segments.slice(index + 1).join('/') },
      ];
    }
  }
  return [{ type, value: segments.join('/') }];
}

/**
 * The query parameter of a search word that the listing's sidebar form sends to /search without
 * the page's script; the route's loader sends it on to /search/{term}
 * (docs/decisions/153-listing-filters-in-the-servers-page.md).
 */
export const SEARCH_QUERY = 'q';

/** The search term a form sent to the bare search route, or null when none was sent. */
export function sentSearchTerm(splat: string, query: URLSearchParams): string | null {
  const term = query.get(SEARCH_QUERY)?.trim() ?? '';
  return splat === '' && term !== '' ? term : null;
}
