import type { AccountOrdersResponse } from '@shop/domain/api/basket.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { basketAccountOf } from '#server/basket/basket.service.ts';
import { articleNames } from '#server/catalog/catalog.service.ts';
import {
  anonymiseOrdersOf,
  countOrders,
  findOrderLines,
  findOrderPage,
  findOwnOrder,
} from './orders.repository.ts';
import type { Language } from '@shop/domain/shops.ts';

/**
 * GET /intern/orders: the caller's orders page by page, newest first (repeat-order dialog);
 * without amounts for an account whose settings.showPrices is off (decision 012).
 */
export async function listAccountOrders(
  db: DbOrTx,
  customer: Customer,
  query: { page: number; size: number; language?: Language | undefined },
): Promise<AccountOrdersResponse> {
  const [total, rows, account] = await Promise.all([
    countOrders(db, customer.accountId),
    findOrderPage(db, customer.accountId, query.page * query.size, query.size),
    basketAccountOf(db, customer.accountId),
  ]);
  const lines = await findOrderLines(
    db,
    rows.map((row) => row.id),
  );
  const names = await articleNames(
    db,
    [...new Set(lines.map((l) => l.articleNumber))],
    query.language ?? account.language,
  );
  const orders = rows.map((row) => ({
    orderNumber: row.orderNumber,
    date: row.createdAt,
    total: row.total,
    currency: row.currency === 'GBP' ? ('GBP' as const) : ('EUR' as const),
    items: lines
      .filter((line) => line.orderId === row.id)
      .map((line) => {
        const name = names.find((n) => n.articleNumber === line.articleNumber);
        return {
          articleNumber: line.articleNumber,
          name: name?.name ?? name?.fallbackName ?? line.articleNumber,
          price: line.singlePrice,
          quantity: line.quantity,
          discount: line.discount,
        };
      }),
  }));
  const paging = { page: query.page, size: query.size, total };
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

/** Anonymises an account's orders and drops its open orders (docs/decisions/039-account-deletion.md). */
export function eraseOrderDetailsOf(tx: DbOrTx, accountId: number): Promise<void> {
  return anonymiseOrdersOf(tx, accountId);
}
