/**
 * Calendar dates of a list's date range (docs/product/account.md#account-orders-search): the
 * text 'YYYY-MM-DD' of a real day, read without a time zone, and the day after one, which ends
 * a range compared with ISO timestamps (`createdAt < dayAfter(to)` takes the whole last day).
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written 'YYYY-MM-DD' (2026-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The calendar day after a 'YYYY-MM-DD' day, as 'YYYY-MM-DD'. */
export function dayAfter(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const next = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + 1));
  return next.toISOString().slice(0, 10);
}

/** A range whose ends are both given and the start after the end is empty by mistake. */
export function isOrderedRange(from: string | undefined, to: string | undefined): boolean {
  return from === undefined || to === undefined || from <= to;
}
