import type { Kysely } from 'kysely';

/**
 * The account address an order is delivered to, copied when the order is placed (JSON of company,
 * street, adding, zip, location, country), so a later change of the account's addresses never
 * moves an order (docs/decisions/117-delivery-address-chosen-in-the-basket.md). Null for orders
 * placed before. Frozen in time: it imports no application code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('delivery_address', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('delivery_address').execute();
}
