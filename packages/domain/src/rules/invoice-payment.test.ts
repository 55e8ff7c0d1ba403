import { describe, expect, it } from 'vitest';
import { CARD_PAYMENT_METHOD_ID, creditLineUse, isCardPayable } from './invoice-payment.ts';

describe('isCardPayable', () => {
  const open = { paymentMethodId: CARD_PAYMENT_METHOD_ID, canceled: false, paid: false, total: 1 };

  it('takes an open invoice of the card payment method that owes money', () => {
    expect(isCardPayable(open)).toBe(true);
  });

  it('refuses a paid, a cancelled, a credit and another method’s invoice', () => {
    expect(isCardPayable({ ...open, paid: true })).toBe(false);
    expect(isCardPayable({ ...open, canceled: true })).toBe(false);
    expect(isCardPayable({ ...open, total: 0 })).toBe(false);
    expect(isCardPayable({ ...open, total: -100 })).toBe(false);
    expect(isCardPayable({ ...open, paymentMethodId: 5 })).toBe(false);
  });
});

describe('creditLineUse', () => {
  it('adds open invoices and open orders and leaves the rest free', () => {
    expect(creditLineUse(100_000, 30_000, 20_000)).toEqual({
      line: 100_000,
      used: 50_000,
      free: 50_000,
    });
  });

  it('has nothing free exactly at the line and beyond it', () => {
    expect(creditLineUse(100_000, 100_000, 0).free).toBe(0);
    expect(creditLineUse(100_000, 99_999, 0).free).toBe(1);
    expect(creditLineUse(100_000, 80_000, 30_000)).toEqual({
      line: 100_000,
      used: 110_000,
      free: 0,
    });
  });

  it('never counts a negative use', () => {
    expect(creditLineUse(0, -5, 0)).toEqual({ line: 0, used: 0, free: 0 });
  });
});
