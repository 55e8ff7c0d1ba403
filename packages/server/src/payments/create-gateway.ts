import type { AppConfig } from '#server/config/env.ts';
import type { ExtraSources } from '#server/http/security-headers.ts';
import { BraintreePaymentGateway } from './braintree-gateway.ts';
import type { PaymentGateway } from './gateway.ts';
import { TestPaymentGateway } from './test-gateway.ts';

/** Braintree when its four variables are set, otherwise the offline test gateway. */
export function createPaymentGateway(config: Pick<AppConfig, 'payment'>): PaymentGateway {
  const { braintree } = config.payment;
  return braintree ? new BraintreePaymentGateway(braintree) : new TestPaymentGateway();
}

/**
 * What Braintree's drop-in needs in the CSP (its hosted card fields, its API, PayPal's assets and
 * the 3-D Secure challenge of Cardinal Commerce); the test gateway needs nothing.
 */
const BRAINTREE_SOURCES: ExtraSources = {
  scriptSrc: [
    'https://js.braintreegateway.com',
    'https://assets.braintreegateway.com',
    'https://songbird.cardinalcommerce.com',
  ],
  connectSrc: [
    'https://api.braintreegateway.com',
    'https://api.sandbox.braintreegateway.com',
    'https://client-analytics.braintreegateway.com',
    'https://client-analytics.sandbox.braintreegateway.com',
    'https://*.braintree-api.com',
    'https://*.cardinalcommerce.com',
  ],
  frameSrc: ['https://assets.braintreegateway.com', 'https://*.cardinalcommerce.com'],
  imgSrc: ['https://assets.braintreegateway.com', 'https://checkout.paypal.com'],
};

export function paymentCspSources(gateway: PaymentGateway): ExtraSources {
  return gateway.name === 'braintree' ? BRAINTREE_SOURCES : {};
}
