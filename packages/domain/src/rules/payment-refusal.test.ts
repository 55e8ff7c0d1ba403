import { describe, expect, it } from 'vitest';
import { cardRefusalCode, paymentAdvice } from './payment-refusal.ts';

describe('cardRefusalCode', () => {
  it.each([
    ['2000', 'PAYMENT_DECLINED'],
    ['2001', 'CARD_INSUFFICIENT_FUNDS'],
    ['2002', 'CARD_INSUFFICIENT_FUNDS'],
    ['2004', 'CARD_EXPIRED'],
    ['2010', 'CARD_CVC_INVALID'],
    ['2014', 'PAYMENT_FRAUD_SUSPECTED'],
    ['2053', 'PAYMENT_FRAUD_SUSPECTED'],
    ['2099', 'THREE_D_SECURE_FAILED'],
    ['2999', 'PAYMENT_DECLINED'],
    ['3000', 'PAYMENT_PROVIDER_FAILED'],
    ['3999', 'PAYMENT_PROVIDER_FAILED'],
  ])('maps the processor code %s to %s', (processorCode, code) => {
    expect(cardRefusalCode({ processorCode })).toBe(code);
  });

  it.each([
    ['cvv', 'CARD_CVC_INVALID'],
    ['avs_and_cvv', 'CARD_CVC_INVALID'],
    ['avs', 'PAYMENT_DECLINED'],
    ['fraud', 'PAYMENT_FRAUD_SUSPECTED'],
    ['risk_threshold', 'PAYMENT_FRAUD_SUSPECTED'],
    ['duplicate', 'PAYMENT_DUPLICATE'],
    ['three_d_secure', 'THREE_D_SECURE_FAILED'],
    ['token_issuance', 'PAYMENT_METHOD_INVALID'],
  ])('maps the gateway rejection %s to %s', (gatewayReason, code) => {
    expect(cardRefusalCode({ gatewayReason })).toBe(code);
  });

  it("takes the gateway's reason before the processor's code, and a plain decline without either", () => {
    expect(cardRefusalCode({ gatewayReason: 'fraud', processorCode: '2001' })).toBe(
      'PAYMENT_FRAUD_SUSPECTED',
    );
    expect(cardRefusalCode({ gatewayReason: 'unknown', processorCode: '2004' })).toBe(
      'CARD_EXPIRED',
    );
    expect(cardRefusalCode({})).toBe('PAYMENT_DECLINED');
    expect(cardRefusalCode({ processorCode: '1000' })).toBe('PAYMENT_DECLINED');
  });
});

describe('paymentAdvice', () => {
  it.each([
    ['PAYMENT_DECLINED', 'otherCard'],
    ['CARD_INSUFFICIENT_FUNDS', 'otherCard'],
    ['CARD_EXPIRED', 'otherCard'],
    ['THREE_D_SECURE_FAILED', 'otherCard'],
    ['CARD_CVC_INVALID', 'checkCard'],
    ['PAYMENT_METHOD_INVALID', 'checkCard'],
    ['NONCE_ALREADY_USED', 'checkCard'],
    ['INVOICE_TOTAL_MISMATCH', 'reopen'],
    ['INVOICES_PARTLY_PAID', 'reopen'],
    ['PAYMENT_PROVIDER_FAILED', 'tryLater'],
    ['PAYMENT_PROVIDER_TIMEOUT', 'tryLater'],
    ['PAYMENT_IN_PROGRESS', 'tryLater'],
    ['PAYMENT_FRAUD_SUSPECTED', 'contactUs'],
    ['PAYMENT_DUPLICATE', 'contactUs'],
    ['TOO_MANY_DECLINED_PAYMENTS', 'contactUs'],
    ['INVOICE_CANCELED', 'contactUs'],
    ['NOT_PAYABLE_BY_CARD', 'contactUs'],
  ])('advises %s: %s', (code, advice) => {
    expect(paymentAdvice(code)).toBe(advice);
  });

  it('sends a refusal it does not know to the shop', () => {
    expect(paymentAdvice('SOMETHING_NEW')).toBe('contactUs');
  });
});
