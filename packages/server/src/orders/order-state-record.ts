/**
 * The `orderState` record of the operator import: what a shop order is now as the ERP knows it,
 * and the parcels it went out in (docs/operator-guide/accounts-and-documents.md,
 * docs/decisions/093-account-and-document-import.md).
 */
import { z } from 'zod';
import { ORDER_STATES } from '@shop/domain/api/account-orders.ts';
import { oneLineText } from '@shop/domain/api/text.ts';
import { fromCell, LIST_SEPARATOR, toCell } from '#server/exchange/csv-cells.ts';
import type { CsvShape } from '#server/exchange/record-type.ts';

export const MAX_PARCELS = 50;

/** A parcel's cells hold no list separator, so the CSV's lists stay lossless. */
const noSeparator = (max: number) =>
  oneLineText(max)
    .min(1)
    .refine((value) => !value.includes(LIST_SEPARATOR), `must not contain ${LIST_SEPARATOR}`);

const parcelSchema = z.strictObject({
  carrier: noSeparator(60),
  trackingNumber: noSeparator(100),
  /** where the buyer follows the parcel; https only */
  trackingUrl: noSeparator(500)
    .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain }))
    .nullable()
    .default(null),
});
export type ParcelRecord = z.output<typeof parcelSchema>;

export const orderStateRecordSchema = z.strictObject({
  orderNumber: oneLineText(40).min(1),
  state: z.enum(ORDER_STATES),
  parcels: z.array(parcelSchema).max(MAX_PARCELS).default([]),
});
export type OrderStateRecord = z.output<typeof orderStateRecordSchema>;

/** One row per order; the parcels as three aligned lists (`DHL|DPD`, `0034…|0150…`, `https://…|`). */
export const orderStateCsv: CsvShape<OrderStateRecord> = {
  columns: [
    'orderNumber',
    'state',
    'parcel_carrier',
    'parcel_trackingNumber',
    'parcel_trackingUrl',
  ],
  required: ['orderNumber', 'state'],
  fromRow(cells) {
    const carriers = fromCell.list(cells.parcel_carrier, (part) => part) ?? [];
    const numbers = fromCell.list(cells.parcel_trackingNumber, (part) => part) ?? [];
    const urls = fromCell.list(cells.parcel_trackingUrl, (part) => part) ?? [];
    const count = Math.max(carriers.length, numbers.length);
    const parcels = Array.from({ length: count }, (_, index) => ({
      carrier: carriers[index],
      trackingNumber: numbers[index],
      trackingUrl: urls[index] === undefined || urls[index] === '' ? null : urls[index],
    }));
    return {
      ...(cells.orderNumber !== undefined ? { orderNumber: cells.orderNumber } : {}),
      ...(cells.state !== undefined ? { state: cells.state } : {}),
      ...(count > 0 ? { parcels } : {}),
    };
  },
  toRow: (record) => ({
    orderNumber: record.orderNumber,
    state: record.state,
    parcel_carrier: toCell.list(record.parcels.map((parcel) => parcel.carrier)),
    parcel_trackingNumber: toCell.list(record.parcels.map((parcel) => parcel.trackingNumber)),
    parcel_trackingUrl: toCell.list(
      record.parcels.map((parcel) => toCell.text(parcel.trackingUrl)),
    ),
  }),
};
