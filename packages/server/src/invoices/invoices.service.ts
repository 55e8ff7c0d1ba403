import {
  RECENT_INVOICES,
  type InvoicesOverviewResponse,
  type InvoiceState,
  type TurnoverResponse,
} from '@shop/domain/api/account-overview.ts';
import { creditLineUse } from '@shop/domain/rules/invoice-payment.ts';
import { cancellationQuota } from '@shop/domain/rules/turnover-quota.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { notFound } from '#server/http/app-error.ts';
import { refuseBusinessConsole } from '#server/accounts/accounts.service.ts';
import { uninvoicedOrdersSum } from '#server/orders/invoiced-orders.service.ts';
import {
  findBillingSettings,
  findRecentInvoices,
  findTurnover,
  sumInvoicedSince,
  sumOpenInvoices,
} from './invoices.repository.ts';

/**
 * The invoice figures of the account overview (docs/product/invoices.md#inv-overview), read-only;
 * the list and the PDF are in invoice-list.service.ts and invoice-pdf.service.ts. Amounts are
 * hidden from an account that sees no prices (docs/decisions/038-account-overview-and-profile.md).
 */

export const day = (date: Date) => date.toISOString().slice(0, 10);

/** The account's currency, whether it sees prices, and its credit line; refuses a business console. */
export async function billingOf(db: DbOrTx, customer: Customer) {
  refuseBusinessConsole(customer);
  const settings = await findBillingSettings(db, customer.accountId);
  if (!settings) throw notFound('No such account');
  return {
    currency: settings.currency === 'GBP' ? ('GBP' as const) : ('EUR' as const),
    pricesHidden: settings.showPrices !== 1,
    creditLine: settings.creditLine,
  };
}

export function invoiceState(
  invoice: { canceled: number; paidAt: string | null; dueDate: string },
  today: string,
): InvoiceState {
  if (invoice.canceled === 1) return 'canceled';
  if (invoice.paidAt !== null) return 'paid';
  return invoice.dueDate < today ? 'overdue' : 'notPaid';
}

export async function invoicesOverview(
  db: DbOrTx,
  customer: Customer,
  now = new Date(),
): Promise<InvoicesOverviewResponse> {
  const { currency, pricesHidden, creditLine } = await billingOf(db, customer);
  const today = day(now);
  const [rows, unpaid, overdue, ordered] = await Promise.all([
    findRecentInvoices(db, customer.accountId, RECENT_INVOICES),
    sumOpenInvoices(db, customer.accountId),
    sumOpenInvoices(db, customer.accountId, today),
    uninvoicedOrdersSum(db, customer.accountId),
  ]);
  const amount = (value: number) => (pricesHidden ? null : value);
  return {
    invoices: rows.map((row) => ({
      invoiceid: row.invoiceNumber,
      total: amount(row.total),
      currency: row.currency === 'GBP' ? 'GBP' : 'EUR',
      paymentMethodId: row.paymentMethodId,
      canceled_origin: row.canceledOrigin,
      date: row.date.slice(0, 10),
      dueDate: row.dueDate.slice(0, 10),
      paidDate: row.paidAt === null ? null : row.paidAt.slice(0, 10),
      state: invoiceState(row, today),
    })),
    currency,
    unpaidSum: amount(unpaid.sum),
    overdueSum: amount(overdue.sum),
    unpaidCount: unpaid.count,
    overdueCount: overdue.count,
    credit: pricesHidden ? null : creditLineUse(creditLine, unpaid.sum, ordered),
    pricesHidden,
  };
}

/** Turnover per year (the current year always among them) and the cancellation quota. */
export async function turnoverOf(
  db: DbOrTx,
  customer: Customer,
  now = new Date(),
): Promise<TurnoverResponse> {
  const { currency, pricesHidden } = await billingOf(db, customer);
  const yearAgo = new Date(now);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  const [rows, invoiced] = await Promise.all([
    findTurnover(db, customer.accountId),
    sumInvoicedSince(db, customer.accountId, day(yearAgo)),
  ]);
  const years: Record<string, number | null> = {};
  for (const row of rows) years[String(row.year)] = pricesHidden ? null : row.amount;
  const current = String(now.getUTCFullYear());
  if (!(current in years)) years[current] = pricesHidden ? null : 0;
  return {
    currency,
    years,
    quota: cancellationQuota(invoiced.canceled, invoiced.invoiced),
    pricesHidden,
  };
}
