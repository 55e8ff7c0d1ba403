import {
  MAX_INVOICES_PER_PAYMENT,
  type ClientTokenResponse,
  type PaymentInvoicesResponse,
  type TestNonceRequest,
  type TestNonceResponse,
  type TransactionsResponse,
} from '@shop/domain/api/payments.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { AppError, badRequest, notFound } from '#server/http/app-error.ts';
import { refuseBusinessConsole } from '#server/accounts/accounts.service.ts';
import { isBilledToCard } from '@shop/domain/rules/invoice-payment.ts';
import { ownInvoicesByNumber } from '#server/invoices/invoice-payment.service.ts';
import { GatewayUnavailableError, type PaymentGateway } from './gateway.ts';
import { findTransactionsOfInvoices } from './payments.repository.ts';
import { TestPaymentGateway } from './test-gateway.ts';

/**
 * The reads around a card payment: the client token that starts the card form, what the
 * payment dialog shows, the transactions of an invoice, and the test gateway's tokenisation
 * (docs/decisions/044-card-payment.md).
 */

const currencyOf = (value: string) => (value === 'GBP' ? ('GBP' as const) : ('EUR' as const));

export async function clientToken(
  services: { gateway: PaymentGateway },
  customer: Customer,
): Promise<ClientTokenResponse> {
  refuseBusinessConsole(customer);
  try {
    return {
      gateway: services.gateway.name,
      clientToken: await services.gateway.createClientToken(),
    };
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    throw new AppError(502, 'PAYMENT_PROVIDER_FAILED', error.message);
  }
}

/** Tokenises a test card; only while the test gateway is the shop's gateway. */
export function testNonce(
  services: { gateway: PaymentGateway },
  customer: Customer,
  request: TestNonceRequest,
): TestNonceResponse {
  refuseBusinessConsole(customer);
  if (!(services.gateway instanceof TestPaymentGateway)) throw notFound();
  return services.gateway.createNonce(request);
}

/** The invoice numbers of a comma-separated list, each once; at most one payment's worth. */
export function invoiceNumbersOf(list: string): string[] {
  const numbers = [...new Set(list.split(',').map((part) => part.trim()))].filter(Boolean);
  if (numbers.length === 0 || numbers.length > MAX_INVOICES_PER_PAYMENT) {
    throw badRequest('INVOICES_INVALID', `Name 1 to ${MAX_INVOICES_PER_PAYMENT} invoices`);
  }
  return numbers;
}

/** What the payment dialog shows: the invoices, their state, and the open amount to charge. */
export async function paymentInvoices(
  db: DbOrTx,
  services: { cardPaymentMethodId: number },
  customer: Customer,
  list: string,
): Promise<PaymentInvoicesResponse> {
  refuseBusinessConsole(customer);
  const numbers = invoiceNumbersOf(list);
  const invoices = await ownInvoicesByNumber(db, customer.accountId, numbers);
  if (invoices.length !== numbers.length) throw notFound('No such invoice');
  const byNumber = new Map(invoices.map((invoice) => [invoice.invoiceNumber, invoice]));
  const rows = numbers.map((number) => {
    const invoice = byNumber.get(number)!;
    return {
      invoiceNumber: invoice.invoiceNumber,
      total: invoice.total,
      currency: currencyOf(invoice.currency),
      dueDate: invoice.dueDate.slice(0, 10),
      state: invoice.state,
      paidDate: invoice.paidAt === null ? null : invoice.paidAt.slice(0, 10),
      payableByCard: isBilledToCard(invoice, services.cardPaymentMethodId),
    };
  });
  const open = rows.filter((row) => row.payableByCard && row.paidDate === null);
  return {
    invoices: rows,
    openTotal: open.reduce((sum, row) => sum + row.total, 0),
    currency: rows[0]!.currency,
  };
}

/** GET /api/transactions?invoice_id=: the caller's payments of one of the caller's invoices. */
export async function invoiceTransactions(
  db: DbOrTx,
  customer: Customer,
  invoiceNumber: string,
): Promise<TransactionsResponse> {
  refuseBusinessConsole(customer);
  const [invoice] = await ownInvoicesByNumber(db, customer.accountId, [invoiceNumber]);
  if (!invoice) throw notFound('No such invoice');
  const rows = await findTransactionsOfInvoices(db, customer.accountId, [invoice.id]);
  return {
    transactions: rows.map((row) => ({
      orderId: row.providerOrderId,
      createdAt: row.createdAt,
      amount: row.amount,
      currency: currencyOf(row.currency),
      status: row.status,
      provider: row.provider,
    })),
  };
}
