import type { ErrorCode } from '@shop/domain/api/error-codes.ts';
import type { ShopEvents } from '#server/events/shop-events.ts';
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { CheckoutRequest, CheckoutResponse } from '@shop/domain/api/payments.ts';
import type { Currency } from '@shop/domain/shops.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import type { DB } from '#server/db/tables.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import { AppError, badRequest, notFound, tooManyRequests } from '#server/http/app-error.ts';
import { runIdempotent, type IdempotentAnswer } from '#server/http/idempotency.ts';
import type { RateLimiter } from '#server/http/rate-limiter.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import { refuseBusinessConsole } from '#server/accounts/accounts.service.ts';
import {
  claimInvoicesForPayment,
  markInvoicesPaid,
  ownInvoicesByNumber,
  releasePaymentClaim,
  type PayableInvoice,
} from '#server/invoices/invoice-payment.service.ts';
import { GatewayUnavailableError, type PaymentGateway } from './gateway.ts';
import { paidAnswer } from './payment-answers.ts';
import { deleteUsedNonce, insertTransactions, insertUsedNonce } from './payments.repository.ts';

/**
 * POST /api/account/checkouts (docs/product/invoices.md#inv-checkout-call;
 * docs/decisions/044-card-payment.md): the caller's open, card-payable invoices are charged their
 * open amount in one provider charge, and each gets its transaction row and its paid date in one
 * database transaction.
 */

export const CHECKOUT_ROUTE = 'POST /api/account/checkouts';

export interface CheckoutServices {
  gateway: PaymentGateway;
  cardPaymentMethodId: number;
  rateLimiter: RateLimiter;
  shopEvents: ShopEvents;
}

type CheckoutAnswer = IdempotentAnswer<CheckoutResponse>;

