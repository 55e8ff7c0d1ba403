/**
 * `shippingCountry`: one row of the shipping table, per shop currency and destination country
 * (docs/decisions/103-shipping-countries-imported.md, docs/operator-guide/accounts-and-documents.md).
 * Scope accounts, order 45. Replace mode removes no country: the table is never left without a
 * shop's home country, and a country the import leaves out keeps its terms.
 */
import { z } from 'zod';
import { CURRENCIES } from '@shop/domain/shops.ts';
import {
  SHIPPING_DURATIONS,
  SHIPPING_SERVICES,
  type ShippingCountry,
} from '@shop/domain/rules/shipping.ts';
import { fromCell, toCell } from '#server/exchange/csv-cells.ts';
import type { RecordType } from '#server/exchange/record-type.ts';
import {
  findShippingCountryRows,
  upsertShippingCountries,
  type ShippingCountryRow,
} from './shipping-countries.repository.ts';
import { shippingCountryOf } from './shipping-countries.service.ts';

/** A million in the currency's major unit: more than any threshold or fee of a shop. */
const MAX_MINOR = 100_000_000;

export const shippingCountrySchema = z.strictObject({
  currency: z.enum(CURRENCIES),
  // ISO 3166-1 alpha-2, and the carriers' IC for the Canary Islands
  country: z.string().regex(/^[A-Z]{2}$/, 'two capital letters (ISO 3166-1 alpha-2)'),
  name: z
    .string()
    .min(1)
    .max(60)
    .regex(/^\S(?:[^\p{Cc}]*\S)?$/u, 'no control characters, no spaces at the ends'),
  freeFrom: z.number().int().min(0).max(MAX_MINOR),
  fee: z.number().int().min(0).max(MAX_MINOR),
  service: z.enum(SHIPPING_SERVICES),
  duration: z.enum(SHIPPING_DURATIONS),
  sort: z.number().int().min(0).max(10_000),
});

const COLUMNS = [
  'currency',
  'country',
  'name',
  'freeFrom',
  'fee',
  'service',
  'duration',
  'sort',
] as const;

const keyOf = (record: { currency: string; country: string }) =>
  `${record.currency}/${record.country}`;

const rowOf = (record: ShippingCountry): ShippingCountryRow => ({ ...record });

const sameRow = (a: ShippingCountryRow, b: ShippingCountryRow) =>
  COLUMNS.every((column) => a[column] === b[column]);

export const shippingCountryRecordType: RecordType<ShippingCountry> = {
  type: 'shippingCountry',
  csvName: 'shippingCountries',
  scope: 'accounts',
  order: 45,
  schema: shippingCountrySchema,
  csv: {
    columns: COLUMNS,
    required: COLUMNS,
    fromRow: (cells) => ({
      ...cells,
      ...(cells.freeFrom !== undefined ? { freeFrom: fromCell.int(cells.freeFrom) } : {}),
      ...(cells.fee !== undefined ? { fee: fromCell.int(cells.fee) } : {}),
      ...(cells.sort !== undefined ? { sort: fromCell.int(cells.sort) } : {}),
    }),
    toRow: (record) => ({
      ...record,
      freeFrom: toCell.int(record.freeFrom),
      fee: toCell.int(record.fee),
      sort: toCell.int(record.sort),
    }),
  },
  key: keyOf,
  async apply(tx, batch, context) {
    // the table is a few dozen rows: read whole, compared row by row
    const stored = new Map((await findShippingCountryRows(tx)).map((row) => [keyOf(row), row]));
    const changed: ShippingCountryRow[] = [];
    for (const { record } of batch) {
      const before = stored.get(keyOf(record));
      const wanted = rowOf(record);
      if (!before) context.counts.created++;
      else if (sameRow(before, wanted)) {
        context.counts.unchanged++;
        continue;
      } else context.counts.updated++;
      changed.push(wanted);
    }
    await upsertShippingCountries(tx, changed);
  },
  async *exportAll(db) {
    for (const row of await findShippingCountryRows(db)) {
      const record = shippingCountryOf(row);
      if (record) yield record;
    }
  },
};
