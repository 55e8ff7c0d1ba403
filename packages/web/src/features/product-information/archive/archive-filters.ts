import {
  DEFAULT_PRODUCT_ARCHIVE_SORT,
  MAX_PRODUCT_ARCHIVE_PAGE,
  MAX_PRODUCT_ARCHIVE_SEARCH,
  PRODUCT_ARCHIVE_SORT_CODES,
  type ProductArchiveParameters,
  type ProductArchiveSort,
} from '@shop/domain/api/product-archive.ts';
import {
  DEFAULT_PRODUCT_ARCHIVE_PERIOD,
  PAGE_SIZES,
  PRODUCT_ARCHIVE_PERIODS,
  type PageSize,
  type ProductArchivePeriod,
} from '@shop/domain/rules/paging.ts';
import type { Language, ShopCode } from '@shop/domain/shops.ts';

/** The archive's filters as the address keeps them, so a filtered view can be shared or bookmarked. */
export interface ArchiveFilters {
  producer: number;
  timePeriod: ProductArchivePeriod;
  search: string;
  sort: ProductArchiveSort;
  size: PageSize;
  page: number;
}

export const DEFAULT_FILTERS: ArchiveFilters = {
  producer: 0,
  timePeriod: DEFAULT_PRODUCT_ARCHIVE_PERIOD,
  search: '',
  sort: DEFAULT_PRODUCT_ARCHIVE_SORT,
  size: PAGE_SIZES[0],
  page: 1,
};

function oneOf<T extends number>(values: readonly T[], raw: string | null, fallback: T): T {
  const value = Number(raw);
  return raw !== null && (values as readonly number[]).includes(value) ? (value as T) : fallback;
}

/** Reads the filters from the query string; anything unknown falls back to its default. */
export function filtersFromSearch(params: URLSearchParams): ArchiveFilters {
  const producer = Number(params.get('producer'));
  const page = Number(params.get('page'));
  return {
    producer: Number.isInteger(producer) && producer > 0 ? producer : 0,
    timePeriod: oneOf(
      PRODUCT_ARCHIVE_PERIODS,
      params.get('timePeriod'),
      DEFAULT_FILTERS.timePeriod,
    ),
    search: (params.get('search') ?? '').trim().slice(0, MAX_PRODUCT_ARCHIVE_SEARCH),
    sort: oneOf(PRODUCT_ARCHIVE_SORT_CODES, params.get('sort'), DEFAULT_FILTERS.sort),
    size: oneOf(PAGE_SIZES, params.get('size'), DEFAULT_FILTERS.size),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PRODUCT_ARCHIVE_PAGE ? page : 1,
  };
}

/** The query string of the filters, leaving out the defaults. */
export function searchOfFilters(filters: ArchiveFilters): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_FILTERS) as (keyof ArchiveFilters)[]) {
    if (filters[key] !== DEFAULT_FILTERS[key]) params.set(key, String(filters[key]));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

export function requestOfFilters(
  filters: ArchiveFilters,
  language: Language,
  shop: ShopCode,
): ProductArchiveParameters {
  return {
    page: filters.page,
    countPageItems: filters.size,
    timePeriod: filters.timePeriod,
    sort: filters.sort,
    language,
    shop,
    ...(filters.producer > 0 ? { producer: filters.producer } : {}),
    ...(filters.search !== '' ? { search: filters.search } : {}),
  };
}
