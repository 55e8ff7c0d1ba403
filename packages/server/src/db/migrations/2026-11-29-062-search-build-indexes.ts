import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Indexes for the search index's reads (docs/decisions/062-search-cold-path-and-start-up.md):
 * the names of one language in code point order, read once per language at every build, come
 * from an index scan instead of a sort of the whole table; the newest `updated_at`, read by
 * every build and by the periodic look for other processes' changes, comes from an index
 * instead of a table scan. Frozen in time: it imports no application code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // the build orders by collate "C" (code point order, as SQLite's binary order)
    await sql`create index article_localizations_name_order
      on article_localizations (language, name collate "C", article_id)`.execute(db);
  } else {
    await db.schema
      .createIndex('article_localizations_name_order')
      .on('article_localizations')
      .columns(['language', 'name', 'article_id'])
      .execute();
  }
  await db.schema.createIndex('articles_updated_at').on('articles').column('updated_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('articles_updated_at').execute();
  await db.schema.dropIndex('article_localizations_name_order').execute();
}
