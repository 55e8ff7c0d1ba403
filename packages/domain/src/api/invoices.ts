import { z } from 'zod';
import { CURRENCIES } from '../shops.ts';
import { invoiceSummarySchema } from './account-overview.ts';
import { csvFormatSchema, languageSchema } from './shell.ts';
import { oneLineText } from './text.ts';

/**
 * The invoice list, its CSV export and one invoice (docs/product/invoices.md#inv-list;
 * docs/decisions/043-invoice-list-and-pdf.md). Every call needs a logged-in customer and answers
 * only the caller's own invoices. Money is integer minor units of `currency`; an account whose
 * settings.showPrices is off gets no amount (null, `pricesHidden` true).
 */

/**
 * The filter types of docs/product/invoices.md#inv-filter-types. notPaid includes the overdue ones.
 */
export const INVOICE_SEARCH_TYPES = ['all', 'paid', 'notPaid', 'overdue', 'canceled'] as const;
export type InvoiceSearchType = (typeof INVOICE_SEARCH_TYPES)[number];

/**
 * 1 invoice date newest first (default), 2 oldest first, 3 due date soonest first, 4 due date
 * latest first, 5 highest total first, 6 lowest total first.
 */
export const INVOICE_SORTS = [1, 2, 3, 4, 5, 6] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];
export const DEFAULT_INVOICE_SORT: InvoiceSort = 1;

export const INVOICES_PAGE_SIZE = 20;

const searchFields = {
  type: z.enum(INVOICE_SEARCH_TYPES).default('all'),
  sort: z.union(INVOICE_SORTS.map((sort) => z.literal(sort))).default(DEFAULT_INVOICE_SORT),
  /**
   * part of the invoice number (or of the number a cancellation cancels) or of the billed order's
   * reference (PO number), matched literally (docs/product/invoices.md#inv-search)
   */
  searchText: oneLineText(50).default(''),
  /** with type all: also the cancelled invoices and their cancellations */
  alsoCanceled: z.boolean().default(false),
  /** language of the CSV headings; the account's language when left out */
  language: languageSchema.optional(),
};

// --- POST /account/invoices --------------------------------------------------------------------

export const invoicesRequestSchema = z.strictObject({
  search: z.strictObject({
    ...searchFields,
    /** 1-based; a page past the last answers an empty list with the count */
    page: z.number().int().min(1).max(999_999).default(1),
  }),
});
export type InvoicesRequest = z.input<typeof invoicesRequestSchema>;
export type InvoicesSearch = z.output<typeof invoicesRequestSchema>['search'];

export const invoiceListItemSchema = invoiceSummarySchema.extend({
  /** the order the invoice bills; null when it bills none */
  orderNumber: z.string().nullable(),
  /** that order's reference (PO number); null without an order or a reference */
  orderReference: z.string().nullable(),
  /** unpaid and payable by card online (the shop's card payment method id) */
  payable: z.boolean(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

export const invoicesResponseSchema = z.object({
  invoices: z.array(invoiceListItemSchema),
  page: z.number().int(),
  size: z.number().int(),
  /** how many invoices match the search */
  totalCount: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** sums over every matching invoice (not only this page); null when prices are hidden */
  sums: z.object({
    total: z.number().int().nullable(),
    unpaid: z.number().int().nullable(),
    overdue: z.number().int().nullable(),
  }),
  pricesHidden: z.boolean(),
});
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>;

// --- POST /account/invoicesCSV -----------------------------------------------------------------

export const invoicesCsvRequestSchema = z.strictObject({
  search: z.strictObject({
    ...searchFields,
    /** 0: every matching invoice (default); n: only the invoices of page n of the list */
    page: z.number().int().min(0).max(999_999).default(0),
  }),
  csvFormat: csvFormatSchema.optional(),
});
export type InvoicesCsvRequest = z.input<typeof invoicesCsvRequestSchema>;
export type InvoicesCsvSearch = z.output<typeof invoicesCsvRequestSchema>['search'];

// --- GET /api/invoices/{id} and GET /account/invoice/{id} ---------------------------------------

/**
 * An invoice or order number: the shop's own (R2612345) or an ERP's (2026/0815, RE_12.3), which the
 * import takes and the account's calls must then find (docs/decisions/106-invoice-pdfs-and-lines.md).
 */
export const documentNumberSchema = oneLineText(40).regex(
  /^[A-Za-z0-9][A-Za-z0-9\-/_.]*$/,
  'must be letters, digits and - / _ . only',
);

export const invoiceNumberParamsSchema = z.strictObject({ id: documentNumberSchema });

export const invoicePdfQuerySchema = z.strictObject({
  /** language of the labels; the account's language when left out */
  language: languageSchema.optional(),
});

export const invoiceResponseSchema = invoiceListItemSchema.extend({
  pricesHidden: z.boolean(),
});
export type InvoiceResponse = z.infer<typeof invoiceResponseSchema>;

/** The file name of an invoice's PDF. */
export function invoicePdfFileName(invoiceNumber: string): string {
  return `invoice-${invoiceNumber.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;
}
