import type { ArticleSearchResponse } from '@shop/domain/api/search.ts';
import type { IdListKey, SearchFilter, SearchParams } from '@shop/domain/rules/search-url.ts';
import type { ListingKind } from '@shop/domain/rules/sort-ids.ts';

/**
 * The listing a list was opened as, kept through every change of its selection, so its heading
 * stays the listing's name when filters are added (docs/product/catalog.md#cat-listing-name): a
 * group entry (category, product type, theme, producer, campaign) or a special page.
 */
export type ListingOrigin =
  { kind: GroupKind; id: number } | { kind: 'hotDeals' | 'closeOut' | 'preOrder' };

export type GroupKind = 'category' | 'productType' | 'theme' | 'producer' | 'campaign';

const GROUP_CODES: Readonly<Record<GroupKind, string>> = {
  producer: 'M',
  theme: 'T',
  category: 'C',
  productType: 'P',
  campaign: 'K',
};

const SPECIAL_CODES = { hotDeals: 'HoD', closeOut: 'ClO', preOrder: 'PrO' } as const;

const ID_LIST: Readonly<Record<GroupKind, IdListKey>> = {
  category: 'categories',
  productType: 'productTypes',
  theme: 'themes',
  producer: 'producers',
  campaign: 'campaigns',
};

export function isGroupKind(kind: string): kind is GroupKind {
  return Object.hasOwn(GROUP_CODES, kind);
}

/** The `from` query parameter of an origin, in the search URL codes (C1a, HoD). */
export function originCode(origin: ListingOrigin): string {
  return 'id' in origin
    ? GROUP_CODES[origin.kind] + origin.id.toString(16)
    : SPECIAL_CODES[origin.kind];
}

/** The origin a `from` parameter names, or null for none or anything else. */
export function parseOrigin(code: string | null): ListingOrigin | null {
  if (code === null) return null;
  for (const [kind, special] of Object.entries(SPECIAL_CODES)) {
    if (code === special) return { kind: kind as keyof typeof SPECIAL_CODES };
  }
  const match = /^([MTCPK])([0-9a-f]{1,13})$/i.exec(code);
  if (match === null) return null;
  const kind = (Object.keys(GROUP_CODES) as GroupKind[]).find(
    (entry) => GROUP_CODES[entry] === match[1]!.toUpperCase(),
  )!;
  return { kind, id: Number.parseInt(match[2]!, 16) };
}

/**
 * Whether a list is still the listing it was opened as: its entry, or its special page's filter,
 * is still selected. Then the list bears the listing's name and its breadcrumb leads back to it.
 */
export function originKept({ origin, params }: Pick<NamedSelection, 'origin' | 'params'>): boolean {
  if (origin === null) return false;
  return 'id' in origin
    ? params[ID_LIST[origin.kind]].includes(origin.id)
    : params.filters.includes(origin.kind as SearchFilter);
}

/** What a list's heading says: a name from the answer, or a text of the catalog's texts. */
export type ListingName =
  | { name: string }
  | { key: `listing.title.${'show' | 'hotDeals' | 'closeOut' | 'preOrder' | ListingKindTitle}` }
  | { key: `type.${GroupKind}` }
  | { key: 'listing.title.search'; term: string };

type ListingKindTitle = 'alternative' | 'newsletter';

/** The selection of a list as far as its name goes. */
export interface NamedSelection {
  params: SearchParams;
  search: string;
  kind: ListingKind;
  origin: ListingOrigin | null;
}

/**
 * The name of a list (docs/product/catalog.md#cat-listing-name): the search term; else the
 * listing it was opened as while its entry or filter is still selected (the entry's name from
 * the answer, the entry's type until the answer is there); else the special page or
 * "search results". Pure, so a server renderer can name a page alike.
 */
export function listingName(
  selection: NamedSelection,
  groups: ArticleSearchResponse['groups'] | undefined,
): ListingName {
  const { search, origin, kind } = selection;
  if (search !== '') return { key: 'listing.title.search', term: search };
  if (origin !== null && originKept(selection)) {
    if (!('id' in origin)) return { key: `listing.title.${origin.kind}` };
    const entry = groups?.[origin.kind].find((group) => group.id === origin.id);
    return entry === undefined ? { key: `type.${origin.kind}` } : { name: entry.name };
  }
  if (kind === 'alternative' || kind === 'newsletter') return { key: `listing.title.${kind}` };
  if (kind === 'hotDeals' || kind === 'closeOut') return { key: `listing.title.${kind}` };
  return { key: 'listing.title.show' };
}
