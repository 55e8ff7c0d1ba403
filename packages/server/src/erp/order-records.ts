import { z } from 'zod';
import { storedDropshippingOf } from '#server/orders/dropship-consumer.ts';
import { deliveryNotePath, type OrderRecord } from '@shop/domain/api/erp.ts';
import type { DbOrTx } from '#server/db/database.ts';
import {
  findAddressesOf,
  findOrderLinesOf,
  findOrdersAfter,
  type AddressRow,
  type OrderRow,
} from './order-records.repository.ts';

/**
 * An order as the ERP receives it, the same in the feed, the webhook and the export
 * (docs/decisions/091-orders-out.md). The amounts are those stored when the order was placed;
 * the delivery address is the one stored with the order (the account's shipping address as read for
 * an order stored before it was kept, docs/decisions/117-delivery-address-chosen-in-the-basket.md),
 * the billing address the account's as it is when the record is read.
 */

export const orderEventId = (orderNumber: string) => `order:${orderNumber}`;

function dropshippingOf(stored: string | null): OrderRecord['dropshipping'] {
  const dropshipping = storedDropshippingOf(stored);
  if (dropshipping === null) return null;
  const { address, info, carrier, parcels } = dropshipping;
  return {
    address: {
      ...address,
      additional: address.additional ?? '',
      email: address.email ?? null,
      phoneNumber: address.phoneNumber ?? null,
    },
    info: info ?? '',
    carrier: carrier ?? null,
    parcels: parcels ?? null,
  };
}

/** orders.delivery_address as placeOrder stores it. */
const storedDeliverySchema = z.object({
  company: z.string(),
  street: z.string(),
  adding: z.string().nullable(),
  zip: z.string(),
  location: z.string(),
  country: z.string(),
});

type PostalRow = Pick<AddressRow, 'company' | 'street' | 'adding' | 'zip' | 'location' | 'country'>;

function storedDeliveryOf(stored: string | null): PostalRow | undefined {
  if (stored === null) return undefined;
  try {
    const parsed = storedDeliverySchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function postalAddress(row: PostalRow | undefined): OrderRecord['billingAddress'] {
  if (!row) return null;
  return {
    company: row.company,
    street: row.street,
    addition: row.adding,
    zip: row.zip,
    city: row.location,
    country: row.country,
  };
}

/** The complete records of these orders, in the order given. */
export async function toOrderRecords(
  db: DbOrTx,
  orders: readonly OrderRow[],
): Promise<OrderRecord[]> {
  const [lines, addresses] = await Promise.all([
    findOrderLinesOf(
      db,
      orders.map((order) => order.id),
    ),
    findAddressesOf(db, [...new Set(orders.map((order) => order.accountId))]),
  ]);
  return orders.map((order) => {
    const own = addresses.filter((address) => address.accountId === order.accountId);
    const dropshipping = dropshippingOf(order.dropshipping);
    return {
      orderNumber: order.orderNumber,
      idempotencyKey: orderEventId(order.orderNumber),
      createdAt: order.createdAt,
      customerNumber: order.customerNumber,
      shop: order.shop,
      currency: order.currency,
      payType: order.payType,
      reference: order.reference,
      notice: order.notice,
      lines: lines
        .filter((line) => line.orderId === order.id)
        .map(({ orderId: _orderId, ...line }) => line),
      totals: {
        net: order.net,
        shipping: order.shipping,
        vatNormal: order.vatNormal,
        vatReduced: order.vatReduced,
        vat: order.vatNormal + order.vatReduced,
        total: order.total,
      },
      billingAddress: postalAddress(own.find((address) => address.kind === 'billing')),
      deliveryAddress: postalAddress(
        storedDeliveryOf(order.deliveryAddress) ??
          own.find((address) => address.kind === 'shipping'),
      ),
      dropshipping,
      deliveryNote:
        dropshipping === null
          ? null
          : { path: deliveryNotePath(order.orderNumber), contentType: 'application/pdf' as const },
    };
  });
}

const EXPORT_BATCH = 500;

/** Every order, oldest first, in the feed's shape: `npm run export -- orders` streams these. */
export async function* orderRecords(db: DbOrTx): AsyncIterable<OrderRecord> {
  let afterId = 0;
  for (;;) {
    const batch = await findOrdersAfter(db, afterId, EXPORT_BATCH);
    if (batch.length === 0) return;
    yield* await toOrderRecords(db, batch);
    afterId = batch[batch.length - 1]!.id;
  }
}
