import {
  decodeSearchParams,
  emptySearchParams,
  encodeSearchParams,
  normalizeSearchParams,
  type IdListKey,
  type SearchFilter,
  type SearchParams,
} from '@shop/domain/rules/search-url.ts';
import type { ListingKind, SortId } from '@shop/domain/rules/sort-ids.ts';
import type { PriceRange } from '@shop/domain/rules/price-filter.ts';
import { MAX_ALTERNATIVE_ARTICLES } from '@shop/domain/api/search.ts';
import { parseListingPath, type ListingType } from '#web/shared/routing/listing-path.ts';
import { paths, type ShellParams } from '#web/shared/routing/paths.ts';
import {
  isGroupKind,
  originCode,
  parseOrigin,
  type ListingOrigin,
} from '#web/features/catalog/listing/listing-name.ts';

/**
 * URL ↔ selection of the search-result screen (docs/product/catalog.md#cat-url-codes;
 * docs/product/catalog.md#cat-url-rewrite).
 *
 * A listing route names a starting selection: /search/*term, /show/{searchParams}[/*term],
 * /{type}/*value (the value is a hex id, as the codec writes ids), /hotDeals, /closeOut,
 * /preOrder. Every change made on the screen is written as /show/{searchParams}[/*term]
 * (or /search/*term when only a term is left), with `page` and `type` as query parameters,
 * so the back button restores the previous selection.
 */

/** The routes this screen serves. */
export type ListingRoute =
  'search' | 'show' | 'typed' | 'hotDeals' | 'closeOut' | 'preOrder' | 'alternative' | 'newsletter';

export type ListingView = 'list' | 'gallery';

export interface ListingSelection {
  params: SearchParams;
  /** the free search text, '' for none */
  search: string;
  /** the kind of list the route names (sort defaults and special-date sorts depend on it) */
  kind: ListingKind;
  /** article numbers the list is restricted to (/alternative, /newsletter), else empty */
  alternative: string[];
  /** the listing it was opened as, which names it (listing-name.ts); null for none */
  origin: ListingOrigin | null;
}

const ID_LIST_OF_TYPE: Readonly<Record<ListingType, IdListKey>> = {
  category: 'categories',
  productType: 'productTypes',
  theme: 'themes',
  producer: 'producers',
  appears: 'appears',
  novelties: 'novelties',
  arrivals: 'arrivals',
  campaign: 'campaigns',
};

const FILTER_OF_ROUTE: Partial<Record<ListingRoute, SearchFilter>> = {
  hotDeals: 'hotDeals',
  closeOut: 'closeOut',
  preOrder: 'preOrder',
};

const HEX_ID = /^[0-9a-f]{1,13}$/i;
const ARTICLE_NUMBER = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;

/**
 * Article numbers joined by semicolons (docs/product/catalog.md#cat-alternative-route),
 * upper-cased, each once, at most as many as the search call accepts; null when one of them cannot
 * be an article number.
 */
export function parseArticleNumbers(text: string): string[] | null {
  const numbers = text
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (numbers.length === 0 || !numbers.every((number) => ARTICLE_NUMBER.test(number))) return null;
  return [...new Set(numbers.map((number) => number.toUpperCase()))].slice(
    0,
    MAX_ALTERNATIVE_ARTICLES,
  );
}

/**
 * The selection a listing route names, or null when its segment is not a valid selection.
 * `type` and `splat` are the route params (the splat already decoded by the router).
 */
