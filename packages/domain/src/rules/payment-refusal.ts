import type { ErrorCode } from '../api/error-codes.ts';

/**
 * Why a card payment was refused, as the shop's code, and what the buyer can do next
 * (docs/decisions/044-card-payment.md, "Refusals and what to do next"). The provider's own text
 * ("Do Not Honor") is English and means nothing to most buyers: it is shown only as a detail
 * under the shop's translated sentence and its advice.
 */

/** What the buyer can do: another card, the card's details again, ask the shop, wait, reload. */
export type PaymentAdvice = 'otherCard' | 'checkCard' | 'contactUs' | 'tryLater' | 'reopen';

/**
 * A provider's refusal of a charge: the card processor's response code (Braintree's
 * `processorResponseCode`, "2001") and the gateway's own rejection reason (Braintree's
 * `gatewayRejectionReason`, "cvv"), either or both.
 */
export interface GatewayRefusal {
  processorCode?: string | undefined;
  gatewayReason?: string | undefined;
}

/** The codes a refused charge answers with (402). */
export type CardRefusalCode =
  | 'PAYMENT_DECLINED'
  | 'CARD_INSUFFICIENT_FUNDS'
  | 'CARD_EXPIRED'
  | 'CARD_CVC_INVALID'
  | 'PAYMENT_FRAUD_SUSPECTED'
  | 'PAYMENT_DUPLICATE'
  | 'THREE_D_SECURE_FAILED'
  | 'PAYMENT_METHOD_INVALID'
  | 'PAYMENT_PROVIDER_FAILED';

/** The gateway refused before asking the bank: its own fraud, duplicate and check rules. */
const GATEWAY_REASONS: Readonly<Record<string, CardRefusalCode>> = {
  cvv: 'CARD_CVC_INVALID',
  avs_and_cvv: 'CARD_CVC_INVALID',
  avs: 'PAYMENT_DECLINED',
  fraud: 'PAYMENT_FRAUD_SUSPECTED',
  risk_threshold: 'PAYMENT_FRAUD_SUSPECTED',
  duplicate: 'PAYMENT_DUPLICATE',
  three_d_secure: 'THREE_D_SECURE_FAILED',
  token_issuance: 'PAYMENT_METHOD_INVALID',
};

/** The bank's answers with a reason of their own; every other 2xxx is a plain decline. */
const PROCESSOR_CODES: Readonly<Record<string, CardRefusalCode>> = {
  '2001': 'CARD_INSUFFICIENT_FUNDS',
  '2002': 'CARD_INSUFFICIENT_FUNDS',
  '2003': 'CARD_INSUFFICIENT_FUNDS',
  '2004': 'CARD_EXPIRED',
  '2005': 'PAYMENT_METHOD_INVALID',
  '2006': 'PAYMENT_METHOD_INVALID',
  '2010': 'CARD_CVC_INVALID',
  '2014': 'PAYMENT_FRAUD_SUSPECTED',
  '2047': 'PAYMENT_FRAUD_SUSPECTED',
  '2053': 'PAYMENT_FRAUD_SUSPECTED',
  '2099': 'THREE_D_SECURE_FAILED',
};

/** The shop's code for a provider's refusal; the gateway's reason first, as it decided first. */
export function cardRefusalCode(refusal: GatewayRefusal): CardRefusalCode {
  const byGateway = refusal.gatewayReason && GATEWAY_REASONS[refusal.gatewayReason];
  if (byGateway) return byGateway;
  const code = refusal.processorCode ?? '';
  const byProcessor = PROCESSOR_CODES[code];
  if (byProcessor) return byProcessor;
  // 3000 and above: the processor's network failed, not the card
  return /^3\d{3}$/.test(code) ? 'PAYMENT_PROVIDER_FAILED' : 'PAYMENT_DECLINED';
}

const ADVICE: Readonly<Partial<Record<ErrorCode, PaymentAdvice>>> = {
  PAYMENT_DECLINED: 'otherCard',
  CARD_INSUFFICIENT_FUNDS: 'otherCard',
  CARD_EXPIRED: 'otherCard',
  CARD_TYPE_NOT_ACCEPTED: 'otherCard',
  THREE_D_SECURE_FAILED: 'otherCard',
  CARD_CVC_INVALID: 'checkCard',
  PAYMENT_METHOD_INVALID: 'checkCard',
  NONCE_ALREADY_USED: 'checkCard',
  CLIENT_TOKEN_INVALID: 'reopen',
  INVOICE_TOTAL_MISMATCH: 'reopen',
  INVOICES_PARTLY_PAID: 'reopen',
  PAYMENT_PROVIDER_FAILED: 'tryLater',
  PAYMENT_PROVIDER_TIMEOUT: 'tryLater',
  PAYMENT_IN_PROGRESS: 'tryLater',
  IDEMPOTENCY_IN_PROGRESS: 'tryLater',
  // a card the bank suspects, a possible second charge, too many tries: a person looks at it
  PAYMENT_FRAUD_SUSPECTED: 'contactUs',
  PAYMENT_DUPLICATE: 'contactUs',
  TOO_MANY_DECLINED_PAYMENTS: 'contactUs',
  INVOICE_CANCELED: 'contactUs',
  NOT_PAYABLE_BY_CARD: 'contactUs',
};

/** What to do after a refused payment; a refusal the shop has no advice for goes to the shop. */
export function paymentAdvice(code: string): PaymentAdvice {
  return ADVICE[code as ErrorCode] ?? 'contactUs';
}
