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

export interface ArticleDates {
  releaseDate: string | null;
  preorderDate: string | null;
  etaDate: string | null;
}

const DATE_FIELD: Record<ArticleDateKind, keyof ArticleDates> = {
  release: 'releaseDate',
  preorder: 'preorderDate',
  eta: 'etaDate',
};

/**
 * The dates an import moved (docs/product/account.md#account-date-moved): a day that was set
 * and is now another day. A date set for the first time or cleared is no move, a buyer planned
 * with no date there.
 */
export function movedArticleDates(
  before: ArticleDates,
  after: ArticleDates,
): { kind: ArticleDateKind; oldDate: string; newDate: string }[] {
  return ARTICLE_DATE_KINDS.flatMap((kind) => {
    const oldDate = before[DATE_FIELD[kind]]?.slice(0, 10) ?? null;
    const newDate = after[DATE_FIELD[kind]]?.slice(0, 10) ?? null;
    if (oldDate === null || newDate === null || oldDate === newDate) return [];
    return [{ kind, oldDate, newDate }];
  });
}

/** The kinds of date an open-order line of a kind is planned with. */
export function datesOfOpenOrderKind(kind: 'backorder' | 'preorder'): readonly ArticleDateKind[] {
  return kind === 'preorder' ? ['preorder', 'release'] : ['eta'];
}

export interface RecordedDateMove {
  kind: ArticleDateKind;
  oldDate: string;
  newDate: string;
  /** ISO date-time */
  changedAt: string;
}

export interface LineDateMove {
  kind: ArticleDateKind;
  /** the date when the line was ordered */
  previousDate: string;
  /** the date now */
  date: string;
  /** when it last moved, ISO date-time */
  movedAt: string;
}

/**
 * How an open-order line's date moved after it was ordered
 * (docs/product/account.md#account-date-moved): the moves of its kinds of date from the order's
 * shop day on (a move on the order day counts, the order may have been placed before it); of
 * the kind that moved last, the date before its first such move and its date now. A date moved
 * back to where it was is no move. `shopDayOfInstant` turns a move's time into its shop day.
 */
export function lineDateMove(
  line: { kind: 'backorder' | 'preorder'; orderDate: string },
  moves: readonly RecordedDateMove[],
  shopDayOfInstant: (instant: string) => string,
): LineDateMove | null {
  const kinds = datesOfOpenOrderKind(line.kind);
  const after = moves
    .filter((move) => kinds.includes(move.kind))
    .filter((move) => shopDayOfInstant(move.changedAt) >= line.orderDate.slice(0, 10))
    .sort((a, b) => a.changedAt.localeCompare(b.changedAt));
  const last = after.at(-1);
  if (last === undefined) return null;
  const first = after.find((move) => move.kind === last.kind)!;
  if (first.oldDate === last.newDate) return null;
  return {
    kind: last.kind,
    previousDate: first.oldDate,
    date: last.newDate,
    movedAt: last.changedAt,
  };
}
