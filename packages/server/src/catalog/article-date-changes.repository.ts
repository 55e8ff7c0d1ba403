import type { Insertable, Selectable } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import type { ArticleDateChanges } from '#server/db/tables.ts';

/** The moves of articles' dates written by the imports (docs/product/account.md#account-date-moved). */
export type ArticleDateChangeRow = Selectable<ArticleDateChanges>;

export async function insertDateChanges(
  db: DbOrTx,
  rows: readonly Insertable<ArticleDateChanges>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('articleDateChanges')
    .values([...rows])
    .execute();
}

/** The moves of these articles' dates from `since` (ISO) on, oldest first. */
export function findDateChanges(db: DbOrTx, articleNumbers: readonly string[], since: string) {
  return db
    .selectFrom('articleDateChanges')
    .selectAll()
    .where('articleNumber', 'in', [...articleNumbers])
    .where('changedAt', '>=', since)
    .orderBy('changedAt')
    .orderBy('id')
    .execute();
}

/**
 * Every article's moves of its release or pre-order date from `since` (inclusive) up to `until`
 * (exclusive), oldest first.
 */
export function findDateChangesBetween(db: DbOrTx, since: string, until: string) {
  return db
    .selectFrom('articleDateChanges')
    .select(['articleNumber', 'changedAt'])
    .where('kind', 'in', ['release', 'preorder'])
    .where('changedAt', '>=', since)
    .where('changedAt', '<', until)
    .orderBy('changedAt')
    .orderBy('id')
    .execute();
}
