import type { DbOrTx } from '#server/db/database.ts';
import { containsText } from '#server/db/like-pattern.ts';
import { ORDER_HEAD } from './orders.repository.ts';

/** The orders as the invoices area needs them: their numbers, one with its lines, the uninvoiced sum. */

export function findOrderNumbers(db: DbOrTx, accountId: number, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orders')
    .select(['id', 'orderNumber', 'reference'])
    .where('accountId', '=', accountId)
    .where('id', 'in', [...orderIds])
    .execute();
}

/** The ids of the caller's orders whose reference holds the text, matched literally. */
export async function findOrderIdsByReference(db: DbOrTx, accountId: number, text: string) {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('accountId', '=', accountId)
    .where((eb) => containsText(eb.ref('reference'), text))
    .execute();
  return rows.map((row) => row.id);
}

export function findOwnOrderById(db: DbOrTx, accountId: number, orderId: number) {
  return db
    .selectFrom('orders')
    .select(ORDER_HEAD)
    .where('accountId', '=', accountId)
    .where('id', '=', orderId)
    .executeTakeFirst();
}

export function findInvoiceLines(db: DbOrTx, orderId: number) {
  return db
    .selectFrom('orderLines')
    .select(['articleNumber', 'quantity', 'singlePrice', 'discount', 'lineTotal', 'taxRate'])
    .where('orderId', '=', orderId)
    .orderBy('id')
    .execute();
}

/** The total of the orders placed and not yet invoiced (still being prepared). */
export async function sumProcessingOrders(db: DbOrTx, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('total'), eb.lit(0)).as('sum'))
    .where('accountId', '=', accountId)
    .where('status', '=', 'processing')
    .executeTakeFirstOrThrow();
  return Number(row.sum);
}

/** Orders by number, whoever's: an imported invoice names its order. */
export function findOrdersByNumber(db: DbOrTx, orderNumbers: readonly string[]) {
  if (orderNumbers.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orders')
    .select(['id', 'orderNumber', 'accountId'])
    .where('orderNumber', 'in', [...orderNumbers])
    .execute();
}

export function findOrderNumbersById(db: DbOrTx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orders')
    .select(['id', 'orderNumber'])
    .where('id', 'in', [...orderIds])
    .execute();
}
