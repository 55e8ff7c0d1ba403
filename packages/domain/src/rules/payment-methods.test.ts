import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAY_TYPE,
  PAY_TYPES,
  PAY_TYPE_VALUES,
  isPayType,
  isPaymentMethodAvailable,
  orderPayType,
  orderPayTypes,
  paySettlement,
  payTypeOf,
  paymentMethodsFor,
} from './payment-methods.ts';

describe('isPaymentMethodAvailable', () => {
  it('offers a method without country lists everywhere', () => {
    expect(isPaymentMethodAvailable({ restricted: [], exclusive: [] }, 'DE')).toBe(true);
    expect(isPaymentMethodAvailable({}, 'GB')).toBe(true);
    expect(isPaymentMethodAvailable({ restricted: null, exclusive: null }, 'FR')).toBe(true);
  });

  it('hides a method for a restricted country', () => {
    const method = { restricted: ['CH', 'NO'], exclusive: [] };
    expect(isPaymentMethodAvailable(method, 'CH')).toBe(false);
    expect(isPaymentMethodAvailable(method, 'DE')).toBe(true);
  });

  it('shows a method with an exclusive list only for those countries', () => {
    const method = { restricted: [], exclusive: ['DE', 'AT'] };
    expect(isPaymentMethodAvailable(method, 'AT')).toBe(true);
    expect(isPaymentMethodAvailable(method, 'FR')).toBe(false);
  });

  it('hides a country that is both exclusive and restricted', () => {
    expect(isPaymentMethodAvailable({ restricted: ['DE'], exclusive: ['DE'] }, 'DE')).toBe(false);
  });

  it('compares country codes regardless of case and spaces', () => {
    expect(isPaymentMethodAvailable({ restricted: ['ch'] }, ' CH ')).toBe(false);
    expect(isPaymentMethodAvailable({ exclusive: ['De'] }, 'de')).toBe(true);
  });
});

describe('paymentMethodsFor', () => {
  it('keeps the offered methods in order', () => {
    const methods = [
      { value: 'prepayment', restricted: [], exclusive: [] },
      { value: 'sepa', restricted: [], exclusive: ['DE', 'AT'] },
      { value: 'invoice', restricted: ['GB'], exclusive: [] },
    ];
    expect(paymentMethodsFor(methods, 'DE').map((m) => m.value)).toEqual([
      'prepayment',
      'sepa',
      'invoice',
    ]);
    expect(paymentMethodsFor(methods, 'GB').map((m) => m.value)).toEqual(['prepayment']);
  });
});

describe('pay types', () => {
  it('has the twelve pay types of the spec', () => {
    expect(PAY_TYPE_VALUES).toEqual([1, 2, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14]);
    expect(PAY_TYPES[8]).toBe('creditCard');
    expect(PAY_TYPES[13]).toBe('sepaCompany');
    expect([PAY_TYPES[5], PAY_TYPES[12], PAY_TYPES[14]]).toEqual(['invoice', 'invoice', 'invoice']);
  });

  it('defaults to prepayment', () => {
    expect(DEFAULT_PAY_TYPE).toBe(4);
    expect(PAY_TYPES[DEFAULT_PAY_TYPE]).toBe('prepayment');
  });

  it('recognises only the listed values', () => {
    expect(isPayType(11)).toBe(true);
    for (const value of [0, 3, 7, 15, '4', null]) expect(isPayType(value)).toBe(false);
  });

  it('falls back to prepayment for unknown values', () => {
    expect(payTypeOf(8)).toBe(8);
    expect(payTypeOf(3)).toBe(4);
    expect(payTypeOf(undefined)).toBe(4);
  });
});

describe('paySettlement', () => {
  it('pays prepayment before dispatch, a card after the invoice and the rest on invoice', () => {
    expect(paySettlement(4)).toBe('beforeDispatch');
    expect(paySettlement(8)).toBe('cardAfterInvoice');
    for (const payType of [1, 2, 5, 6, 9, 10, 11, 12, 13, 14] as const) {
      expect(paySettlement(payType)).toBe('onInvoice');
    }
  });
});

describe('orderPayTypes', () => {
  it('offers a prepayment account only prepayment', () => {
    expect(orderPayTypes(4)).toEqual([4]);
    expect(orderPayTypes(null)).toEqual([DEFAULT_PAY_TYPE]);
    expect(orderPayTypes(3)).toEqual([4]);
  });

  it('offers an account on credit its own pay type first, then prepayment', () => {
    expect(orderPayTypes(5)).toEqual([5, 4]);
    expect(orderPayTypes(14)).toEqual([14, 4]);
    expect(orderPayTypes(8)).toEqual([8, 4]);
  });
});

describe('orderPayType', () => {
  it("orders with the account's pay type when the order names none or the same", () => {
    expect(orderPayType(5, undefined)).toBe(5);
    expect(orderPayType(5, 5)).toBe(5);
    expect(orderPayType(null, undefined)).toBe(DEFAULT_PAY_TYPE);
    expect(orderPayType(3, 4)).toBe(4);
  });

  it('lets an account on credit order with prepayment', () => {
    expect(orderPayType(5, 4)).toBe(4);
    expect(orderPayType(8, 4)).toBe(4);
  });

  it('refuses any other pay type, also one that means the same', () => {
    expect(orderPayType(4, 5)).toBeNull();
    expect(orderPayType(4, 12)).toBeNull();
    expect(orderPayType(5, 12)).toBeNull();
    expect(orderPayType(8, 5)).toBeNull();
    expect(orderPayType(5, 8)).toBeNull();
  });
});
