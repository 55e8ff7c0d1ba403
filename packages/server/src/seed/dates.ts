/** Calendar helpers for the seed: every date is ISO text, computed in UTC from a reference day. */

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/** Today in UTC as 'YYYY-MM-DD'. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The date `days` days after `date` ('YYYY-MM-DD'); negative days go back. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A full ISO timestamp on `date` at the given time of day (UTC). */
export function timestamp(date: string, hour = 0, minute = 0): string {
  const hh = String(hour).padStart(2, '0');
  const mm = String(minute).padStart(2, '0');
  return `${date}T${hh}:${mm}:00.000Z`;
}

export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * `addDays(reference, offset)` with a cache: the generators ask for the same few thousand days
 * hundreds of thousands of times.
 */
export function dayCalculator(reference: string): (offset: number) => string {
  const cache = new Map<number, string>();
  return (offset) => {
    let day = cache.get(offset);
    if (day === undefined) {
      day = addDays(reference, offset);
      cache.set(offset, day);
    }
    return day;
  };
}
