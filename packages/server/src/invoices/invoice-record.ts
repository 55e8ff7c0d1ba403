/**
 * The `invoice` and `turnover` records of the operator import: strict schemas and CSV columns
 * (docs/operator-guide/accounts-and-documents.md, docs/decisions/093-account-and-document-import.md).
 * The shop draws an imported invoice's PDF itself, from the invoice's own lines or the order it
 * bills, unless the ERP hands in its own PDF file (docs/decisions/106-invoice-pdfs-and-lines.md).
 */
import { z } from 'zod';
import { documentNumberSchema } from '@shop/domain/api/invoices.ts';
import { oneLineText } from '@shop/domain/api/text.ts';
import { customerNumberSchema } from '@shop/domain/rules/customer-number.ts';
import { PAY_TYPE_VALUES } from '@shop/domain/rules/payment-methods.ts';
import { CURRENCIES, currencyOfCustomerNumber } from '@shop/domain/shops.ts';
import { fromCell, toCell } from '#server/exchange/csv-cells.ts';
import { checkInvoiceLines, invoiceLineSchema, MAX_INVOICE_LINES } from './invoice-lines.ts';
import type { CsvShape } from '#server/exchange/record-type.ts';
import { isInsidePath, STORED_PDF_NAME } from '#server/files/stored-pdfs.ts';

/** Invoice and order numbers: letters, digits and - / _ . (they travel in URL paths). */
const MAX_AMOUNT = 100_000_000_000;
const currencyMatches = (
  record: { currency: string; customerNumber: string },
  ctx: z.core.$RefinementCtx,
) => {
  const expected = currencyOfCustomerNumber(record.customerNumber);
  if (record.currency !== expected) {
    ctx.addIssue({
      code: 'custom',
      path: ['currency'],
      message: `customer number ${record.customerNumber} pays in ${expected}`,
    });
  }
};

export const invoiceRecordSchema = z
  .strictObject({
    invoiceNumber: documentNumberSchema,
    customerNumber: customerNumberSchema,
    date: z.iso.date(),
    dueDate: z.iso.date(),
    /** minor units; negative only for a cancellation invoice (canceledOrigin set) */
    total: z.number().int().min(-MAX_AMOUNT).max(MAX_AMOUNT),
    currency: z.enum(CURRENCIES),
    paymentMethodId: z.union(PAY_TYPE_VALUES.map((value) => z.literal(value))),
    paidAt: z.iso.datetime().nullable().default(null),
    canceled: z.boolean().default(false),
    /** on a cancellation invoice: the number of the invoice it cancels */
    canceledOrigin: documentNumberSchema.nullable().default(null),
    /** the shop order it bills; its lines are then printed on the PDF */
    orderNumber: documentNumberSchema.nullable().default(null),
    /** what the drawn PDF prints; absent keeps the stored lines, [] removes them */
    lines: z.array(invoiceLineSchema).max(MAX_INVOICE_LINES).optional(),
    /** the ERP's own PDF, by one of three names; absent keeps the stored one */
    pdfUrl: oneLineText(2000)
      .regex(/^https?:\/\//i, 'must be an http or https address')
      .optional(),
    /** a path relative to the import file's folder */
    pdfPath: oneLineText(500).min(1).optional(),
    /** a PDF the shop already stores (the export writes this) */
    pdfFile: oneLineText(80)
      .regex(STORED_PDF_NAME, 'must be a stored PDF (<sha256>.pdf)')
      .optional(),
  })
  .superRefine((record, ctx) => {
    currencyMatches(record, ctx);
    const named = (['pdfUrl', 'pdfPath', 'pdfFile'] as const).filter(
      (f) => record[f] !== undefined,
    );
    if (named.length > 1) {
      ctx.addIssue({
        code: 'custom',
        path: [named[1]!],
        message: 'name the PDF once: pdfUrl, pdfPath or pdfFile',
      });
    }
    if (record.pdfPath !== undefined && !isInsidePath(record.pdfPath)) {
      ctx.addIssue({
        code: 'custom',
        path: ['pdfPath'],
        message: 'must be a relative path inside the import folder, without ..',
      });
    }
    if (record.lines) checkInvoiceLines(record.lines, record.total, ctx);
    if (record.dueDate < record.date) {
      ctx.addIssue({ code: 'custom', path: ['dueDate'], message: 'must not be before date' });
    }
    if (record.total < 0 && record.canceledOrigin === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['total'],
        message: 'may be negative only on a cancellation invoice (with canceledOrigin)',
      });
    }
    if (record.canceledOrigin === record.invoiceNumber) {
      ctx.addIssue({ code: 'custom', path: ['canceledOrigin'], message: 'cannot cancel itself' });
    }
  });
