import type { DbOrTx } from '#server/db/database.ts';

/** An order as its delivery note reads it (docs/decisions/143-neutral-dropship-delivery-note.md). */
export function findNoteOrder(db: DbOrTx, orderNumber: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'accountId', 'orderNumber', 'createdAt', 'reference', 'dropshipping'])
    .where('orderNumber', '=', orderNumber)
    .executeTakeFirst();
}

/** The dropshipping orders among these, for the consumer's tracking mail. */
export function findDropshipOrders(db: DbOrTx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orders')
    .select(['id', 'accountId', 'orderNumber', 'reference', 'dropshipping'])
    .where('id', 'in', [...orderIds])
    .where('dropshipping', 'is not', null)
    .execute();
}
