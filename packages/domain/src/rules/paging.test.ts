import { describe, expect, it } from 'vitest';
import {
  BACK_ORDER_PAGE_SIZES,
  DEFAULT_BACK_ORDER_PAGE_SIZE,
  DEFAULT_PAGE_LIMIT_INDEX,
  DEFAULT_PRODUCT_ARCHIVE_SORT,
  PAGE_SIZES,
  PRODUCT_ARCHIVE_PERIODS,
  isBackOrderPageSize,
  isPageLimitIndex,
  isProductArchivePeriod,
  isProductArchiveSort,
  pageCount,
  pageOffset,
  pageSizeForIndex,
  pageWindow,
} from './paging.ts';

describe('page sizes', () => {
  it('offers 20, 60, 100 and 200, defaulting to index 0 (20)', () => {
    expect(PAGE_SIZES).toEqual([20, 60, 100, 200]);
    expect(pageSizeForIndex(DEFAULT_PAGE_LIMIT_INDEX)).toBe(20);
    expect(pageSizeForIndex(3)).toBe(200);
  });

  it('refuses a page limit index outside 0 to 3', () => {
    expect(pageSizeForIndex(-1)).toBeNull();
    expect(pageSizeForIndex(4)).toBeNull();
    expect(pageSizeForIndex(1.5)).toBeNull();
    expect(pageSizeForIndex(Number.NaN)).toBeNull();
    expect(isPageLimitIndex('1')).toBe(false);
  });

  it('offers back orders the list sizes plus all, defaulting to 20', () => {
    expect(BACK_ORDER_PAGE_SIZES).toEqual([20, 60, 100, 200, 'all']);
    expect(DEFAULT_BACK_ORDER_PAGE_SIZE).toBe(20);
    expect(isBackOrderPageSize('all')).toBe(true);
    expect(isBackOrderPageSize(50)).toBe(false);
    expect(isBackOrderPageSize('ALL')).toBe(false);
  });
});

describe('product archive options', () => {
  it('offers the time periods 0 (all), 1, 2, 3, 7, 14 and 28 days', () => {
    expect(PRODUCT_ARCHIVE_PERIODS).toEqual([0, 1, 2, 3, 7, 14, 28]);
    expect(isProductArchivePeriod(14)).toBe(true);
    expect(isProductArchivePeriod(30)).toBe(false);
  });

  it('accepts sort codes 0 to 7 and defaults to 7', () => {
    expect(DEFAULT_PRODUCT_ARCHIVE_SORT).toBe(7);
    expect(isProductArchiveSort(0)).toBe(true);
    expect(isProductArchiveSort(7)).toBe(true);
    expect(isProductArchiveSort(8)).toBe(false);
    expect(isProductArchiveSort(-1)).toBe(false);
  });
});

describe('pageCount and pageOffset', () => {
  it('counts pages rounding up', () => {
    expect(pageCount(0, 20)).toBe(0);
    expect(pageCount(1, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('counts one page for all items', () => {
    expect(pageCount(5000, 'all')).toBe(1);
    expect(pageCount(0, 'all')).toBe(0);
  });

  it('gives the offset of a 1-based page', () => {
    expect(pageOffset(1, 20)).toBe(0);
    expect(pageOffset(3, 60)).toBe(120);
    expect(pageOffset(0, 20)).toBe(0);
  });
});

describe('pageWindow', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres the current page among five', () => {
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
  });

  it('keeps five pages at the start', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 10)).toEqual([2, 3, 4, 5, 6]);
  });

  it('keeps five pages at the end', () => {
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(8, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(7, 10)).toEqual([5, 6, 7, 8, 9]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageWindow(0, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(99, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('shows nothing when there are no pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('never shows more than five pages and always includes the current one', () => {
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const window = pageWindow(current, total);
        expect(window.length).toBe(Math.min(5, total));
        expect(window).toContain(current);
        expect(window[0]).toBeGreaterThanOrEqual(1);
        expect(window.at(-1)).toBeLessThanOrEqual(total);
      }
    }
  });
});
