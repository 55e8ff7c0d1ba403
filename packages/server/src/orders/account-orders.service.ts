import type { z } from 'zod';
import type {
  OrderListSort,
  OrderState,
  OrdersCsvSearch,
  PastOrdersResponse,
  SortDirection,
  accountOrdersPageQuerySchema,
} from '@shop/domain/api/account-orders.ts';
import { ACCOUNT_ORDERS_PAGE_SIZE, ORDER_STATES } from '@shop/domain/api/account-orders.ts';
import { pageOffset } from '@shop/domain/rules/paging.ts';
import { orderPayTypes } from '@shop/domain/rules/payment-methods.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { deliveryAddressesOf } from '#server/accounts/delivery-addresses.service.ts';
import { basketAccountOf } from '#server/basket/basket.service.ts';
import { articleNames } from '#server/catalog/catalog.service.ts';
import {
  anonymiseOrdersOf,
  countOrders,
  findOrderLines,
  findOrders,
  findOwnOrder,
  type OrderSearch,
} from './orders.repository.ts';
import { parcelsOf } from './order-state-import.service.ts';

type AccountOrdersPageSearch = z.output<typeof accountOrdersPageQuerySchema>;

/** The CSV's older sort codes as a column and direction. */
const LEGACY_SORTS = {
  1: { orderBy: 'date', direction: 'desc' },
  2: { orderBy: 'date', direction: 'asc' },
  3: { orderBy: 'total', direction: 'desc' },
  4: { orderBy: 'total', direction: 'asc' },
} as const satisfies Record<
  OrdersCsvSearch['sort'],
  { orderBy: OrderListSort; direction: SortDirection }
>;

/**
 * The repository's search of a request: newest first when no column is given; an account that
 * sees no prices is not sorted by amount, which would tell the amounts' order (decision 012), so
 * it gets the newest first instead, as the invoice list does.
 */
function orderSearchOf(
  request: {
    status: string;
    alsoCanceled: boolean;
    searchText?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    orderBy?: OrderListSort | undefined;
    direction?: SortDirection | undefined;
  },
  showsPrices: boolean,
): OrderSearch {
  const hidden = request.orderBy === 'total' && !showsPrices;
  return {
    status: request.status,
    alsoCanceled: request.alsoCanceled,
    text: request.searchText ?? '',
    from: request.from,
    to: request.to,
    orderBy: hidden ? 'date' : (request.orderBy ?? 'date'),
    direction: hidden ? 'desc' : (request.direction ?? 'desc'),
  };
}

const stateOf = (status: string): OrderState =>
  (ORDER_STATES as readonly string[]).includes(status) ? (status as OrderState) : 'processing';

/**
 * GET /account/orders/{page}: the caller's orders matching the search, page by page, newest first
 * unless sorted otherwise, with their lines (the orders page, order tracking and the basket's
 * repeat-order dialog; docs/decisions/120-order-list-search.md); without amounts for an account whose
 * settings.showPrices is off (decision 012).
 */
