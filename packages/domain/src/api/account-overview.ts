import { z } from 'zod';
import { CURRENCIES } from '../shops.ts';

/**
 * The account overview (docs/product/account.md#account-overview): turnover per year with the quota
 * and the invoice overview. Money is integer minor units of `currency`. An account whose
 * settings.showPrices is off gets no amount (docs/decisions/038-account-overview-and-profile.md):
 * the amounts are null and `pricesHidden` is true.
 */

/** GET /account/turnOver */
export const turnoverResponseSchema = z.object({
  currency: z.enum(CURRENCIES),
  /** year (YYYY) → turnover of that year, oldest first; null when prices are hidden */
  years: z.record(z.string().regex(/^\d{4}$/), z.number().int().nullable()),
  /** cancelled share of the last twelve months' invoiced amount, percent with one decimal */
  quota: z.number().min(0),
  pricesHidden: z.boolean(),
});
export type TurnoverResponse = z.infer<typeof turnoverResponseSchema>;

export const INVOICE_STATES = ['paid', 'notPaid', 'overdue', 'canceled'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

export const invoiceSummarySchema = z.object({
  invoiceid: z.string(),
  /** minor units; null when prices are hidden */
  total: z.number().int().nullable(),
  currency: z.enum(CURRENCIES),
  paymentMethodId: z.number().int(),
  /** the invoice a cancellation cancels, else null */
  canceled_origin: z.string().nullable(),
  /** YYYY-MM-DD */
  date: z.string(),
  dueDate: z.string(),
  paidDate: z.string().nullable(),
  state: z.enum(INVOICE_STATES),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** GET /account/invoices/overview: the newest invoices and the open sums. */
export const invoicesOverviewResponseSchema = z.object({
  invoices: z.array(invoiceSummarySchema),
  currency: z.enum(CURRENCIES),
  unpaidSum: z.number().int().nullable(),
  overdueSum: z.number().int().nullable(),
  /** how many invoices are unpaid (overdue ones included) and how many overdue */
  unpaidCount: z.number().int(),
  overdueCount: z.number().int(),
  /**
   * The credit line with its used part (unpaid invoices and orders not yet invoiced) and its
   * free part, computed by the server; null when prices are hidden.
   */
  credit: z
    .object({ line: z.number().int(), used: z.number().int(), free: z.number().int() })
    .nullable(),
  pricesHidden: z.boolean(),
});
export type InvoicesOverviewResponse = z.infer<typeof invoicesOverviewResponseSchema>;

/** How many invoices the overview lists. */
export const RECENT_INVOICES = 5;
