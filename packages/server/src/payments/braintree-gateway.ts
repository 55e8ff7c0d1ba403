import type braintree from 'braintree';
import type { BraintreeConfig } from '#server/config/env.ts';
import { packageOnDemand } from '#server/runtime/package-on-demand.ts';
import { cardRefusalCode } from '@shop/domain/rules/payment-refusal.ts';
import {
  GatewayUnavailableError,
  type ChargeOutcome,
  type ChargeRequest,
  type PaymentGateway,
} from './gateway.ts';

/**
 * Braintree through its Node SDK (docs/decisions/044-card-payment.md). The browser's drop-in
 * (3-D Secure, stored-card vault) turns the card into a nonce; the server charges it with
 * `transaction.sale`, submitted for settlement at once.
 */

/** The provider's wait before the shop gives up and tells the buyer to try again. */
export const BRAINTREE_TIMEOUT_MS = 20_000;

const UNAVAILABLE = new Set([
  'gatewayTimeoutError',
  'requestTimeoutError',
  'serviceUnavailableError',
  'serverError',
  'tooManyRequestsError',
]);

/** The SDK, loaded only when the shop takes cards through Braintree. */
const loadBraintree = packageOnDemand<typeof braintree>('braintree');

export function braintreeEnvironment(name: BraintreeConfig['environment']): braintree.Environment {
  const { Environment } = loadBraintree();
  return name === 'production' ? Environment.Production : Environment.Sandbox;
}

/** Minor units as the decimal string Braintree takes (EUR and GBP have two decimals). */
export function braintreeAmount(minorUnits: number): string {
  return (minorUnits / 100).toFixed(2);
}

type SaleResult = Pick<
  braintree.ValidatedResponse<braintree.Transaction>,
  'success' | 'message'
> & {
  transaction?: Pick<braintree.Transaction, 'id' | 'status'> &
    Partial<
      Pick<
        braintree.Transaction,
        'gatewayRejectionReason' | 'processorResponseCode' | 'processorResponseText'
      >
    >;
};

/** Braintree's answer to a sale as the shop's outcome, with the provider's message. */
export function saleOutcome(result: SaleResult): ChargeOutcome {
  const transaction = result.transaction;
  if (result.success && transaction) {
    return { status: 'settled', providerTransactionId: transaction.id };
  }
  if (transaction) {
    // the bank's or the gateway's reason as the shop's code; the provider's text as its detail
    const code = cardRefusalCode({
      processorCode: transaction.processorResponseCode,
      gatewayReason: transaction.gatewayRejectionReason,
    });
    return {
      status: 'declined',
      code,
      message: transaction.processorResponseText || result.message,
    };
  }
  // no transaction: the nonce or the request was refused by validation
  return { status: 'declined', code: 'PAYMENT_METHOD_INVALID', message: result.message };
}

/** An SDK failure as the shop's: timeouts and provider outages may be retried. */
export function unavailableOf(error: unknown): GatewayUnavailableError | null {
  const type = (error as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || !UNAVAILABLE.has(type)) return null;
  const timeout = type === 'gatewayTimeoutError' || type === 'requestTimeoutError';
  return new GatewayUnavailableError(
    timeout ? 'timeout' : 'failure',
    timeout ? 'The payment provider did not answer in time' : 'The payment provider failed',
  );
}

export class BraintreePaymentGateway implements PaymentGateway {
  readonly name = 'braintree' as const;
  readonly sdk: braintree.BraintreeGateway;

  constructor(config: BraintreeConfig) {
    this.sdk = new (loadBraintree().BraintreeGateway)({
      environment: braintreeEnvironment(config.environment),
      merchantId: config.merchantId,
      publicKey: config.publicKey,
      privateKey: config.privateKey,
    });
    (this.sdk.config as { timeout: number }).timeout = BRAINTREE_TIMEOUT_MS;
  }

  async createClientToken(): Promise<string> {
    try {
      const result = await this.sdk.clientToken.generate({});
      return result.clientToken;
    } catch (error) {
      throw unavailableOf(error) ?? error;
    }
  }

  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    try {
      const result = await this.sdk.transaction.sale({
        amount: braintreeAmount(request.amount),
        paymentMethodNonce: request.nonce,
        orderId: request.orderId,
        options: { submitForSettlement: true, threeDSecure: { required: true } },
      });
      return saleOutcome(result);
    } catch (error) {
      throw unavailableOf(error) ?? error;
    }
  }
}