export async function listPastOrders(
  db: DbOrTx,
  customer: Customer,
  page: number,
  query: AccountOrdersPageSearch,
): Promise<PastOrdersResponse> {
  const account = await basketAccountOf(db, customer.accountId);
  // the list shows every state; the CSV's type and alsoCanceled narrow only the export
  const search = orderSearchOf(
    { ...query, status: 'all', alsoCanceled: true },
    account.showPrices === 1,
  );
  const [totalCount, rows] = await Promise.all([
    countOrders(db, customer.accountId, search),
    findOrders(db, customer.accountId, search, {
      offset: pageOffset(page, query.size),
      limit: query.size,
    }),
  ]);
  const [lines, parcels] = await Promise.all([
    findOrderLines(
      db,
      rows.map((row) => row.id),
    ),
    parcelsOf(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const names = new Map(
    (
      await articleNames(
        db,
        [...new Set(lines.map((l) => l.articleNumber))],
        query.language ?? account.language,
      )
    ).map((n) => [n.articleNumber, n.name ?? n.fallbackName ?? n.articleNumber]),
  );
  const orders = rows.map((row) => {
    const items = lines
      .filter((line) => line.orderId === row.id)
      .map((line) => ({
        articleNumber: line.articleNumber,
        name: names.get(line.articleNumber) ?? line.articleNumber,
        price: line.singlePrice,
        quantity: line.quantity,
        discount: line.discount,
      }));
    return {
      orderNumber: row.orderNumber,
      date: row.createdAt,
      state: stateOf(row.status),
      linesCount: items.length,
      total: row.total,
      currency: row.currency === 'GBP' ? ('GBP' as const) : ('EUR' as const),
      dropshipping: row.dropshipping !== null,
      reference: row.reference,
      items,
      parcels: parcels.get(row.id) ?? [],
    };
  });
  const paging = { page, size: query.size, totalCount };
  if (account.showPrices === 1) return { ...paging, orders };
  return {
    ...paging,
    orders: orders.map(({ total: _total, items, ...order }) => ({
      ...order,
      items: items.map(({ price: _price, discount: _discount, ...item }) => item),
    })),
    pricesHidden: true,
  };
}

/** The lines of one of the caller's orders, by its number; undefined for no such own order. */
export async function ownOrderLines(db: DbOrTx, accountId: number, orderNumber: string) {
  const order = await findOwnOrder(db, accountId, orderNumber);
  return order ? findOrderLines(db, [order.id]) : undefined;
}

export interface ExportedOrder {
  orderNumber: string;
  createdAt: string;
  state: OrderState;
  linesCount: number;
  /** null for an account that sees no prices */
  total: number | null;
  currency: string;
  reference: string;
  dropshipping: boolean;
}

const EXPORT_SLICE = 500;

/**
 * POST /account/ordersCSV: the caller's orders matching the search, read slice by slice so a
 * long history never sits in memory at once; page n exports only what page n of the list shows.
 */
export async function* exportOrders(
  db: DbOrTx,
  customer: Customer,
  request: Omit<OrdersCsvSearch, 'language'>,
): AsyncGenerator<ExportedOrder> {
  const account = await basketAccountOf(db, customer.accountId);
  const legacy = LEGACY_SORTS[request.sort];
  const search = orderSearchOf(
    {
      ...request,
      status: request.type,
      orderBy: request.orderBy ?? legacy.orderBy,
      direction: request.direction ?? (request.orderBy === undefined ? legacy.direction : 'desc'),
    },
    account.showPrices === 1,
  );
  const first = request.page > 0 ? pageOffset(request.page, ACCOUNT_ORDERS_PAGE_SIZE) : 0;
  const end = request.page > 0 ? first + ACCOUNT_ORDERS_PAGE_SIZE : Number.POSITIVE_INFINITY;
  for (let offset = first; offset < end; offset += EXPORT_SLICE) {
    const limit = Math.min(EXPORT_SLICE, end - offset);
    const rows = await findOrders(db, customer.accountId, search, { offset, limit });
    for (const row of rows) {
      yield {
        orderNumber: row.orderNumber,
        createdAt: row.createdAt,
        state: stateOf(row.status),
        linesCount: Number(row.linesCount ?? 0),
        total: account.showPrices === 1 ? row.total : null,
        currency: row.currency,
        reference: row.reference,
        dropshipping: row.dropshipping !== null,
      };
    }
    if (rows.length < limit) return;
  }
}

/**
 * GET /account/paymentMethods: the pay types the caller may order with, its own first and
 * selected (docs/decisions/116-pay-type-choice.md).
 */
export async function accountPaymentMethods(db: DbOrTx, customer: Customer) {
  const account = await basketAccountOf(db, customer.accountId);
  return {
    paymentMethods: orderPayTypes(account.payType).map((payType, index) => ({
      payType,
      selected: index === 0,
    })),
  };
}

/**
 * GET /account/deliveryAddresses: where the caller's orders may go, the main address first and
 * selected (docs/product/basket.md#basket-delivery-address).
 */
export async function accountDeliveryAddresses(db: DbOrTx, customer: Customer) {
  return { deliveryAddresses: await deliveryAddressesOf(db, customer.accountId) };
}

/** Anonymises an account's orders and drops its open orders (docs/decisions/039-account-deletion.md). */
export function eraseOrderDetailsOf(tx: DbOrTx, accountId: number): Promise<void> {
  return anonymiseOrdersOf(tx, accountId);
}