export async function checkout(
  db: DbOrTx,
  services: CheckoutServices,
  customer: Customer,
  body: CheckoutRequest,
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<CheckoutAnswer> {
  refuseBusinessConsole(customer);
  const ref = idempotencyKey
    ? { accountId: customer.accountId, route: CHECKOUT_ROUTE, key: idempotencyKey }
    : null;
  return runIdempotent<CheckoutResponse>(db, ref, body, async (complete) => {
    const invoices = await checkedInvoices(db, services, customer, body);
    if (invoices.every((invoice) => invoice.paidAt !== null)) {
      const answer = await alreadyDone(db, customer, invoices);
      await inTransaction(db, (tx) => complete(tx, answer));
      return answer;
    }
    return pay(db, services, { customer, body, invoices, now, complete });
  });
}

/** The rules that need no provider: privacy, ownership, card-payable, one price, the amount. */
async function checkedInvoices(
  db: DbOrTx,
  services: CheckoutServices,
  customer: Customer,
  body: CheckoutRequest,
): Promise<PayableInvoice[]> {
  if (!body.acceptPrivacy) {
    throw new AppError(422, 'PRIVACY_NOT_ACCEPTED', 'The privacy policy must be accepted to pay');
  }
  const numbers = body.invoiceNumbers ?? [body.invoiceNumber!];
  if (new Set(numbers).size !== numbers.length) {
    throw badRequest('DUPLICATE_INVOICE', 'An invoice is listed twice');
  }
  const invoices = await ownInvoicesByNumber(db, customer.accountId, numbers);
  // another customer's invoice is as unknown as one that does not exist (docs/security.md)
  if (invoices.length !== numbers.length) throw notFound('No such invoice');
  const refused = (code: ErrorCode, message: string, list: PayableInvoice[]) =>
    new AppError(422, code, message, { invoiceNumbers: list.map((i) => i.invoiceNumber) });
  const canceled = invoices.filter((invoice) => invoice.canceled);
  if (canceled.length > 0) throw refused('INVOICE_CANCELED', 'The invoice is cancelled', canceled);
  const other = invoices.filter((i) => i.paymentMethodId !== services.cardPaymentMethodId);
  if (other.length > 0) {
    throw refused('NOT_PAYABLE_BY_CARD', 'The invoice is not paid by card', other);
  }
  const paid = invoices.filter((invoice) => invoice.paidAt !== null);
  if (paid.length > 0 && paid.length < invoices.length) {
    throw new AppError(409, 'INVOICES_PARTLY_PAID', 'Some of the invoices are paid already', {
      invoiceNumbers: paid.map((invoice) => invoice.invoiceNumber),
    });
  }
  if (paid.length === 0) checkAmount(invoices, body.invoiceTotal);
  return invoices;
}

/** The server's open amount is what is charged; a client that expects another is refused. */
function checkAmount(invoices: PayableInvoice[], invoiceTotal: number): void {
  const open = invoices.reduce((sum, invoice) => sum + invoice.total, 0);
  if (new Set(invoices.map((invoice) => invoice.currency)).size > 1 || open <= 0) {
    throw new AppError(422, 'NOT_PAYABLE_BY_CARD', 'These invoices cannot be paid together');
  }
  if (invoiceTotal !== open) {
    throw new AppError(422, 'INVOICE_TOTAL_MISMATCH', 'The amount differs from the open amount', {
      invoiceTotal: open,
    });
  }
}

async function alreadyDone(
  db: DbOrTx,
  customer: Customer,
  invoices: PayableInvoice[],
): Promise<CheckoutAnswer> {
  return { status: 200, body: await paidAnswer(db, customer, invoices) };
}

interface Payment {
  customer: Customer;
  body: CheckoutRequest;
  invoices: PayableInvoice[];
  now: Date;
  complete: (tx: Transaction<DB>, answer: CheckoutAnswer) => Promise<void>;
}

/** Claims the nonce and the invoices, charges once, then records all or releases all. */
const declinesKey = (customer: Customer) => `card-declines:${customer.accountId}`;

/** Only declines count: a buyer may pay many invoices, but not try card after card. */
async function refuseAfterManyDeclines(limiter: RateLimiter, customer: Customer): Promise<void> {
  const limit = RATE_LIMITS.cardDeclinesPerAccount;
  const result = await limiter.peek(declinesKey(customer), limit.max, limit.windowMs);
  if (!result.allowed) throw tooManyRequests(limit.code, limit.message, result.retryAfterSeconds);
}

async function countDecline(limiter: RateLimiter, customer: Customer): Promise<void> {
  const limit = RATE_LIMITS.cardDeclinesPerAccount;
  await limiter.hit(declinesKey(customer), limit.max, limit.windowMs);
}

async function pay(
  db: DbOrTx,
  services: CheckoutServices,
  payment: Payment,
): Promise<CheckoutAnswer> {
  const { customer, body, invoices, now } = payment;
  await refuseAfterManyDeclines(services.rateLimiter, customer);
  const nonce = body.paymentMethodNonce;
  const ids = invoices.map((invoice) => invoice.id);
  const claim = randomUUID();
  try {
    await inTransaction(db, async (tx) => {
      await insertUsedNonce(tx, {
        nonce,
        accountId: customer.accountId,
        usedAt: now.toISOString(),
      });
      await claimInvoicesForPayment(tx, ids, claim, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(422, 'NONCE_ALREADY_USED', 'This payment method nonce was used before');
    }
    // a concurrent checkout won: once it has paid, this one is answered as already done
    const numbers = invoices.map((invoice) => invoice.invoiceNumber);
    const fresh = await ownInvoicesByNumber(db, customer.accountId, numbers);
    if (fresh.every((invoice) => invoice.paidAt !== null)) {
      const answer = await alreadyDone(db, customer, fresh);
      await inTransaction(db, (tx) => payment.complete(tx, answer));
      return answer;
    }
    throw error;
  }
  const amount = invoices.reduce((sum, invoice) => sum + invoice.total, 0);
  const currency = invoices[0]!.currency as Currency;
  let outcome;
  try {
    outcome = await services.gateway.charge({ nonce, amount, currency, orderId: claim });
  } catch (error) {
    // nothing happened as far as the shop knows: the nonce and the invoices are free again
    await releasePaymentClaim(db, ids, claim);
    await deleteUsedNonce(db, nonce);
    throw unavailable(error);
  }
  if (outcome.status !== 'settled') {
    // the provider used up the nonce; the invoices may be paid with another card
    await releasePaymentClaim(db, ids, claim);
    await countDecline(services.rateLimiter, customer);
    throw new AppError(402, outcome.code, outcome.message);
  }
  const paidAt = new Date().toISOString();
  const answer = settledAnswer(outcome.providerTransactionId, paidAt, invoices);
  await inTransaction(db, async (tx) => {
    await markInvoicesPaid(tx, { ids, claim, paidAt });
    await insertTransactions(
      tx,
      invoices.map((invoice) => ({
        invoiceId: invoice.id,
        accountId: customer.accountId,
        provider: services.gateway.name,
        providerOrderId: outcome.providerTransactionId,
        amount: invoice.total,
        currency: invoice.currency,
        status: 'settled',
        createdAt: paidAt,
      })),
    );
    await payment.complete(tx, answer);
  });
  services.shopEvents.emit('paymentCharged', {
    provider: services.gateway.name,
    currency,
    amountMinor: amount,
    invoices: invoices.length,
  });
  return answer;
}

/** The answer to a settled charge: one provider transaction for all the invoices paid. */
function settledAnswer(
  transactionId: string,
  paidAt: string,
  invoices: PayableInvoice[],
): CheckoutAnswer {
  return {
    status: 201,
    body: {
      success: true,
      alreadyDone: false,
      transaction: {
        orderId: transactionId,
        createdAt: paidAt,
        alreadyDone: false,
        amount: invoices.reduce((sum, invoice) => sum + invoice.total, 0),
        currency: invoices[0]!.currency as Currency,
        invoiceNumbers: invoices.map((invoice) => invoice.invoiceNumber),
      },
    },
  };
}

/** A provider that timed out or failed: 504 or 502 in the error shape, to be retried. */
function unavailable(error: unknown): unknown {
  if (!(error instanceof GatewayUnavailableError)) return error;
  return error.kind === 'timeout'
    ? new AppError(504, 'PAYMENT_PROVIDER_TIMEOUT', error.message)
    : new AppError(502, 'PAYMENT_PROVIDER_FAILED', error.message);
}
