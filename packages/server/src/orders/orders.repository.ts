import { randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder, type Insertable, type SelectQueryBuilder } from 'kysely';
import type { OrderListSort, SortDirection } from '@shop/domain/api/account-orders.ts';
import { dayAfter } from '@shop/domain/rules/date-range.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { containsText } from '#server/db/like-pattern.ts';
import type { DB, OpenOrders, OrderLines, Orders } from '#server/db/tables.ts';

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

/** What the order list and its CSV filter and sort by (docs/decisions/120-order-list-search.md). */
export interface OrderSearch {
  /** one status, or every status ('all') */
  status: string;
  alsoCanceled: boolean;
  /** part of the order number, the reference or an ordered article's number; '' for any */
  text: string;
  /** YYYY-MM-DD days, both included; undefined for an open end */
  from?: string | undefined;
  to?: string | undefined;
  orderBy: OrderListSort;
  direction: SortDirection;
}

type OrderQuery<O> = SelectQueryBuilder<DB, 'orders', O>;

function filtered<O>(query: OrderQuery<O>, accountId: number, search: OrderSearch) {
  let q = query.where('orders.accountId', '=', accountId);
  if (search.status !== 'all') q = q.where('status', '=', search.status);
  else if (!search.alsoCanceled) q = q.where('status', '!=', 'canceled');
  // createdAt is an ISO timestamp in UTC; its date part is the day the list shows
  if (search.from !== undefined) q = q.where('createdAt', '>=', search.from);
  if (search.to !== undefined) q = q.where('createdAt', '<', dayAfter(search.to));
  if (search.text !== '') {
    const { text } = search;
    q = q.where((eb: ExpressionBuilder<DB, 'orders'>) =>
      eb.or([
        containsText(eb.ref('orders.orderNumber'), text),
        containsText(eb.ref('orders.reference'), text),
        eb.exists(
          eb
            .selectFrom('orderLines')
            .select('orderLines.id')
            .whereRef('orderLines.orderId', '=', 'orders.id')
            .where((inner) => containsText(inner.ref('orderLines.articleNumber'), text)),
        ),
      ]),
    );
  }
  return q;
}

/** The sort's own column, then newest first, then the id, so every page is stable. */
function sorted<O>(query: OrderQuery<O>, search: OrderSearch) {
  const { direction } = search;
  switch (search.orderBy) {
    case 'date':
      return query.orderBy('createdAt', direction).orderBy('orders.id', direction);
    case 'orderNumber':
      return query.orderBy('orderNumber', direction).orderBy('orders.id', direction);
    case 'reference':
      query = query.orderBy(sql`lower(${sql.ref('orders.reference')})`, direction);
      break;
    case 'total':
      query = query.orderBy('total', direction);
      break;
    case 'state':
      // the order an order goes through: processing, shipped; canceled last
      query = query.orderBy(
        (eb) =>
          eb
            .case()
            .when('status', '=', 'processing')
            .then(0)
            .when('status', '=', 'shipped')
            .then(1)
            .else(2)
            .end(),
        direction,
      );
      break;
  }
  return query.orderBy('createdAt', 'desc').orderBy('orders.id', 'desc');
}

/** How many of the caller's orders match a search. */
export async function countOrders(
  db: DbOrTx,
  accountId: number,
  search: OrderSearch,
): Promise<number> {
  const row = await filtered(
    db.selectFrom('orders').select((eb) => eb.fn.countAll<number | string>().as('count')),
    accountId,
    search,
  ).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** A slice of the caller's orders matching a search, in its order (list pages and CSV slices). */
export function findOrders(
  db: DbOrTx,
  accountId: number,
  search: OrderSearch,
  slice: { offset: number; limit: number },
) {
  const query = filtered(
    db
      .selectFrom('orders')
      .select(ORDER_LIST_COLUMNS.map((column) => `orders.${column}` as const))
      .select((eb) =>
        eb
          .selectFrom('orderLines')
          .select((inner) => inner.fn.countAll<number | string>().as('n'))
          .whereRef('orderLines.orderId', '=', 'orders.id')
          .as('linesCount'),
      ),
    accountId,
    search,
  );
  return sorted(query, search).offset(slice.offset).limit(slice.limit).execute();
}

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
    .select(['articleNumber', 'etaDate', 'kind', 'orderDate', 'allocatedQuantity'])
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
