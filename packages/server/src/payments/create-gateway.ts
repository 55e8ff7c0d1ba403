import type { AppConfig } from '#server/config/env.ts';
import { BraintreePaymentGateway } from './braintree-gateway.ts';
import type { PaymentGateway } from './gateway.ts';
import { TestPaymentGateway } from './test-gateway.ts';

/** Braintree when its four variables are set, otherwise the offline test gateway. */
export function createPaymentGateway(config: Pick<AppConfig, 'payment'>): PaymentGateway {
  const { braintree } = config.payment;
  return braintree ? new BraintreePaymentGateway(braintree) : new TestPaymentGateway();
}
