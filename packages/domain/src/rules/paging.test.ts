import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_LIMIT_INDEX,
  PAGE_SIZES,
  PRODUCT_ARCHIVE_PERIODS,
  isPageLimitIndex,
  isProductArchivePeriod,
  pageCount,
  pageOffset,
  pageWindow,
} from './paging.ts';

describe('page sizes', () => {
  it('offers 20, 60, 100 and 200, defaulting to index 0 (20)', () => {
    expect(PAGE_SIZES).toEqual([20, 60, 100, 200]);
    expect(PAGE_SIZES[DEFAULT_PAGE_LIMIT_INDEX]).toBe(20);
  });

  it('refuses a page limit index outside 0 to 3', () => {
    for (const index of [0, 1, 2, 3]) expect(isPageLimitIndex(index)).toBe(true);
    for (const index of [-1, 4, 1.5, Number.NaN, '1']) expect(isPageLimitIndex(index)).toBe(false);
  });
});

describe('product archive options', () => {
  it('offers the time periods 0 (all), 1, 2, 3, 7, 14 and 28 days', () => {
    expect(PRODUCT_ARCHIVE_PERIODS).toEqual([0, 1, 2, 3, 7, 14, 28]);
    expect(isProductArchivePeriod(14)).toBe(true);
    expect(isProductArchivePeriod(30)).toBe(false);
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
