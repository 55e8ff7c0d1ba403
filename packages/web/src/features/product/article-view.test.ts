import { describe, expect, it } from 'vitest';
import { isLongArticleNumber, formatWeight } from '#web/features/product/article-view.ts';
import { monthRangeDate } from '#web/shared/format/month-range-date.ts';

describe('article view helpers', () => {
  it('marks article numbers beyond 17 characters as long', () => {
    expect(isLongArticleNumber('ABCDEFGHIJKLMNOPQ')).toBe(false);
    expect(isLongArticleNumber('BF1125-COLLECTORS-BOX')).toBe(true);
  });

  it('gives the month range of a pre-order date in the page language', () => {
    expect(monthRangeDate('2026-03-10', 'en')).toEqual({ range: 'begin', month: 'March 2026' });
    expect(monthRangeDate('2026-03-11', 'de')).toEqual({ range: 'middle', month: 'März 2026' });
    expect(monthRangeDate('2026-03-21T00:00:00Z', 'en')?.range).toBe('end');
    expect(monthRangeDate('not a date', 'en')).toBeNull();
  });

  it('shows weights in g, and in kg from 1000 g', () => {
    expect(formatWeight(645, 'en')).toBe('645 g');
    expect(formatWeight(1250, 'de')).toBe('1,25 kg');
  });
});
