/**
 * How an article line shows its release, pre-order or arrival date: as the day where the day is
 * known, else as the part of its month (docs/product/catalog.md#cat-article-date,
 * docs/decisions/147-article-dates-day-or-month-part.md).
 */
import { monthRange, type MonthRange } from './month-range.ts';

export const ARTICLE_DATE_KINDS = ['release', 'preorder', 'eta'] as const;
export type ArticleDateKind = (typeof ARTICLE_DATE_KINDS)[number];

/** A release or pre-order date this close (in days, or already past) is firm enough for a day. */
export const DAY_KNOWN_WITHIN_DAYS = 14;

export type ArticleDateForm =
  | { kind: ArticleDateKind; form: 'day'; date: string }
  | { kind: ArticleDateKind; form: 'monthPart'; range: MonthRange; year: number; month: number };

const DAY_MS = 86_400_000;

function dayNumber(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
}

/**
 * The form of one date of an article line. An ETA is a delivery the supplier confirmed to the
 * ERP, so its day is known (a month-only estimate comes as a month); a release or pre-order date
 * is a day once it is at most DAY_KNOWN_WITHIN_DAYS ahead of `today` or past. `today` is the
 * shop day (YYYY-MM-DD). An unreadable date gives null.
 */
export function articleDateForm(
  kind: ArticleDateKind,
  isoDate: string,
  today: string,
): ArticleDateForm | null {
  const date = isoDate.slice(0, 10);
  const range = monthRange(date);
  if (range === null) return null;
  const ahead = dayNumber(date) - dayNumber(today.slice(0, 10));
  if (kind === 'eta' || !(ahead > DAY_KNOWN_WITHIN_DAYS)) return { kind, form: 'day', date };
  return {
    kind,
    form: 'monthPart',
    range,
    year: Number(date.slice(0, 4)),
    month: Number(date.slice(5, 7)),
  };
}

/** The one date a single-line place shows: the arrival, else the pre-order, else the release. */
export function leadingArticleDate(dates: {
  etaDate: string | null;
  preorderDate: string | null;
  releaseDate: string | null;
}): { kind: ArticleDateKind; date: string } | null {
  if (dates.etaDate !== null) return { kind: 'eta', date: dates.etaDate };
  if (dates.preorderDate !== null) return { kind: 'preorder', date: dates.preorderDate };
  if (dates.releaseDate !== null) return { kind: 'release', date: dates.releaseDate };
  return null;
}