export type InvoiceRecord = z.output<typeof invoiceRecordSchema>;

const INVOICE_COLUMNS = [
  'invoiceNumber',
  'customerNumber',
  'date',
  'dueDate',
  'total',
  'currency',
  'paymentMethodId',
  'paidAt',
  'canceled',
  'canceledOrigin',
  'orderNumber',
  'pdfUrl',
  'pdfPath',
  'pdfFile',
] as const;

export const invoiceCsv: CsvShape<InvoiceRecord> = {
  columns: INVOICE_COLUMNS,
  required: [
    'invoiceNumber',
    'customerNumber',
    'date',
    'dueDate',
    'total',
    'currency',
    'paymentMethodId',
  ],
  fromRow: (cells) =>
    Object.fromEntries(
      Object.entries({
        ...cells,
        total: fromCell.int(cells.total),
        paymentMethodId: fromCell.int(cells.paymentMethodId),
        canceled: fromCell.bool(cells.canceled),
      }).filter(([, value]) => value !== undefined),
    ),
  toRow: (record) => ({
    invoiceNumber: record.invoiceNumber,
    customerNumber: record.customerNumber,
    date: record.date,
    dueDate: record.dueDate,
    total: toCell.int(record.total),
    currency: record.currency,
    paymentMethodId: toCell.int(record.paymentMethodId),
    paidAt: toCell.text(record.paidAt),
    canceled: toCell.bool(record.canceled),
    canceledOrigin: toCell.text(record.canceledOrigin),
    orderNumber: toCell.text(record.orderNumber),
    pdfUrl: toCell.text(record.pdfUrl ?? null),
    pdfPath: toCell.text(record.pdfPath ?? null),
    pdfFile: toCell.text(record.pdfFile ?? null),
  }),
};

// --- turnover: the account's turnover per calendar year ------------------------------------------

export const turnoverRecordSchema = z
  .strictObject({
    customerNumber: customerNumberSchema,
    year: z.number().int().min(1990).max(2999),
    /** minor units; a year of more credit notes than invoices may be negative */
    amount: z.number().int().min(-MAX_AMOUNT).max(MAX_AMOUNT),
    currency: z.enum(CURRENCIES),
  })
  .superRefine(currencyMatches);
export type TurnoverRecord = z.output<typeof turnoverRecordSchema>;

export const turnoverKey = (record: { customerNumber: string; year: number }) =>
  `${record.customerNumber}:${record.year}`;

export const turnoverCsv: CsvShape<TurnoverRecord> = {
  columns: ['customerNumber', 'year', 'amount', 'currency'],
  required: ['customerNumber', 'year', 'amount', 'currency'],
  fromRow: (cells) =>
    Object.fromEntries(
      Object.entries({
        ...cells,
        year: fromCell.int(cells.year),
        amount: fromCell.int(cells.amount),
      }).filter(([, value]) => value !== undefined),
    ),
  toRow: (record) => ({
    customerNumber: record.customerNumber,
    year: toCell.int(record.year),
    amount: toCell.int(record.amount),
    currency: record.currency,
  }),
};
