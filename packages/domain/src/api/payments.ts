import { z } from 'zod';
import { CURRENCIES } from '../shops.ts';
import { CARD_BRANDS } from '../rules/payment-card.ts';
import { INVOICE_STATES } from './account-overview.ts';
import { oneLineText } from './text.ts';

/**
 * Card payment of invoices (docs/product/invoices.md#inv-payment-states;
 * docs/decisions/044-card-payment.md). Every call needs a logged-in customer (401) who is not a
 * business-console account (403 BUSINESS_CONSOLE_REFUSED). Money is integer minor units of
 * `currency`.
 */

/** At most this many invoices are paid by one card payment. */
export const MAX_INVOICES_PER_PAYMENT = 20;

export const PAYMENT_GATEWAYS = ['braintree', 'test'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

const currencySchema = z.enum(CURRENCIES);
const invoiceNumberSchema = oneLineText(40).min(1);

// --- GET /api/payment/client_token -----------------------------------------------------------

/** Starts the card form: Braintree's drop-in, or the test gateway's card form. */
export const clientTokenResponseSchema = z.object({
  gateway: z.enum(PAYMENT_GATEWAYS),
  clientToken: z.string(),
});
export type ClientTokenResponse = z.infer<typeof clientTokenResponseSchema>;

// --- POST /api/payment/test-gateway/nonces (only with the test gateway) ----------------------

/** The test gateway's stand-in for a provider's tokenisation; it takes only test card numbers. */
export const testNonceRequestSchema = z.strictObject({
  clientToken: oneLineText(200).min(1),
  owner: oneLineText(100).min(1),
  number: oneLineText(23).regex(/^[\d -]{12,23}$/),
  month: z.number().int().min(1).max(12),
  year: z.number().int().min(2000).max(2100),
  cvv: oneLineText(4).regex(/^\d{3,4}$/),
});
export type TestNonceRequest = z.infer<typeof testNonceRequestSchema>;

export const testNonceResponseSchema = z.object({
  nonce: z.string(),
  cardType: z.enum(CARD_BRANDS),
  lastFour: z.string(),
});
export type TestNonceResponse = z.infer<typeof testNonceResponseSchema>;

// --- GET /api/payment/invoices?invoices=R1,R2 --------------------------------------------------

export const paymentInvoicesQuerySchema = z.strictObject({
  /** invoice numbers, comma-separated */
  invoices: oneLineText(MAX_INVOICES_PER_PAYMENT * 41).min(1),
});

export const paymentInvoiceSchema = z.object({
  invoiceNumber: z.string(),
  total: z.number().int(),
  currency: currencySchema,
  dueDate: z.string(),
  state: z.enum(INVOICE_STATES),
  /** the day it was paid, YYYY-MM-DD, or null */
  paidDate: z.string().nullable(),
  /** paid by card through the provider (its payment method id) and not cancelled */
  payableByCard: z.boolean(),
});
export type PaymentInvoice = z.infer<typeof paymentInvoiceSchema>;

/** What the payment dialog shows before paying: the invoices and the open amount to charge. */
export const paymentInvoicesResponseSchema = z.object({
  invoices: z.array(paymentInvoiceSchema),
  /** the sum of the open card-payable invoices, the amount a checkout of all of them charges */
  openTotal: z.number().int(),
  currency: currencySchema,
});
export type PaymentInvoicesResponse = z.infer<typeof paymentInvoicesResponseSchema>;

// --- POST /api/account/checkouts ----------------------------------------------------------------

/**
 * Pays one invoice (`invoiceNumber`, the spec's payload) or several at once (`invoiceNumbers`),
 * exactly one of the two. `invoiceTotal` must be the open amount the server computes (the sum
 * for several); `acceptPrivacy` must be true. Send an `Idempotency-Key` per payment attempt.
 */
export const checkoutRequestSchema = z
  .strictObject({
    paymentMethodNonce: oneLineText(500).min(1),
    invoiceNumber: invoiceNumberSchema.optional(),
    invoiceNumbers: z.array(invoiceNumberSchema).min(1).max(MAX_INVOICES_PER_PAYMENT).optional(),
    acceptPrivacy: z.boolean(),
    invoiceTotal: z.number().int().min(0).max(1_000_000_000),
  })
  .refine((body) => (body.invoiceNumber === undefined) !== (body.invoiceNumbers === undefined), {
    message: 'Send invoiceNumber or invoiceNumbers, not both',
    path: ['invoiceNumbers'],
  });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const paymentTransactionSchema = z.object({
  /** the provider's transaction id; null for an invoice paid another way */
  orderId: z.string().nullable(),
  /** when it was paid (ISO date-time) */
  createdAt: z.string(),
  alreadyDone: z.boolean(),
  amount: z.number().int(),
  currency: currencySchema,
  invoiceNumbers: z.array(z.string()),
});
export type PaymentTransaction = z.infer<typeof paymentTransactionSchema>;

/** 201 after a charge; 200 with alreadyDone when every invoice was paid before (no charge). */
export const checkoutResponseSchema = z.object({
  success: z.literal(true),
  alreadyDone: z.boolean(),
  transaction: paymentTransactionSchema,
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

// --- GET /api/transactions?invoice_id={invoiceNumber} ---------------------------------------------

export const transactionsQuerySchema = z.strictObject({ invoice_id: invoiceNumberSchema });

export const transactionsResponseSchema = z.object({
  transactions: z.array(
    z.object({
      orderId: z.string(),
      createdAt: z.string(),
      amount: z.number().int(),
      currency: currencySchema,
      status: z.string(),
      provider: z.string(),
    }),
  ),
});
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;
