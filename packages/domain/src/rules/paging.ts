/** Page sizes, product-archive options and the page selector (spec 1 and 2, section 9). */

/** Page sizes of article lists (list and gallery view), chosen by index 0–3. */
export const PAGE_SIZES = [20, 60, 100, 200] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export type PageLimitIndex = 0 | 1 | 2 | 3;
export const DEFAULT_PAGE_LIMIT_INDEX: PageLimitIndex = 0;

export function isPageLimitIndex(value: unknown): value is PageLimitIndex {
  return value === 0 || value === 1 || value === 2 || value === 3;
}

/**
 * The page size of a page limit index, or null when the index is out of range: the spec
 * accepts only 0 to 3 (spec 3 section 4), so a bad stored value is refused, not clamped.
 */
export function pageSizeForIndex(index: number): PageSize | null {
  return isPageLimitIndex(index) ? PAGE_SIZES[index] : null;
}

/** Back-order (open-order) page sizes: the list sizes plus 'all'. */
export const BACK_ORDER_PAGE_SIZES = [20, 60, 100, 200, 'all'] as const;
export type BackOrderPageSize = (typeof BACK_ORDER_PAGE_SIZES)[number];
export const DEFAULT_BACK_ORDER_PAGE_SIZE: BackOrderPageSize = 20;

export function isBackOrderPageSize(value: unknown): value is BackOrderPageSize {
  return (BACK_ORDER_PAGE_SIZES as readonly unknown[]).includes(value);
}

/** Product archive page sizes: the list sizes, default 20. */
export const PRODUCT_ARCHIVE_PAGE_SIZES = PAGE_SIZES;
export const DEFAULT_PRODUCT_ARCHIVE_PAGE_SIZE: PageSize = 20;

/** Product archive time periods in days; 0 means all time. */
export const PRODUCT_ARCHIVE_PERIODS = [0, 1, 2, 3, 7, 14, 28] as const;
export type ProductArchivePeriod = (typeof PRODUCT_ARCHIVE_PERIODS)[number];
export const DEFAULT_PRODUCT_ARCHIVE_PERIOD: ProductArchivePeriod = 0;

export function isProductArchivePeriod(value: unknown): value is ProductArchivePeriod {
  return (PRODUCT_ARCHIVE_PERIODS as readonly unknown[]).includes(value);
}

/**
 * Product archive sort codes 0 to 7. Only 7 (sold-out date descending, the default) has a
 * meaning in the spec; the others are accepted as codes and given meaning by the server.
 */
export const PRODUCT_ARCHIVE_SORTS = [0, 1, 2, 3, 4, 5, 6, 7] as const;
export type ProductArchiveSort = (typeof PRODUCT_ARCHIVE_SORTS)[number];
export const DEFAULT_PRODUCT_ARCHIVE_SORT: ProductArchiveSort = 7;

export function isProductArchiveSort(value: unknown): value is ProductArchiveSort {
  return (PRODUCT_ARCHIVE_SORTS as readonly unknown[]).includes(value);
}

/** The page selector shows at most this many page numbers. */
export const PAGE_SELECTOR_SIZE = 5;

/** Number of pages for a total; 'all' is one page, and an empty list has no pages. */
export function pageCount(totalItems: number, pageSize: number | 'all'): number {
  if (totalItems <= 0) return 0;
  if (pageSize === 'all') return 1;
  return Math.ceil(totalItems / pageSize);
}

/** Offset of the first item of a 1-based page. */
export function pageOffset(page: number, pageSize: number): number {
  return (Math.max(1, Math.trunc(page)) - 1) * pageSize;
}

/**
 * The page numbers the selector shows (1-based): up to five, with the current page in the
 * middle where possible and the window shifted at the start and end so it stays full.
 * An out-of-range current page is clamped into 1..totalPages.
 */
export function pageWindow(
  currentPage: number,
  totalPages: number,
  size: number = PAGE_SELECTOR_SIZE,
): number[] {
  if (totalPages < 1 || size < 1) return [];
  const count = Math.min(size, totalPages);
  const current = Math.min(Math.max(1, Math.trunc(currentPage)), totalPages);
  // Centre on the current page (ahead-leaning for even sizes), then shift into range.
  const first = Math.min(
    Math.max(1, current - Math.floor((count - 1) / 2)),
    totalPages - count + 1,
  );
  return Array.from({ length: count }, (_, i) => first + i);
}
