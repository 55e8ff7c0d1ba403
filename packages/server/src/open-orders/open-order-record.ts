/**
 * The `openOrder` record of the operator import: one back-order or pre-order line as the ERP
 * keeps it, keyed by the ERP's own line id (docs/operator-guide/accounts-and-documents.md,
 * docs/decisions/093-account-and-document-import.md).
 */
import { z } from 'zod';
import { oneLineText } from '@shop/domain/api/text.ts';
import { OPEN_ORDER_STATES } from '@shop/domain/rules/availability.ts';
import { customerNumberSchema } from '@shop/domain/rules/customer-number.ts';
import { CURRENCIES, currencyOfCustomerNumber } from '@shop/domain/shops.ts';
import { fromCell, toCell } from '#server/exchange/csv-cells.ts';
import type { CsvShape } from '#server/exchange/record-type.ts';

/**
 * Lines the shop wrote itself (ordering) have no ERP id; they are exported as `shop-<id>`, and
 * an import naming that id means that line. An ERP id cannot take this form. (The demo's lines
 * come through the import with ERP ids of their own, docs/decisions/105-the-demo-through-the-import.md.)
 */
export const SHOP_LINE_PREFIX = 'shop-';

const optionalText = (max: number) =>
  oneLineText(max)
    .nullable()
    .default(null)
    .transform((value) => (value === '' ? null : value));

export const openOrderRecordSchema = z
  .strictObject({
    lineId: oneLineText(64).regex(
      /^[A-Za-z0-9][A-Za-z0-9\-/_.:]*$/,
      'must be letters, digits and - / _ . : only',
    ),
    customerNumber: customerNumberSchema,
    articleNumber: oneLineText(40).min(1),
    kind: z.enum(['backorder', 'preorder']),
    state: z.enum(OPEN_ORDER_STATES),
    orderDate: z.iso.date(),
    lastIntakeDate: z.iso.date().nullable().default(null),
    /** the month (YYYY-MM) the goods are expected in */
    etaEstimate: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month: YYYY-MM')
      .nullable()
      .default(null),
    etaDate: z.iso.date().nullable().default(null),
    /** list price of one unit, minor units */
    singlePrice: z.number().int().min(0).max(100_000_000),
    /** whole percent */
    rebate: z.number().int().min(0).max(100).default(0),
    currency: z.enum(CURRENCIES),
    quantity: z.number().int().min(1).max(1_000_000),
    caseQuantity: z.number().int().min(1).max(100_000).default(1),
    availableQuantity: z.number().int().min(0).max(1_000_000).default(0),
    /**
     * units allocated to the line of an over-subscribed pre-order
     * (docs/product/account.md#account-allocation); left out or null while none is allocated
     */
    allocatedQuantity: z.number().int().min(0).max(1_000_000).nullable().default(null),
    poNumber: optionalText(60),
    reference: optionalText(200),
  })
  .superRefine((record, ctx) => {
    const expected = currencyOfCustomerNumber(record.customerNumber);
    if (record.currency !== expected) {
      ctx.addIssue({
        code: 'custom',
        path: ['currency'],
        message: `customer number ${record.customerNumber} pays in ${expected}`,
      });
    }
    if (record.allocatedQuantity !== null && record.allocatedQuantity > record.quantity) {
      ctx.addIssue({
        code: 'custom',
        path: ['allocatedQuantity'],
        message: 'must not be more than quantity',
      });
    }
    if (record.availableQuantity > record.quantity) {
      ctx.addIssue({
        code: 'custom',
        path: ['availableQuantity'],
        message: 'must not be more than quantity',
      });
    }
  });
export type OpenOrderRecord = z.output<typeof openOrderRecordSchema>;

const COLUMNS = [
  'lineId',
  'customerNumber',
  'articleNumber',
  'kind',
  'state',
  'orderDate',
  'lastIntakeDate',
  'etaEstimate',
  'etaDate',
  'singlePrice',
  'rebate',
  'currency',
  'quantity',
  'caseQuantity',
  'availableQuantity',
  'allocatedQuantity',
  'poNumber',
  'reference',
] as const;
const NUMBERS = [
  'singlePrice',
  'rebate',
  'quantity',
  'caseQuantity',
  'availableQuantity',
  'allocatedQuantity',
] as const;

export const openOrderCsv: CsvShape<OpenOrderRecord> = {
  columns: COLUMNS,
  required: [
    'lineId',
    'customerNumber',
    'articleNumber',
    'kind',
    'state',
    'orderDate',
    'singlePrice',
    'currency',
    'quantity',
  ],
  fromRow: (cells) => {
    const record: Record<string, unknown> = { ...cells };
    for (const name of NUMBERS)
      if (cells[name] !== undefined) record[name] = fromCell.int(cells[name]);
    return record;
  },
  toRow: (record) =>
    Object.fromEntries(
      COLUMNS.map((column) => {
        const value = record[column];
        return [column, typeof value === 'number' ? toCell.int(value) : toCell.text(value)];
      }),
    ),
};
