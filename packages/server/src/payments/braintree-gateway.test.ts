import braintree from 'braintree';
import { describe, expect, it } from 'vitest';
import { caller } from '#server/testing/calls.ts';
import { DEMO, login } from '#server/testing/demo-logins.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { readConfig, ConfigError } from '#server/config/env.ts';
import {
  BRAINTREE_TIMEOUT_MS,
  BraintreePaymentGateway,
  braintreeAmount,
  saleOutcome,
  unavailableOf,
} from './braintree-gateway.ts';
import { createPaymentGateway } from './create-gateway.ts';
import { GatewayUnavailableError } from './gateway.ts';
import { TestPaymentGateway } from './test-gateway.ts';

/** Braintree's configuration and the mapping of its answers; no network is used. */

const KEYS = {
  BRAINTREE_ENVIRONMENT: 'sandbox',
  BRAINTREE_MERCHANT_ID: 'merchant',
  BRAINTREE_PUBLIC_KEY: 'public',
  BRAINTREE_PRIVATE_KEY: 'private',
};

describe('choosing the gateway', () => {
  it('uses Braintree only when all four variables are set, else the test gateway', () => {
    const gateway = createPaymentGateway(readConfig(KEYS));
    expect(gateway).toBeInstanceOf(BraintreePaymentGateway);
    const sdk = (gateway as BraintreePaymentGateway).sdk;
    expect(sdk.config.environment).toBe(braintree.Environment.Sandbox);
    expect(sdk.config.merchantId).toBe('merchant');
    expect(sdk.config.timeout).toBe(BRAINTREE_TIMEOUT_MS);
    const production = createPaymentGateway(
      readConfig({ ...KEYS, BRAINTREE_ENVIRONMENT: 'production' }),
    );
    expect((production as BraintreePaymentGateway).sdk.config.environment).toBe(
      braintree.Environment.Production,
    );
    expect(createPaymentGateway(readConfig({}))).toBeInstanceOf(TestPaymentGateway);
  });

  it('refuses a half-configured Braintree at start', () => {
    expect(() => readConfig({ ...KEYS, BRAINTREE_PRIVATE_KEY: '' })).toThrow(ConfigError);
    expect(() => readConfig({ BRAINTREE_MERCHANT_ID: 'merchant' })).toThrow(/all four/);
  });

  it('reads the card payment method id, 8 unless configured', () => {
    expect(readConfig({}).payment.cardPaymentMethodId).toBe(8);
    expect(readConfig({ CARD_PAYMENT_METHOD_ID: '11' }).payment.cardPaymentMethodId).toBe(11);
  });
});

describe("mapping Braintree's answers", () => {
  it('sends amounts as decimals of the major unit', () => {
    expect(braintreeAmount(12_345)).toBe('123.45');
    expect(braintreeAmount(5)).toBe('0.05');
  });

  it('maps a sale to settled, a decline by its reason, 3-D Secure failure or an invalid nonce', () => {
    expect(
      saleOutcome({
        success: true,
        message: '',
        transaction: {
          id: 'bt1',
          status: 'submitted_for_settlement',
          processorResponseText: 'Approved',
        },
      }),
    ).toEqual({
      status: 'settled',
      providerTransactionId: 'bt1',
    });
    expect(
      saleOutcome({
        success: false,
        message: 'Do Not Honor',
        transaction: {
          id: 'bt2',
          status: 'processor_declined',
          processorResponseText: 'Do Not Honor',
        },
      }),
    ).toEqual({ status: 'declined', code: 'PAYMENT_DECLINED', message: 'Do Not Honor' });
    expect(
      saleOutcome({
        success: false,
        message: 'Gateway Rejected: three_d_secure',
        transaction: {
          id: 'bt3',
          status: 'gateway_rejected',
          gatewayRejectionReason: 'three_d_secure',
          processorResponseText: '',
        },
      }),
    ).toEqual({
      status: 'declined',
      code: 'THREE_D_SECURE_FAILED',
      message: 'Gateway Rejected: three_d_secure',
    });
    expect(
      saleOutcome({
        success: false,
        message: 'Insufficient Funds',
        transaction: {
          id: 'bt4',
          status: 'processor_declined',
          processorResponseCode: '2001',
          processorResponseText: 'Insufficient Funds',
        },
      }),
    ).toEqual({
      status: 'declined',
      code: 'CARD_INSUFFICIENT_FUNDS',
      message: 'Insufficient Funds',
    });
    expect(
      saleOutcome({
        success: false,
        message: 'Gateway Rejected: fraud',
        transaction: { id: 'bt5', status: 'gateway_rejected', gatewayRejectionReason: 'fraud' },
      }),
    ).toEqual({
      status: 'declined',
      code: 'PAYMENT_FRAUD_SUSPECTED',
      message: 'Gateway Rejected: fraud',
    });
    expect(saleOutcome({ success: false, message: 'Unknown payment_method_nonce.' })).toEqual({
      status: 'declined',
      code: 'PAYMENT_METHOD_INVALID',
      message: 'Unknown payment_method_nonce.',
    });
  });

  it('treats SDK timeouts and outages as an unavailable provider, other errors as errors', () => {
    const timeout = unavailableOf(Object.assign(new Error(''), { type: 'requestTimeoutError' }));
    expect(timeout).toBeInstanceOf(GatewayUnavailableError);
    expect(timeout?.kind).toBe('timeout');
    expect(
      unavailableOf(Object.assign(new Error(''), { type: 'serviceUnavailableError' }))?.kind,
    ).toBe('failure');
    expect(unavailableOf(Object.assign(new Error(''), { type: 'authenticationError' }))).toBeNull();
    expect(unavailableOf(new Error('boom'))).toBeNull();
  });
});

describe('the shop with Braintree configured', () => {
  it("has no test gateway call and lets the browser reach Braintree's origins only then", async () => {
    const withBraintree = await createTestApp(KEYS);
    const plain = await createTestApp();
    try {
      await seedDatabase(withBraintree.database.handle, {
        articles: 5,
        referenceDate: '2026-11-25',
      });
      const call = caller(withBraintree, await login(withBraintree, DEMO.de));
      const nonce = await call('POST', '/api/payment/test-gateway/nonces', {
        clientToken: 'x',
        owner: 'T',
        number: '4111111111111111',
        month: 12,
        year: 2030,
        cvv: '123',
      });
      expect(nonce.statusCode).toBe(404);
      const csp = (app: typeof plain) =>
        app.app
          .inject({ method: 'GET', url: '/de/en' })
          .then((res) => String(res.headers['content-security-policy']));
      expect(await csp(withBraintree)).toContain('https://js.braintreegateway.com');
      expect(await csp(withBraintree)).toMatch(
        /frame-src 'self' https:\/\/assets\.braintreegateway\.com/,
      );
      expect(await csp(plain)).not.toContain('braintree');
    } finally {
      await withBraintree.close();
      await plain.close();
    }
  });
});
