import type { Currency } from '@shop/domain/shops.ts';
import type { PaymentGatewayName } from '@shop/domain/api/payments.ts';
import type { CardRefusalCode } from '@shop/domain/rules/payment-refusal.ts';

/**
 * What the shop needs of a card payment provider (docs/decisions/044-card-payment.md): a client
 * token that starts the provider's card form in the browser, which turns the card into a
 * single-use nonce (card data never reaches the shop, docs/security.md), and a charge of that
 * nonce. Two implementations: Braintree (braintree-gateway.ts) and the offline test gateway
 * (test-gateway.ts); `createPaymentGateway` picks one by configuration.
 */

export interface ChargeRequest {
  nonce: string;
  /** minor units */
  amount: number;
  currency: Currency;
  /**
   * the shop's reference of this payment attempt, the same for a retry of the attempt, so the
   * provider's records can be matched to ours
   */
  orderId: string;
}

export type ChargeOutcome =
  | { status: 'settled'; providerTransactionId: string }
  /** the shop's code for the provider's reason (payment-refusal.ts) and the provider's text */
  | { status: 'declined'; code: CardRefusalCode; message: string };

/**
 * The provider did not answer in time or failed itself: whether money moved is unknown to the
 * shop, which writes nothing and lets the buyer try again.
 */
export class GatewayUnavailableError extends Error {
  constructor(
    readonly kind: 'timeout' | 'failure',
    message: string,
  ) {
    super(message);
    this.name = 'GatewayUnavailableError';
  }
}

export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  createClientToken(): Promise<string>;
  /** Resolves with the outcome, or rejects with GatewayUnavailableError (or another error). */
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
}
