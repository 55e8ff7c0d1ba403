import type { DbOrTx } from '#server/db/database.ts';

/** Orders as the order-state import reads them, and their parcels (docs/decisions/093-account-and-document-import.md). */

export function findOrderStates(db: DbOrTx, orderNumbers: readonly string[]) {
  if (orderNumbers.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orders')
    .select(['id', 'orderNumber', 'status'])
    .where('orderNumber', 'in', [...orderNumbers])
    .execute();
}

/** The parcels of these orders, in their order per order. */
export function findParcels(db: DbOrTx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orderParcels')
    .select(['orderId', 'carrier', 'trackingNumber', 'trackingUrl'])
    .where('orderId', 'in', [...orderIds])
    .orderBy('orderId')
    .orderBy('position')
    .execute();
}

export async function updateOrderStatus(
  db: DbOrTx,
  orderId: number,
  status: string,
): Promise<void> {
  await db.updateTable('orders').set({ status }).where('id', '=', orderId).execute();
}

export async function replaceParcels(
  db: DbOrTx,
  orderId: number,
  parcels: readonly { carrier: string; trackingNumber: string; trackingUrl: string | null }[],
): Promise<void> {
  await db.deleteFrom('orderParcels').where('orderId', '=', orderId).execute();
  if (parcels.length === 0) return;
  await db
    .insertInto('orderParcels')
    .values(parcels.map((parcel, position) => ({ ...parcel, orderId, position })))
    .execute();
}

/** A page of every order in order-number order after `after`. */
export function findOrderStatePage(db: DbOrTx, after: string | null, limit: number) {
  let query = db.selectFrom('orders').select(['id', 'orderNumber', 'status']);
  if (after !== null) query = query.where('orderNumber', '>', after);
  return query.orderBy('orderNumber').limit(limit).execute();
}
