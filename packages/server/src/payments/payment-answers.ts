import type { CheckoutResponse } from '@shop/domain/api/payments.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import type { PayableInvoice } from '#server/invoices/invoice-payment.service.ts';
import { findTransactionsOfInvoices } from './payments.repository.ts';

const currencyOf = (value: string) => (value === 'GBP' ? ('GBP' as const) : ('EUR' as const));

/**
 * The answer for invoices paid before (docs/product/invoices.md#inv-payment-states: the
 * already-paid view with its date): the latest paid date, and the provider's transaction when a
 * card payment paid them.
 */
export async function paidAnswer(
  db: DbOrTx,
  customer: Customer,
  invoices: PayableInvoice[],
): Promise<CheckoutResponse> {
  const transactions = await findTransactionsOfInvoices(
    db,
    customer.accountId,
    invoices.map((invoice) => invoice.id),
  );
  const settled = transactions.filter((transaction) => transaction.status === 'settled');
  const paidAt = invoices
    .map((invoice) => invoice.paidAt!)
    .sort()
    .at(-1)!;
  return {
    success: true,
    alreadyDone: true,
    transaction: {
      orderId: settled.at(-1)?.providerOrderId ?? null,
      createdAt: paidAt,
      alreadyDone: true,
      amount: invoices.reduce((sum, invoice) => sum + invoice.total, 0),
      currency: currencyOf(invoices[0]!.currency),
      invoiceNumbers: invoices.map((invoice) => invoice.invoiceNumber),
    },
  };
}
