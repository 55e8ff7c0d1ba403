/**
 * Dates of an article that change what a buyer may do or sees: the end of a maximum quantity and
 * the Magic: The Gathering release (docs/decisions/095-article-types-and-dated-limits.md). They
 * are calendar days of the shop, which ships from Germany: a day begins at midnight in
 * Europe/Berlin, whatever the buyer's clock says.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The last Sunday of a month (0-based) as a UTC day number. */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay()) / DAY_MS;
}

/**
 * The moment a shop day (YYYY-MM-DD) begins, ISO. Summer time runs from the last Sunday of March
 * to the last Sunday of October, switching at 01:00 UTC, so midnight of those Sundays still
 * has the old offset. Written out rather than asked of Intl: a list of tiles asks it per tile.
 * An unreadable day gives null.
 */
export function shopDayStart(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (match === null) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const utcMidnight = Date.UTC(year, month, date);
  if (Number.isNaN(utcMidnight)) return null;
  const dayNumber = utcMidnight / DAY_MS;
  const summer = dayNumber > lastSunday(year, 2) && dayNumber <= lastSunday(year, 9);
  return new Date(utcMidnight - (summer ? 2 : 1) * HOUR_MS).toISOString();
}

/** Whether a shop day (YYYY-MM-DD) is over at `now` (ISO); an unreadable day never ends. */
export function shopDayIsOver(day: string, now: string): boolean {
  const start = shopDayStart(day);
  if (start === null) return false;
  const next = new Date(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) + DAY_MS);
  const end = shopDayStart(next.toISOString());
  return end !== null && Date.parse(now) >= Date.parse(end);
}

/**
 * The maximum quantity per order in force at `now`: the stored one through the last day it
 * holds for (maxQtyDate), none after that day. Without a date it holds until it is changed.
 */
export function maxQtyInForce(
  article: { maxQty: number | null; maxQtyDate: string | null },
  now: string,
): number | null {
  if (article.maxQty === null) return null;
  if (article.maxQtyDate === null) return article.maxQty;
  return shopDayIsOver(article.maxQtyDate, now) ? null : article.maxQty;
}

/**
 * The shop day (YYYY-MM-DD) an instant falls on, by the same written-out summer time rule as
 * `shopDayStart`, so a page of tiles asks no Intl for it. Berlin is one or two hours ahead of
 * UTC, so the day is the UTC day two hours later, or the one before it.
 */
export function shopDayOf(instant: Date): string {
  const later = new Date(instant.getTime() + 2 * HOUR_MS).toISOString().slice(0, 10);
  const start = shopDayStart(later);
  if (start === null || instant.getTime() >= Date.parse(start)) return later;
  return new Date(Date.parse(`${later}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}
