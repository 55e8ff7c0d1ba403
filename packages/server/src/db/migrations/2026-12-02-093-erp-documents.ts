import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * What the ERP's documents need beyond the initial schema
 * (docs/decisions/093-account-and-document-import.md): the parcels of a shipped order (carrier,
 * tracking number, tracking link), and the ERP's own id of an open-order line, by which an
 * import finds the line again. Frozen in time: it imports no application code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('order_parcels')
    .addColumn('id', pg ? 'serial' : 'integer', (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('carrier', 'text', (c) => c.notNull())
    .addColumn('tracking_number', 'text', (c) => c.notNull())
    .addColumn('tracking_url', 'text')
    .addUniqueConstraint('order_parcels_position_unique', ['order_id', 'position'])
    .execute();

  await db.schema.alterTable('open_orders').addColumn('erp_line_id', 'text').execute();
  await db.schema
    .createIndex('open_orders_erp_line_id')
    .on('open_orders')
    .column('erp_line_id')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('open_orders_erp_line_id').execute();
  await db.schema.alterTable('open_orders').dropColumn('erp_line_id').execute();
  await db.schema.dropTable('order_parcels').execute();
}
