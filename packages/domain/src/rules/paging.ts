/**
 * Page sizes, product-archive options and the page selector
 * (docs/product/catalog.md#cat-page-sizes, docs/product/account.md#account-page-sizes).
 */

/** Page sizes of article lists (list and gallery view), chosen by index 0–3. */
export const PAGE_SIZES = [20, 60, 100, 200] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export type PageLimitIndex = 0 | 1 | 2 | 3;
export const DEFAULT_PAGE_LIMIT_INDEX: PageLimitIndex = 0;

export function isPageLimitIndex(value: unknown): value is PageLimitIndex {
  return value === 0 || value === 1 || value === 2 || value === 3;
}

/** Product archive time periods in days; 0 means all time. */
export const PRODUCT_ARCHIVE_PERIODS = [0, 1, 2, 3, 7, 14, 28] as const;
export type ProductArchivePeriod = (typeof PRODUCT_ARCHIVE_PERIODS)[number];
export const DEFAULT_PRODUCT_ARCHIVE_PERIOD: ProductArchivePeriod = 0;

export function isProductArchivePeriod(value: unknown): value is ProductArchivePeriod {
  return (PRODUCT_ARCHIVE_PERIODS as readonly unknown[]).includes(value);
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