export function selectionOfRoute(
  route: ListingRoute,
  type: string,
  splat: string,
  /** the `sp` query parameter: the selection made on an /alternative or /newsletter list */
  restrictedParams = '',
  /** the `from` query parameter of a /show list: the listing it was opened as */
  from: ListingOrigin | null = null,
): ListingSelection | null {
  switch (route) {
    case 'search':
      return {
        params: emptySearchParams(),
        search: splat.trim(),
        kind: 'search',
        alternative: [],
        origin: null,
      };
    case 'alternative':
    case 'newsletter': {
      const alternative = parseArticleNumbers(splat);
      const decoded = decodeSearchParams(restrictedParams);
      if (alternative === null || !decoded.ok) return null;
      return { params: decoded.value, search: '', kind: route, alternative, origin: null };
    }
    case 'hotDeals':
    case 'closeOut':
    case 'preOrder': {
      const params = emptySearchParams();
      params.filters = [FILTER_OF_ROUTE[route]!];
      return { params, search: '', kind: route, alternative: [], origin: { kind: route } };
    }
    case 'show': {
      const [segment = '', ...rest] = splat.split('/');
      const decoded = decodeSearchParams(segment);
      if (!decoded.ok) return null;
      return {
        params: decoded.value,
        search: rest.join('/').trim(),
        kind: showKind(decoded.value),
        alternative: [],
        origin: from,
      };
    }
    case 'typed': {
      const selections = parseListingPath(type, splat);
      if (selections === null || selections.length === 0) return null;
      const params = emptySearchParams();
      for (const selection of selections) {
        if (!HEX_ID.test(selection.value)) return null;
        params[ID_LIST_OF_TYPE[selection.type]].push(Number.parseInt(selection.value, 16));
      }
      const first = selections[0]!;
      return {
        params: normalizeSearchParams(params),
        search: '',
        kind: first.type,
        alternative: [],
        origin: isGroupKind(first.type)
          ? { kind: first.type, id: Number.parseInt(first.value, 16) }
          : null,
      };
    }
  }
}

/** The route params a listing page reads its selection from. */
export interface ListingRouteParams {
  type?: string;
  '*'?: string;
  article?: string;
}

/**
 * The selection of a listing page from its route params and query (the page and the route
 * loader read it alike, so the loader's prefetch is the page's own query; decision 053).
 */
export function selectionOfPage(
  route: ListingRoute,
  params: ListingRouteParams,
  query: URLSearchParams,
): ListingSelection | null {
  const { restrictedParams = '', from = null } = readPageQuery(query);
  return route === 'newsletter'
    ? selectionOfRoute(route, '', params.article ?? '', restrictedParams)
    : selectionOfRoute(route, params.type ?? '', params['*'] ?? '', restrictedParams, from);
}

/**
 * A /show list keeps the special-date sorts when it still filters on hot deals or close-outs,
 * so a hot-deal list stays one after the user changes its selection.
 */
export function showKind(params: SearchParams): ListingKind {
  if (params.filters.includes('hotDeals')) return 'hotDeals';
  if (params.filters.includes('closeOut')) return 'closeOut';
  return 'show';
}

export interface PageQuery {
  page: number;
  view: ListingView;
  /** the selection on a restricted list (/alternative, /newsletter), as a search URL segment */
  restrictedParams?: string;
  /** the listing a /show list was opened as (`from`, listing-name.ts) */
  from?: ListingOrigin;
}

/**
 * `?page=2&type=gallery[&sp=M1a][&from=C1a]`; anything invalid reads as page 1 in the list view,
 * an invalid `from` as none.
 */
export function readPageQuery(query: URLSearchParams): PageQuery {
  const page = Number(query.get('page'));
  const restricted = query.get('sp');
  const from = parseOrigin(query.get('from'));
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    view: query.get('type') === 'gallery' ? 'gallery' : 'list',
    ...(restricted !== null && restricted !== '' ? { restrictedParams: restricted } : {}),
    ...(from === null ? {} : { from }),
  };
}

