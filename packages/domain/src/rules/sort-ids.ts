/**
 * Sort ids of article lists and how the effective sort is chosen
 * (docs/product/catalog.md#cat-sort-ids).
 */

export const SORT_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17] as const;
export type SortId = (typeof SORT_IDS)[number];

export type SortField =
  | 'name'
  | 'articleNumber'
  | 'preorderDate'
  | 'releaseDate'
  | 'intakeDate'
  | 'inshopDate'
  | 'price'
  | 'bestMatch'
  | 'inspecialDate';
export type SortDirection = 'asc' | 'desc';

export interface SortMeaning {
  field: SortField;
  direction: SortDirection;
}

/** What each id sorts by. Best match is relevance, highest first, hence 'desc'. */
export const SORTS: Readonly<Record<SortId, SortMeaning>> = {
  1: { field: 'name', direction: 'asc' },
  2: { field: 'name', direction: 'desc' },
  3: { field: 'articleNumber', direction: 'asc' },
  4: { field: 'articleNumber', direction: 'desc' },
  5: { field: 'preorderDate', direction: 'asc' },
  6: { field: 'preorderDate', direction: 'desc' },
  7: { field: 'releaseDate', direction: 'asc' },
  8: { field: 'releaseDate', direction: 'desc' },
  9: { field: 'intakeDate', direction: 'asc' },
  10: { field: 'intakeDate', direction: 'desc' },
  11: { field: 'inshopDate', direction: 'asc' },
  12: { field: 'inshopDate', direction: 'desc' },
  13: { field: 'price', direction: 'asc' },
  14: { field: 'price', direction: 'desc' },
  15: { field: 'bestMatch', direction: 'desc' },
  16: { field: 'inspecialDate', direction: 'asc' },
  17: { field: 'inspecialDate', direction: 'desc' },
};

/** Price sorts, offered only to logged-in users (visitors see no prices). */
export const PRICE_SORT_IDS = [13, 14] as const;
export const BEST_MATCH_SORT_ID = 15;
/** Special-date sorts, offered only on the close-out and hot-deal pages. */
export const SPECIAL_DATE_SORT_IDS = [16, 17] as const;
/** Name ascending. */
export const DEFAULT_SORT_ID = 1;
/** Inshop date descending, the default of theme, productType and producer listings. */
export const TYPE_LISTING_DEFAULT_SORT_ID = 12;

export function isSortId(value: unknown): value is SortId {
  return (SORT_IDS as readonly unknown[]).includes(value);
}

export function isPriceSort(id: SortId): boolean {
  return (PRICE_SORT_IDS as readonly number[]).includes(id);
}

export function isSpecialDateSort(id: SortId): boolean {
  return (SPECIAL_DATE_SORT_IDS as readonly number[]).includes(id);
}

/**
 * The kinds of article list a route can show (docs/product/catalog.md#cat-listing-routes, listing
 * routes).
 */
export const LISTING_KINDS = [
  'search',
  'alternative',
  'show',
  'category',
  'productType',
  'theme',
  'producer',
  'appears',
  'novelties',
  'arrivals',
  'campaign',
  'hotDeals',
  'closeOut',
  'preOrder',
  'newsletter',
  'archive',
] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

export function defaultSortFor(listing: ListingKind): SortId {
  return listing === 'theme' || listing === 'productType' || listing === 'producer'
    ? TYPE_LISTING_DEFAULT_SORT_ID
    : DEFAULT_SORT_ID;
}

/** Whether the page offers the special-date sorts. */
export function isSpecialListing(listing: ListingKind): boolean {
  return listing === 'hotDeals' || listing === 'closeOut';
}

export interface SortContext {
  listing: ListingKind;
  loggedIn: boolean;
  /** The free text searched for; blank means none. */
  searchText: string;
}

/**
 * The sorts the sorting menu offers. Best match needs search text: without it, it would
 * revert to name ascending anyway, so it is not offered.
 */
export function sortOptions(context: SortContext): SortId[] {
  return SORT_IDS.filter((id) => isSortAllowed(id, context));
}

function isSortAllowed(id: SortId, context: SortContext): boolean {
  if (isPriceSort(id)) return context.loggedIn;
  if (isSpecialDateSort(id)) return isSpecialListing(context.listing);
  if (id === BEST_MATCH_SORT_ID) return context.searchText.trim() !== '';
  return true;
}

/**
 * The sort a list is shown with.
 *
 * - A requested sort that this page offers is kept: the user's choice wins.
 * - Best match requested without search text reverts to name ascending (docs/product/catalog.md#cat-best-match).
 * - A requested sort the page does not offer (price for a visitor, special date off the
 *   special pages, an unknown id) is dropped, and the default applies.
 * - Default: best match when only free text is searched (no other selection, filter or
 *   price range), otherwise the listing's default.
 */
export function effectiveSort(
  context: SortContext & {
    requested?: number | null | undefined;
    /** Any selection, filter or price range besides the free text. */
    hasOtherCriteria: boolean;
  },
): SortId {
  const { requested } = context;
  if (requested === BEST_MATCH_SORT_ID && context.searchText.trim() === '') return DEFAULT_SORT_ID;
  if (isSortId(requested) && isSortAllowed(requested, context)) return requested;
  if (context.searchText.trim() !== '' && !context.hasOtherCriteria) return BEST_MATCH_SORT_ID;
  return defaultSortFor(context.listing);
}
