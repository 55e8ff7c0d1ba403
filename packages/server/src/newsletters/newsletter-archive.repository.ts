import { sql, type Insertable, type Selectable } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import type { Newsletters } from '#server/db/tables.ts';

export type NewsletterRow = Selectable<Newsletters>;

/** `%text%` for LIKE, with the wildcard characters of the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Newsletters of a language, with `search` (lower-cased) inside their search text. */
function archiveQuery(db: DbOrTx, language: string, search: string | null) {
  let query = db.selectFrom('newsletters').where('language', '=', language);
  if (search !== null) {
    query = query.where(sql<boolean>`body_text like ${containsPattern(search)} escape '\\'`);
  }
  return query;
}

export function findNewsletterPage(
  db: DbOrTx,
  filter: { language: string; search: string | null },
  page: { offset: number; limit: number },
) {
  return archiveQuery(db, filter.language, filter.search)
    .select(['id', 'language', 'title', 'teaser', 'image', 'publishedAt'])
    .orderBy('publishedAt', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countNewsletters(
  db: DbOrTx,
  filter: { language: string; search: string | null },
): Promise<number> {
  const row = await archiveQuery(db, filter.language, filter.search)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findNewsletter(db: DbOrTx, id: number): Promise<NewsletterRow | undefined> {
  return db.selectFrom('newsletters').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts a newsletter with a placeholder body; its id is needed to write its links. */
export async function insertNewsletter(db: DbOrTx, row: Insertable<Newsletters>): Promise<number> {
  const inserted = await db
    .insertInto('newsletters')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function setNewsletterBody(
  db: DbOrTx,
  id: number,
  body: { bodyHtml: string; bodyText: string; articleNumbers: string },
): Promise<void> {
  await db.updateTable('newsletters').set(body).where('id', '=', id).execute();
}