/** The query string of a page; page 1, the list view and an empty selection are left out. */
export function pageQueryString({ page, view, restrictedParams, from }: PageQuery): string {
  const query = new URLSearchParams();
  if (restrictedParams !== undefined && restrictedParams !== '') query.set('sp', restrictedParams);
  if (from !== undefined) query.set('from', originCode(from));
  if (page > 1) query.set('page', String(page));
  if (view === 'gallery') query.set('type', 'gallery');
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/** The path of a selection changed on the screen: /show/{searchParams}[/term] or /search/term. */
export function selectionPath(shell: ShellParams, params: SearchParams, search: string): string {
  const encoded = encodeSearchParams(params);
  const term = search.trim();
  if (encoded === '' && term !== '') return paths.search.href(shell, term);
  return paths.show.href(shell, encoded, term === '' ? undefined : term);
}

/**
 * The full href of a selection on page 1, keeping the view. A restricted list (/alternative,
 * /newsletter) keeps its path and carries the selection in `sp`; a new search word leaves it.
 * Any other list carries the listing it was opened as in `from`.
 */
export function selectionHref(
  shell: ShellParams,
  params: SearchParams,
  search: string,
  view: ListingView,
  restrictedPath: string | null = null,
  origin: ListingOrigin | null = null,
): string {
  if (restrictedPath !== null && search.trim() === '') {
    return (
      restrictedPath +
      pageQueryString({ page: 1, view, restrictedParams: encodeSearchParams(params) })
    );
  }
  return (
    selectionPath(shell, params, search) +
    pageQueryString({ page: 1, view, ...(origin === null ? {} : { from: origin }) })
  );
}

/** Adds the id to the list or removes it when it is there. */
export function toggleId(params: SearchParams, key: IdListKey, id: number): SearchParams {
  const list = params[key];
  const next = list.includes(id) ? list.filter((entry) => entry !== id) : [...list, id];
  return normalizeSearchParams({ ...params, [key]: next });
}

export function toggleFilter(params: SearchParams, filter: SearchFilter): SearchParams {
  const next = params.filters.includes(filter)
    ? params.filters.filter((entry) => entry !== filter)
    : [...params.filters, filter];
  return normalizeSearchParams({ ...params, filters: next });
}

/**
 * Switches off filters the server reports as disabled (zero count),
 * docs/product/catalog.md#cat-filter-zero.
 */
export function withoutDisabledFilters(
  params: SearchParams,
  disabled: readonly SearchFilter[],
): SearchParams {
  if (!params.filters.some((filter) => disabled.includes(filter))) return params;
  return { ...params, filters: params.filters.filter((filter) => !disabled.includes(filter)) };
}

export function withSort(params: SearchParams, sort: SortId): SearchParams {
  return { ...params, sort };
}

/** Applies a price range (effectivePriceRange of price-filter.ts); an empty range clears both. */
export function withPriceRange(params: SearchParams, range: PriceRange): SearchParams {
  const next: SearchParams = { ...params };
  delete next.minPrice;
  delete next.maxPrice;
  if (range.min !== undefined) next.minPrice = range.min;
  if (range.max !== undefined) next.maxPrice = range.max;
  return next;
}

/** The id-list key of a sidebar group box. */
export const GROUP_KEYS = {
  producer: 'producers',
  theme: 'themes',
  category: 'categories',
  productType: 'productTypes',
  campaign: 'campaigns',
} as const satisfies Record<string, IdListKey>;

/**
 * The predefined ranges of the price filter, in whole currency units
 * (docs/product/catalog.md#cat-price-presets).
 */
export const PRICE_PRESETS: readonly PriceRange[] = [
  { max: 10 },
  { min: 10, max: 25 },
  { min: 25, max: 50 },
  { min: 50, max: 100 },
  { min: 100, max: 250 },
  { min: 250 },
];

/** The presets that hold any price between the result's lowest and highest price. */
export function pricePresetsWithin(bounds: { min: number; max: number } | undefined): PriceRange[] {
  if (bounds === undefined) return [...PRICE_PRESETS];
  return PRICE_PRESETS.filter(
    (preset) =>
      (preset.min === undefined || preset.min <= bounds.max) &&
      (preset.max === undefined || preset.max >= bounds.min),
  );
}

/** Whether the selection's price range is exactly this preset. */
export function isPresetSelected(params: SearchParams, preset: PriceRange): boolean {
  return params.minPrice === preset.min && params.maxPrice === preset.max;
}
