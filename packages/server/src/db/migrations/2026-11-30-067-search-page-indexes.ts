import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Covering indexes for the search on SQLite (docs/decisions/067-search-new-cheaper.md): the
 * names of a page in its language, and the first picture of each article the index build
 * reads, come from an index entry alone instead of an index entry and then the table row
 * (a localization's row holds its description too). PostgreSQL reads them through other
 * queries and keeps a b-tree entry to a third of a page, which a long name could pass; it gets
 * none. Frozen in time: it imports no application code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await db.schema
    .createIndex('article_localizations_page')
    .on('article_localizations')
    .columns(['article_id', 'language', 'name'])
    .execute();
  await db.schema
    .createIndex('article_images_first')
    .on('article_images')
    .columns(['article_id', 'position', 'path'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await db.schema.dropIndex('article_images_first').execute();
  await db.schema.dropIndex('article_localizations_page').execute();
}
