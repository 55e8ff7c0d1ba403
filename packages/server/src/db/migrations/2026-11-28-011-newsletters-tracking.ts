import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Newsletters and event tracking (docs/decisions/051-newsletters.md,
 * 052-event-tracking-and-consent.md). The archive searches a newsletter's lower-cased plain text (title, teaser and body), kept
 * beside its sanitised HTML when it is stored; the tracking table holds events recorded after
 * consent, with no personal data beyond the customer number. Frozen in time: it imports no
 * application code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .alterTable('newsletters')
    .addColumn('body_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('newsletters_language_published')
    .on('newsletters')
    .columns(['language', 'published_at'])
    .execute();

  await db.schema
    .createTable('tracking_events')
    .addColumn('id', pg ? 'serial' : 'integer', (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text')
    .addColumn('customer_number', 'text')
    .addColumn('marketing', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('path', 'text')
    .addColumn('search_term', 'text')
    .addColumn('article_number', 'text')
    .addColumn('quantity', 'integer')
    .addColumn('order_number', 'text')
    .addColumn('value_minor', 'integer')
    .addColumn('currency', 'text')
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('utm_term', 'text')
    .addColumn('utm_content', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tracking_events_kind_created')
    .on('tracking_events')
    .columns(['kind', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tracking_events').execute();
  await db.schema.dropIndex('newsletters_language_published').execute();
  await db.schema.alterTable('newsletters').dropColumn('body_text').execute();
}
