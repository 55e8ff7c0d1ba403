import { sql } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';

export interface MenuEntryRow {
  type: string;
  value: string;
}

export function findTopMenuEntry(db: DbOrTx, order: number): Promise<MenuEntryRow | undefined> {
  return db
    .selectFrom('menuEntries')
    .select(['type', 'value'])
    .where('parentId', 'is', null)
    .where('menuOrder', '=', order)
    .executeTakeFirst();
}

/** The category and all categories below it. */
export async function findCategoryTree(db: DbOrTx, rootId: number): Promise<number[]> {
  const rows = await db.selectFrom('categories').select(['id', 'parentId']).execute();
  const ids = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parentId !== null && ids.has(row.parentId) && !ids.has(row.id)) {
        ids.add(row.id);
        grew = true;
      }
    }
  }
  return [...ids];
}

export type ArticleScope = { kind: 'categories'; ids: number[] } | { kind: 'campaigns' };

export interface BoxRow {
  id: number;
  name: string;
  names: string;
  producer: string | null;
  numberOfArticles: number;
}

const listed = sql<boolean>`(a.main_article_number is null or a.main_article_number = a.article_number) and a.state <> 'soldOut'`;

function scopedArticles(db: DbOrTx, scope: ArticleScope) {
  let query = db.selectFrom('articles as a').where(listed);
  query =
    scope.kind === 'campaigns'
      ? query.where('a.campaignId', 'is not', null)
      : query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('articleCategories as ac')
              .select('ac.articleId')
              .whereRef('ac.articleId', '=', 'a.id')
              .where('ac.categoryId', 'in', scope.ids),
          ),
        );
  return query;
}

export function countThemes(db: DbOrTx, scope: ArticleScope, limit: number): Promise<BoxRow[]> {
  return scopedArticles(db, scope)
    .innerJoin('articleThemes as at', 'at.articleId', 'a.id')
    .innerJoin('themes as t', 't.id', 'at.themeId')
    .leftJoin('producers as p', 'p.id', 't.producerId')
    .select([
      't.id',
      't.name',
      't.names',
      'p.name as producer',
      (eb) => eb.fn.count<number>('a.id').as('numberOfArticles'),
    ])
    .groupBy(['t.id', 't.name', 't.names', 'p.name'])
    .orderBy('numberOfArticles', 'desc')
    .orderBy('t.name')
    .limit(limit)
    .execute();
}

export function countProductTypes(
  db: DbOrTx,
  scope: ArticleScope,
  limit: number,
): Promise<BoxRow[]> {
  return scopedArticles(db, scope)
    .innerJoin('productTypes as t', 't.id', 'a.productTypeId')
    .select([
      't.id',
      't.name',
      't.names',
      sql<null>`null`.as('producer'),
      (eb) => eb.fn.count<number>('a.id').as('numberOfArticles'),
    ])
    .groupBy(['t.id', 't.name', 't.names'])
    .orderBy('numberOfArticles', 'desc')
    .orderBy('t.name')
    .limit(limit)
    .execute();
}
