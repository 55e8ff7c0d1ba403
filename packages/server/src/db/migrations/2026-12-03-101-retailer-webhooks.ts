import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * The webhooks a retailer registers for their own systems
 * (docs/decisions/140-retailer-webhooks.md): the endpoints (an https address, the events it
 * wants, the secret the deliveries are signed with), the customer events the areas write in the
 * transaction of what happened (an outbox: an event is never lost between a commit and its
 * delivery), and one delivery per endpoint and event with its log. Frozen in time: it imports no
 * application code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', pg ? 'serial' : 'integer', id)
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('url', 'text', (c) => c.notNull())
    // JSON array of event names
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('webhook_endpoints_url_unique', ['account_id', 'url'])
    .execute();

  await db.schema
    .createTable('customer_events')
    .addColumn('id', pg ? 'serial' : 'integer', id)
    // null for an event of an article (a moved release date): its customers are found later
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    // JSON of the event's data
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('fanned_out_at', 'text')
    .execute();
  await db.schema
    .createIndex('customer_events_pending')
    .on('customer_events')
    .columns(['fanned_out_at', 'id'])
    .execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', pg ? 'serial' : 'integer', id)
    .addColumn('endpoint_id', 'integer', (c) =>
      c.notNull().references('webhook_endpoints.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    // the signed body, fixed when the delivery is written: every attempt sends the same bytes
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('job_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text')
    .addUniqueConstraint('webhook_deliveries_event_unique', ['endpoint_id', 'event_id'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_account')
    .on('webhook_deliveries')
    .columns(['account_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('customer_events').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
}
