import { ORDER_STATES, type OrderState } from '@shop/domain/api/account-orders.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { announceCustomerEvents, type CustomerEvent } from '#server/events/customer-events.ts';
import { problemOf, stableJson } from '#server/exchange/csv-cells.ts';
import type { Transaction } from 'kysely';
import type { DB } from '#server/db/tables.ts';
import type { ApplyContext, Located, RecordType } from '#server/exchange/record-type.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { trackingMailsOf, type ParcelChange } from './dropship-tracking-mail.ts';
import {
  findOrderStatePage,
  findOrderStates,
  findParcels,
  replaceParcels,
  updateOrderStatuses,
} from './order-parcels.repository.ts';
import { orderShippedEvent } from './order-events.ts';
import {
  orderStateCsv,
  orderStateRecordSchema,
  type OrderStateRecord,
  type ParcelRecord,
} from './order-state-record.ts';

/**
 * The `orderState` record type (docs/decisions/093-account-and-document-import.md): the ERP
 * tells the shop how far its orders got and which parcels they went out in; the order list,
 * order tracking and the order page show them. Orders are the shop's, so the record names a
 * stored order and replace mode removes nothing.
 */

const stateOf = (status: string): OrderState =>
  ORDER_STATES.find((state) => state === status) ?? 'processing';

async function parcelsByOrder(db: DbOrTx, orderIds: readonly number[]) {
  const parcels = new Map<number, ParcelRecord[]>();
  for (const row of await findParcels(db, orderIds)) {
    const list = parcels.get(row.orderId) ?? [];
    list.push({
      carrier: row.carrier,
      trackingNumber: row.trackingNumber,
      trackingUrl: row.trackingUrl,
    });
    parcels.set(row.orderId, list);
  }
  return parcels;
}

/** The parcels of the caller's orders by order id, for the order list and the order page. */
export function parcelsOf(db: DbOrTx, orderIds: readonly number[]) {
  return parcelsByOrder(db, orderIds);
}

const EXPORT_PAGE = 500;

/**
 * A stored order and its parcel rows in the record's shape: what the export writes (and the
 * demo seed imports).
 */
export function orderStateRecordOf(
  order: { orderNumber: string; status: string },
  parcels: readonly ParcelRecord[],
): OrderStateRecord {
  return {
    orderNumber: order.orderNumber,
    state: stateOf(order.status),
    parcels: parcels.map((parcel) => ({
      carrier: parcel.carrier,
      trackingNumber: parcel.trackingNumber,
      trackingUrl: parcel.trackingUrl,
    })),
  };
}

/** Writes the batch's states and parcels; plans the consumers' tracking mails for after the commit. */
async function applyOrderStates(
  tx: Transaction<DB>,
  batch: readonly Located<OrderStateRecord>[],
  context: ApplyContext,
  mailer: Mailer | undefined,
): Promise<void> {
  const orders = await findOrderStates(
    tx,
    batch.map((located) => located.record.orderNumber),
  );
  const parcels = await parcelsByOrder(
    tx,
    orders.map((order) => order.id),
  );
  const byNumber = new Map(orders.map((order) => [order.orderNumber, order]));
  const moved = new Map<OrderState, number[]>();
  const reparceled: Parameters<typeof replaceParcels>[1][number][] = [];
  const changes: ParcelChange[] = [];
  const shipped: CustomerEvent[] = [];
  for (const { record } of batch) {
    const order = byNumber.get(record.orderNumber)!;
    const stateChanged = order.status !== record.state;
    const parcelsChanged = stableJson(parcels.get(order.id) ?? []) !== stableJson(record.parcels);
    if (!stateChanged && !parcelsChanged) {
      context.counts.unchanged++;
      continue;
    }
    if (stateChanged) {
      const ids = moved.get(record.state) ?? [];
      ids.push(order.id);
      moved.set(record.state, ids);
    }
    if (parcelsChanged) {
      reparceled.push({ orderId: order.id, parcels: record.parcels });
      changes.push({
        orderId: order.id,
        before: parcels.get(order.id) ?? [],
        after: record.parcels,
      });
    }
    // shipped now, or a shipped order's parcels (and tracking numbers) changed
    if (record.state === 'shipped')
      shipped.push(orderShippedEvent(order.accountId, order.orderNumber, record.parcels));
    context.counts.updated++;
  }
  for (const [state, orderIds] of moved) await updateOrderStatuses(tx, orderIds, state);
  await replaceParcels(tx, reparceled);
  await announceCustomerEvents(tx, shipped);
  if (mailer) {
    for (const mail of await trackingMailsOf(tx, changes)) {
      context.afterCommit(() => mailer.send(mail));
    }
  }
}

/**
 * The record type; with a mailer, parcels a dropshipping order did not have yet are mailed to its
 * consumer after the import commits (docs/decisions/144-dropship-tracking-mail.md).
 */
export const createOrderStateRecordType = (
  deps: { mailer?: Mailer } = {},
): RecordType<OrderStateRecord> => ({
  type: 'orderState',
  csvName: 'order_states',
  scope: 'documents',
  order: 50,
  schema: orderStateRecordSchema,
  csv: orderStateCsv,
  key: (record) => record.orderNumber,
  async check(db, batch) {
    const known = new Set(
      (
        await findOrderStates(
          db,
          batch.map((located) => located.record.orderNumber),
        )
      ).map((row) => row.orderNumber),
    );
    return batch
      .filter((located) => !known.has(located.record.orderNumber))
      .map((located) =>
        problemOf(located, {
          type: 'orderState',
          key: located.record.orderNumber,
          field: 'orderNumber',
          code: 'UNKNOWN_ORDER',
          message: `no order ${located.record.orderNumber} in the shop`,
        }),
      );
  },
  apply: (tx, batch, context) => applyOrderStates(tx, batch, context, deps.mailer),
  async *exportAll(db) {
    let after: string | null = null;
    for (;;) {
      const orders = await findOrderStatePage(db, after, EXPORT_PAGE);
      if (orders.length === 0) return;
      const parcels = await parcelsByOrder(
        db,
        orders.map((order) => order.id),
      );
      for (const order of orders) {
        yield orderStateRecordOf(order, parcels.get(order.id) ?? []);
      }
      after = orders[orders.length - 1]!.orderNumber;
    }
  },
});
