/** Month range of a release or pre-order date (docs/product/catalog.md#cat-month-range). */

export type MonthRange = 'begin' | 'middle' | 'end';

/** Day 1–10 is the beginning of the month, 11–20 the middle, the rest the end. */
export function monthRangeOfDay(day: number): MonthRange {
  if (day <= 10) return 'begin';
  if (day <= 20) return 'middle';
  return 'end';
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The month range of an ISO calendar date 'YYYY-MM-DD', or null when it is not a real
 * date. The day is read from the text, never through Date in a time zone, because a
 * release date is a calendar date and must not shift by a day around midnight.
 */
export function monthRange(isoDate: string): MonthRange | null {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return monthRangeOfDay(day);
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC avoids time-zone effects.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
