import { monthRange, type MonthRange } from '@shop/domain/rules/month-range.ts';
import { monthYearText } from '@shop/domain/rules/month-names.ts';
import type { Language } from '@shop/domain/shops.ts';

export interface MonthRangeDate {
  range: MonthRange;
  /** "March 2026" / "März 2026" */
  month: string;
}

/**
 * A pre-order date as 'begin/middle/end of' its month (docs/product/catalog.md#cat-month-range).
 */
export function monthRangeDate(isoDate: string, language: Language): MonthRangeDate | null {
  const day = isoDate.slice(0, 10);
  const range = monthRange(day);
  if (range === null) return null;
  const [year = 0, month = 1] = day.split('-').map(Number);
  const formatted = monthYearText(language, year, month);
  return { range, month: formatted };
}
