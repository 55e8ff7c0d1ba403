import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * The covering index of a search page's names on SQLite, language first
 * (docs/decisions/069-facet-codes-and-names-by-language.md). Migration 067 keyed it by article
 * and then language, so the entries of one language lay spread over the whole index (seven
 * languages, 52 MB with 100,000 articles) and 60 random names read pages mostly outside
 * SQLite's page cache; keyed by language first, one language's entries are a seventh of it.
 * PostgreSQL has no such index (migration 067). Frozen in time: it imports no application code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await db.schema.dropIndex('article_localizations_page').execute();
  await db.schema
    .createIndex('article_localizations_page_names')
    .on('article_localizations')
    .columns(['language', 'article_id', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await db.schema.dropIndex('article_localizations_page_names').execute();
  await db.schema
    .createIndex('article_localizations_page')
    .on('article_localizations')
    .columns(['article_id', 'language', 'name'])
    .execute();
}
