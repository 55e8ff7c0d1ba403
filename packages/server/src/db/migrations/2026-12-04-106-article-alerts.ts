import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Alerts by mail (docs/decisions/150-article-alerts.md): what a customer watches (a producer,
 * theme, product type or saved search) and for which kinds of news, the articles' own events the
 * imports write (an article that appeared, one back in stock), the one digest per account and
 * shop day, and the hashes of the unsubscribe links. Frozen in time: it imports no application
 * code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = pg ? 'serial' : 'integer';
  await db.schema
    .createTable('article_alerts')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer')
    .addColumn('saved_search_id', 'integer', (c) =>
      c.references('saved_searches.id').onDelete('cascade'),
    )
    .addColumn('kinds', 'text', (c) => c.notNull())
    .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('since', 'text', (c) => c.notNull())
    .addColumn('last_sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('article_alerts_account')
    .on('article_alerts')
    .column('account_id')
    .execute();
  await db.schema
    .createTable('article_events')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('article_number', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('happened_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('article_events_time')
    .on('article_events')
    .columns(['happened_at', 'kind'])
    .execute();
  await db.schema
    .createTable('alert_digests')
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('articles', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_digests_pk', ['account_id', 'day'])
    .execute();
  await db.schema
    .createTable('alert_unsubscribe_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('alert_unsubscribe_tokens').execute();
  await db.schema.dropTable('alert_digests').execute();
  await db.schema.dropIndex('article_events_time').execute();
  await db.schema.dropTable('article_events').execute();
  await db.schema.dropIndex('article_alerts_account').execute();
  await db.schema.dropTable('article_alerts').execute();
}
