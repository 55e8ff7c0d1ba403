import type { Insertable } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import type { ArticleEvents } from '#server/db/tables.ts';

/** The articles' own events the imports write (docs/decisions/150-article-alerts.md). */
export async function insertArticleEvents(
  db: DbOrTx,
  rows: readonly Insertable<ArticleEvents>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('articleEvents')
    .values([...rows])
    .execute();
}

/** The events from `since` (ISO, inclusive) up to `until` (exclusive), oldest first. */
export function findArticleEvents(db: DbOrTx, since: string, until: string) {
  return db
    .selectFrom('articleEvents')
    .select(['articleNumber', 'kind', 'happenedAt'])
    .where('happenedAt', '>=', since)
    .where('happenedAt', '<', until)
    .orderBy('happenedAt')
    .orderBy('id')
    .execute();
}

export async function deleteArticleEventsBefore(db: DbOrTx, before: string): Promise<void> {
  await db.deleteFrom('articleEvents').where('happenedAt', '<', before).execute();
}

/** What a digest line shows of these articles, with the ids an alert matches on. */
export function findNewsArticles(db: DbOrTx, articleNumbers: readonly string[]) {
  return db
    .selectFrom('articles')
    .select([
      'id',
      'articleNumber',
      'producerId',
      'productTypeId',
      'releaseDate',
      'preorderDate',
      'etaDate',
      'stockQuantity',
    ])
    .where('articleNumber', 'in', [...articleNumbers])
    .execute();
}

export function findThemesOf(db: DbOrTx, articleIds: readonly number[]) {
  return db
    .selectFrom('articleThemes')
    .select(['articleId', 'themeId'])
    .where('articleId', 'in', [...articleIds])
    .execute();
}

export function findNamesOf(db: DbOrTx, articleIds: readonly number[]) {
  return db
    .selectFrom('articleLocalizations')
    .select(['articleId', 'language', 'name'])
    .where('articleId', 'in', [...articleIds])
    .execute();
}

const TARGET_TABLES = {
  producer: 'producers',
  theme: 'themes',
  productType: 'productTypes',
} as const;

export type WatchableTarget = keyof typeof TARGET_TABLES;

export function findTargetNames(db: DbOrTx, target: WatchableTarget, ids: readonly number[]) {
  return db
    .selectFrom(TARGET_TABLES[target])
    .select(['id', 'name', 'names'])
    .where('id', 'in', [...ids])
    .execute();
}
