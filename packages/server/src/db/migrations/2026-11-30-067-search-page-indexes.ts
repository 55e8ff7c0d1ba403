import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Covering indexes for the page of a search on SQLite
 * (docs/decisions/067-search-new-cheaper.md): a page's name in the language and its first
 * picture are read from an index entry alone, instead of an index entry and then the table
 * row (whose description fills a page of its own). On a 100,000-article database they took
 * the page read of 60 random articles from about 0.95 to 0.55 ms. PostgreSQL reads the page
 * through another query and keeps a b-tree entry to a third of a page, which a long name
 * could pass; it gets none. Frozen in time: it imports no application code.
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
