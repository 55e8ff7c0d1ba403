import { chunksOf } from '#server/db/chunks.ts';
import type { DbOrTx } from '#server/db/database.ts';

/** Orders as the order-state import reads them, and their parcels (docs/decisions/093-account-and-document-import.md). */

export function findOrderStates(db: DbOrTx, orderNumbers: readonly string[]) {
  if (orderNumbers.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orders')
    .select(['id', 'orderNumber', 'status', 'accountId'])
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

/** Orders moved to one state, a few statements for a whole batch. */
export async function updateOrderStatuses(
  db: DbOrTx,
  orderIds: readonly number[],
  status: string,
): Promise<void> {
  for (const chunk of chunksOf(orderIds, 1))
    await db.updateTable('orders').set({ status }).where('id', 'in', chunk).execute();
}

/** The parcels of these orders replaced by the given ones, in their order per order. */
export async function replaceParcels(
  db: DbOrTx,
  orders: readonly {
    orderId: number;
    parcels: readonly { carrier: string; trackingNumber: string; trackingUrl: string | null }[];
  }[],
): Promise<void> {
  const orderIds = orders.map((order) => order.orderId);
  for (const chunk of chunksOf(orderIds, 1))
    await db.deleteFrom('orderParcels').where('orderId', 'in', chunk).execute();
  const rows = orders.flatMap(({ orderId, parcels }) =>
    parcels.map((parcel, position) => ({ ...parcel, orderId, position })),
  );
  for (const chunk of chunksOf(rows, 5))
    await db.insertInto('orderParcels').values(chunk).execute();
}

/** A page of every order in order-number order after `after`. */
export function findOrderStatePage(db: DbOrTx, after: string | null, limit: number) {
  let query = db.selectFrom('orders').select(['id', 'orderNumber', 'status']);
  if (after !== null) query = query.where('orderNumber', '>', after);
  return query.orderBy('orderNumber').limit(limit).execute();
}
