import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * The operator API's tokens (docs/decisions/090-operator-tokens.md) and the ERP's side of orders
 * and approved registrations (docs/decisions/091-orders-out.md): what the ERP acknowledged from
 * the feed, and the webhook deliveries with every attempt. A token is stored only as the SHA-256
 * of its text. Frozen in time: it imports no application code.
 */
type Db = Kysely<unknown>;

function withId<T extends string>(pg: boolean) {
  return (table: CreateTableBuilder<T, never>) =>
    pg
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Db): Promise<void> {
  const id = withId(db.getExecutor().adapter instanceof PostgresAdapter);

  await id(db.schema.createTable('operator_tokens'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    // a JSON array of scopes
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();

  // kind 'order' (subject: the order number) or 'registration' (subject: the registration id)
  await db.schema
    .createTable('erp_acknowledgements')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('acknowledged_at', 'text', (c) => c.notNull())
    .addColumn('token_name', 'text')
    .addPrimaryKeyConstraint('erp_acknowledgements_pk', ['kind', 'subject'])
    .execute();

  await id(db.schema.createTable('erp_deliveries'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull().unique())
    // 'pending', 'delivered' or 'failed' (every retry used up)
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('job_id', 'integer')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text')
    .addUniqueConstraint('erp_deliveries_subject', ['kind', 'subject'])
    .execute();
  await db.schema
    .createIndex('erp_deliveries_state')
    .on('erp_deliveries')
    .columns(['state', 'id'])
    .execute();

  await id(db.schema.createTable('erp_delivery_attempts'))
    .addColumn('delivery_id', 'integer', (c) =>
      c.notNull().references('erp_deliveries.id').onDelete('cascade'),
    )
    .addColumn('attempt', 'integer', (c) => c.notNull())
    // null when no answer came (refused connection, time-out)
    .addColumn('status_code', 'integer')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('attempted_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('erp_delivery_attempts_delivery')
    .on('erp_delivery_attempts')
    .columns(['delivery_id', 'id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('erp_delivery_attempts').execute();
  await db.schema.dropTable('erp_deliveries').execute();
  await db.schema.dropTable('erp_acknowledgements').execute();
  await db.schema.dropTable('operator_tokens').execute();
}
