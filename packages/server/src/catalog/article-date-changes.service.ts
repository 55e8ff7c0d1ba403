import type { Insertable } from 'kysely';
import {
  movedArticleDates,
  type ArticleDateKind,
  type ArticleDates,
} from '@shop/domain/rules/article-date.ts';
import type { DbOrTx } from '#server/db/database.ts';
import type { ArticleDateChanges } from '#server/db/tables.ts';
import { findDateChanges, insertDateChanges } from './article-date-changes.repository.ts';

/**
 * Moves of articles' release, pre-order and arrival dates, written by the catalog and stock
 * imports and read by the open orders (docs/product/account.md#account-date-moved).
 */

export interface DatesBeforeAfter {
  articleNumber: string;
  before: ArticleDates;
  after: ArticleDates;
}

/** Writes a row for every date an import moved; `changedAt` is the import's time. */
export async function recordDateMoves(
  db: DbOrTx,
  changes: readonly DatesBeforeAfter[],
  changedAt: string,
): Promise<void> {
  const rows: Insertable<ArticleDateChanges>[] = changes.flatMap((change) =>
    movedArticleDates(change.before, change.after).map((move) => ({
      articleNumber: change.articleNumber,
      ...move,
      changedAt,
    })),
  );
  await insertDateChanges(db, rows);
}

export interface DateMove {
  articleNumber: string;
  kind: ArticleDateKind;
  oldDate: string;
  newDate: string;
  changedAt: string;
}

/** The moves of these articles' dates from `since` (ISO) on, oldest first. */
export async function dateMovesSince(
  db: DbOrTx,
  articleNumbers: readonly string[],
  since: string,
): Promise<DateMove[]> {
  if (articleNumbers.length === 0) return [];
  const rows = await findDateChanges(db, [...new Set(articleNumbers)], since);
  return rows.map((row) => ({
    articleNumber: row.articleNumber,
    kind: row.kind as ArticleDateKind,
    oldDate: row.oldDate,
    newDate: row.newDate,
    changedAt: row.changedAt,
  }));
}
