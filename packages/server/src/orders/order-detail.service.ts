import { z } from 'zod';
import type { OrderDetail, OrderDetailResponse } from '@shop/domain/api/order-detail.ts';
import { lineDispatch, orderDispatch } from '@shop/domain/rules/dispatch.ts';
import type { Language } from '@shop/domain/shops.ts';
import { loadAccount } from '#server/accounts/accounts.service.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { AppError } from '#server/http/app-error.ts';
import { articleNames } from '#server/catalog/catalog.service.ts';
import { findOpenOrdersOf, findOrderLineDetails, findOwnOrderDetail } from './orders.repository.ts';
import { parcelsOf } from './order-state-import.service.ts';
import { dateMovesOfLines } from '#server/open-orders/open-orders.service.ts';

/** A JSON column's value; null for none or for text that is not JSON. */
function storedJson(stored: string | null): unknown {
  if (stored === null) return null;
  try {
    return JSON.parse(stored);
  } catch {
    return null;
  }
}

/** The consumer's address as placeOrder stores it in orders.dropshipping (JSON). */
const storedDropshippingSchema = z.object({
  address: z.object({
    firstName: z.string(),
    lastName: z.string(),
    street: z.string(),
    houseNumber: z.string(),
    additional: z.string().optional(),
    zip: z.string(),
    city: z.string(),
    country: z.string().default('DE'),
  }),
});

function dropshippingAddressOf(stored: string | null): OrderDetail['dropshipping'] {
  if (stored === null) return null;
  const parsed = storedDropshippingSchema.safeParse(storedJson(stored));
  if (!parsed.success) return null;
  const { additional, ...address } = parsed.data.address;
  return { ...address, additional: additional ?? '' };
}

/** The account's address as placeOrder stores it in orders.delivery_address (JSON). */
const storedDeliverySchema = z.object({
  company: z.string(),
  street: z.string(),
  adding: z.string().nullable(),
  zip: z.string(),
  location: z.string(),
  country: z.string(),
});

/**
 * The address the order was placed to be delivered to; an order stored before the address was
 * kept names the account's as it is now
 * (docs/decisions/117-delivery-address-chosen-in-the-basket.md).
 */
function deliveryAddressOf(
  stored: string | null,
  account: Awaited<ReturnType<typeof loadAccount>>,
): OrderDetail['deliveryAddress'] {
  const parsed = storedDeliverySchema.safeParse(storedJson(stored));
  return parsed.success ? parsed.data : (account.shippingAddress ?? account.address);
}

/**
 * GET /account/order/{orderNumber}: one of the caller's orders for the confirmation page
 * (docs/decisions/023-order-confirmation.md). Amounts are the ones placeOrder stored (computed by
 * the basket's rules when the order was placed), never computed again; none for an account whose
 * settings.showPrices is off (decision 012). Another customer's order is not found.
 */
export async function getAccountOrder(
  db: DbOrTx,
  customer: Customer,
  orderNumber: string,
  language: Language | undefined,
): Promise<OrderDetailResponse> {
  const order = await findOwnOrderDetail(db, customer.accountId, orderNumber);
  if (!order) throw new AppError(404, 'ORDER_NOT_FOUND', 'No such order');
  const [account, rows, openOrders, parcels] = await Promise.all([
    loadAccount(db, customer),
    findOrderLineDetails(db, order.id),
    findOpenOrdersOf(db, customer.accountId, order.createdAt),
    parcelsOf(db, [order.id]),
  ]);
  const names = await articleNames(
    db,
    [...new Set(rows.map((row) => row.articleNumber))],
    language ?? account.language,
  );
  const moves = await dateMovesOfLines(
    db,
    openOrders.map((open) => ({
      ...open,
      kind: open.kind === 'preorder' ? ('preorder' as const) : ('backorder' as const),
    })),
  );
  const moveOf = new Map(openOrders.map((open, index) => [open.articleNumber, moves[index]]));
  const lines = rows.map((row) => {
    const name = names.find((n) => n.articleNumber === row.articleNumber);
    const open = openOrders.find((o) => o.articleNumber === row.articleNumber);
    return {
      articleNumber: row.articleNumber,
      name: name?.name ?? name?.fallbackName ?? row.articleNumber,
      quantity: row.quantity,
      // placeOrder stores price × quantity, so this is the unit price charged
      price: row.quantity > 0 ? Math.round(row.lineTotal / row.quantity) : 0,
      lineTotal: row.lineTotal,
      dispatch: lineDispatch(order.createdAt, open ? { eta: open.etaDate } : null),
      articleDate:
        open === undefined || open.etaDate === null
          ? null
          : {
              kind: open.kind === 'preorder' ? ('preorder' as const) : ('eta' as const),
              date: open.etaDate,
            },
      dateMove: moveOf.get(row.articleNumber) ?? null,
      allocatedQuantity: open?.allocatedQuantity ?? null,
    };
  });
  const detail = {
    orderNumber: order.orderNumber,
    date: order.createdAt,
    currency: order.currency === 'GBP' ? ('GBP' as const) : ('EUR' as const),
    payType: order.payType,
    reference: order.reference,
    notice: order.notice,
    deliveryAddress: deliveryAddressOf(order.deliveryAddress, account),
    dropshipping: dropshippingAddressOf(order.dropshipping),
    expectedDispatch: orderDispatch(lines.map((line) => line.dispatch)),
    parcels: parcels.get(order.id) ?? [],
  };
  if (account.settings.showPrices) {
    return {
      ...detail,
      lines,
      totals: {
        net: order.net,
        shipping: order.shipping,
        vatNormal: order.vatNormal,
        vatReduced: order.vatReduced,
        total: order.total,
      },
    };
  }
  return {
    ...detail,
    lines: lines.map(({ price: _price, lineTotal: _total, ...line }) => line),
    pricesHidden: true,
  };
}
