import type { CustomerEvent } from '#server/events/customer-events.ts';

/**
 * The customer events of the orders area (docs/decisions/140-retailer-webhooks.md), written in
 * the transaction that places the order or records its shipment.
 */

/** An order was placed and confirmed; an account that sees no prices is sent no amount. */
export function orderConfirmedEvent(
  accountId: number,
  order: {
    orderNumber: string;
    reference: string;
    currency: string;
    total: number | null;
    lines: readonly { articleNumber: string; quantity: number }[];
  },
): CustomerEvent {
  return {
    accountId,
    type: 'order.confirmed',
    subject: order.orderNumber,
    data: {
      orderNumber: order.orderNumber,
      reference: order.reference,
      lines: order.lines.map(({ articleNumber, quantity }) => ({ articleNumber, quantity })),
      ...(order.total === null ? {} : { currency: order.currency, total: order.total }),
    },
  };
}

/** An order went out, with the tracking numbers of its parcels. */
export function orderShippedEvent(
  accountId: number,
  orderNumber: string,
  parcels: readonly { carrier: string; trackingNumber: string; trackingUrl: string | null }[],
): CustomerEvent {
  return {
    accountId,
    type: 'order.shipped',
    subject: orderNumber,
    data: {
      orderNumber,
      parcels: parcels.map(({ carrier, trackingNumber, trackingUrl }) => ({
        carrier,
        trackingNumber,
        trackingUrl,
      })),
    },
  };
}
