import { sql } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';

/** Articles with a page of their own: main articles (not size variants) that are not sold out. */
const hasOwnPage = sql<boolean>`(a.main_article_number is null or a.main_article_number = a.article_number)`;

export async function countArticlePages(db: DbOrTx): Promise<number> {
  const row = await db
    .selectFrom('articles as a')
    .where('a.state', '!=', 'soldOut')
    .where(hasOwnPage)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findArticlePageNumbers(
  db: DbOrTx,
  offset: number,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('articles as a')
    .where('a.state', '!=', 'soldOut')
    .where(hasOwnPage)
    .select('a.articleNumber')
    .orderBy('a.articleNumber')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((row) => row.articleNumber);
}
