import { randomUUID } from 'node:crypto';
import { sql, type Insertable } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import type { OpenOrders, OrderLines, Orders } from '#server/db/tables.ts';

/** Data access of placed orders: writing one, and the caller's orders for the repeat dialog. */

/**
 * Writes an order and its lines. The number is made from the generated id (numberFor), so it
 * is first written as a placeholder unique to this transaction and then set.
 */
export async function insertOrder(
  tx: DbOrTx,
  input: {
    numberFor: (id: number) => string;
    order: Omit<Insertable<Orders>, 'orderNumber' | 'id'>;
    lines: Omit<Insertable<OrderLines>, 'orderId' | 'id'>[];
  },
): Promise<string> {
  const placeholder = `pending-${randomUUID()}`;
  const { id } = await tx
    .insertInto('orders')
    .values({ ...input.order, orderNumber: placeholder })
    .returning('id')
    .executeTakeFirstOrThrow();
  const orderNumber = input.numberFor(id);
  await tx.updateTable('orders').set({ orderNumber }).where('id', '=', id).execute();
  await tx
    .insertInto('orderLines')
    .values(input.lines.map((line) => ({ ...line, orderId: id })))
    .execute();
  return orderNumber;
}

/** Writes the open-order rows (back orders and pre-orders) of an order's lines that take no stock. */
export async function insertOpenOrders(
  tx: DbOrTx,
  rows: Omit<Insertable<OpenOrders>, 'id'>[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insertInto('openOrders').values(rows).execute();
}

export async function countOrders(db: DbOrTx, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('accountId', '=', accountId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** One page of the caller's orders, newest first. */
export function findOrderPage(db: DbOrTx, accountId: number, offset: number, limit: number) {
  return db
    .selectFrom('orders')
    .select(ORDER_LIST_COLUMNS)
    .where('accountId', '=', accountId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

const ORDER_LIST_COLUMNS = [
  'id',
  'orderNumber',
  'createdAt',
  'status',
  'total',
  'currency',
  'reference',
  'dropshipping',
] as const;

export interface OrderSearch {
  /** one status, or every status ('all') */
  status: string;
  alsoCanceled: boolean;
  /** lower-case part of the order number or reference; '' for any */
  text: string;
  sort: 1 | 2 | 3 | 4;
}

/** A slice of the caller's orders matching a search (the CSV export reads them slice by slice). */
export function findOrders(
  db: DbOrTx,
  accountId: number,
  search: OrderSearch,
  slice: { offset: number; limit: number },
) {
  let query = db
    .selectFrom('orders')
    .select(ORDER_LIST_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('orderLines')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('orderLines.orderId', '=', 'orders.id')
        .as('linesCount'),
    )
    .where('accountId', '=', accountId);
  if (search.status !== 'all') query = query.where('status', '=', search.status);
  else if (!search.alsoCanceled) query = query.where('status', '!=', 'canceled');
  if (search.text !== '') {
    // the text is matched literally: its own % _ and backslash are escaped (ESCAPE works on both databases)
    const like = `%${search.text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref('orderNumber')}) like ${like} escape '\\'`,
        sql<boolean>`lower(${eb.ref('reference')}) like ${like} escape '\\'`,
      ]),
    );
  }
  const [column, direction] = ORDER_SORT_COLUMNS[search.sort];
  query = query.orderBy(column, direction).orderBy('id', direction);
  return query.offset(slice.offset).limit(slice.limit).execute();
}

const ORDER_SORT_COLUMNS = {
  1: ['createdAt', 'desc'],
  2: ['createdAt', 'asc'],
  3: ['total', 'desc'],
  4: ['total', 'asc'],
} as const;

export async function findOrderLines(db: DbOrTx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('orderLines')
    .select(['orderId', 'articleNumber', 'quantity', 'singlePrice', 'discount'])
    .where('orderId', 'in', [...orderIds])
    .orderBy('id')
    .execute();
}

/** An order of the caller by its number, for repeating it. */
export function findOwnOrder(db: DbOrTx, accountId: number, orderNumber: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'orderNumber'])
    .where('accountId', '=', accountId)
    .where('orderNumber', '=', orderNumber)
    .executeTakeFirst();
}

/** An order's head with its sums, as the confirmation page and the invoice PDF show it. */
export const ORDER_HEAD = [
  'id',
  'orderNumber',
  'createdAt',
  'currency',
  'payType',
  'reference',
  'net',
  'shipping',
  'vatNormal',
  'vatReduced',
  'total',
] as const;

/** An order of the caller with its sums, for the confirmation page; undefined if not the caller's. */
export function findOwnOrderDetail(db: DbOrTx, accountId: number, orderNumber: string) {
  return db
    .selectFrom('orders')
    .select([...ORDER_HEAD, 'notice', 'dropshipping', 'deliveryAddress'])
    .where('accountId', '=', accountId)
    .where('orderNumber', '=', orderNumber)
    .executeTakeFirst();
}

export function findOrderLineDetails(db: DbOrTx, orderId: number) {
  return db
    .selectFrom('orderLines')
    .select(['articleNumber', 'quantity', 'lineTotal'])
    .where('orderId', '=', orderId)
    .orderBy('id')
    .execute();
}

/**
 * The open-order rows an order wrote for its lines ordered ahead of the goods (same account,
 * order date the order's time, see openOrderRows in order-placement.service.ts).
 */
export function findOpenOrdersOf(db: DbOrTx, accountId: number, orderDate: string) {
  return db
    .selectFrom('openOrders')
    .select(['articleNumber', 'etaDate'])
    .where('accountId', '=', accountId)
    .where('orderDate', '=', orderDate)
    .execute();
}

/**
 * Keeps an account's orders for tax retention without what could name a person: the
 * dropshipping consumer's address, the notice and the reference; drops its open orders,
 * idempotency keys (their stored answers repeat the order) and parcels (a tracking number leads
 * to the delivery address at the carrier).
 */
export async function anonymiseOrdersOf(db: DbOrTx, accountId: number): Promise<void> {
  await db
    .updateTable('orders')
    .set({ dropshipping: null, notice: '', reference: '' })
    .where('accountId', '=', accountId)
    .execute();
  await db.deleteFrom('openOrders').where('accountId', '=', accountId).execute();
  await db
    .deleteFrom('orderParcels')
    .where('orderId', 'in', (eb) =>
      eb.selectFrom('orders').select('id').where('accountId', '=', accountId),
    )
    .execute();
  await db.deleteFrom('idempotencyKeys').where('accountId', '=', accountId).execute();
}
