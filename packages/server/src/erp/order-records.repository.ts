import type { DbOrTx } from '#server/db/database.ts';

/**
 * Reads of the orders, their lines and their accounts' addresses for the ERP's records: read
 * only, the orders area writes them (docs/decisions/091-orders-out.md).
 */

const ORDER_COLUMNS = [
  'o.id',
  'o.orderNumber',
  'o.createdAt',
  'o.currency',
  'o.payType',
  'o.reference',
  'o.notice',
  'o.net',
  'o.shipping',
  'o.vatNormal',
  'o.vatReduced',
  'o.total',
  'o.dropshipping',
  'o.deliveryAddress',
  'o.accountId',
  'a.customerNumber',
  'a.shop',
] as const;

function ordersWithAccounts(db: DbOrTx) {
  return db
    .selectFrom('orders as o')
    .innerJoin('accounts as a', 'a.id', 'o.accountId')
    .select(ORDER_COLUMNS);
}

export type OrderRow = Awaited<ReturnType<typeof findOrdersAfter>>[number];

/** Every order after `afterId`, in id order (the export's pages). */
export async function findOrdersAfter(db: DbOrTx, afterId: number, limit: number) {
  return ordersWithAccounts(db).where('o.id', '>', afterId).orderBy('o.id').limit(limit).execute();
}

/** The orders no acknowledgement names, oldest first. */
export async function findUnacknowledgedOrders(db: DbOrTx, limit: number): Promise<OrderRow[]> {
  return ordersWithAccounts(db)
    .leftJoin('erpAcknowledgements as k', (join) =>
      join.on('k.kind', '=', 'order').onRef('k.subject', '=', 'o.orderNumber'),
    )
    .where('k.subject', 'is', null)
    .orderBy('o.id')
    .limit(limit)
    .execute();
}

export async function findOrdersByNumber(
  db: DbOrTx,
  orderNumbers: readonly string[],
): Promise<OrderRow[]> {
  if (orderNumbers.length === 0) return [];
  return ordersWithAccounts(db).where('o.orderNumber', 'in', orderNumbers).execute();
}

export async function findOrderLinesOf(db: DbOrTx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('orderLines')
    .select([
      'orderId',
      'articleNumber',
      'quantity',
      'singlePrice',
      'discount',
      'lineTotal',
      'taxRate',
    ])
    .where('orderId', 'in', orderIds)
    .orderBy('id')
    .execute();
}

export async function findAddressesOf(db: DbOrTx, accountIds: readonly number[]) {
  if (accountIds.length === 0) return [];
  return db
    .selectFrom('accountAddresses')
    .select(['accountId', 'kind', 'company', 'street', 'adding', 'zip', 'location', 'country'])
    .where('accountId', 'in', accountIds)
    .orderBy('id')
    .execute();
}

export type AddressRow = Awaited<ReturnType<typeof findAddressesOf>>[number];
