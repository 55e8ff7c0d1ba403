import { describe, expect, it } from 'vitest';
import { creditLineUse, isBilledToCard, isCardPayable } from './invoice-payment.ts';

const CARD = 8;

describe('isCardPayable', () => {
  const open = { paymentMethodId: CARD, canceled: false, paid: false, total: 1 };

  it('takes an open invoice of the card payment method that owes money', () => {
    expect(isCardPayable(open, CARD)).toBe(true);
  });

  it('refuses a paid, a cancelled, a credit and another method’s invoice', () => {
    expect(isCardPayable({ ...open, paid: true }, CARD)).toBe(false);
    expect(isCardPayable({ ...open, canceled: true }, CARD)).toBe(false);
    expect(isCardPayable({ ...open, total: 0 }, CARD)).toBe(false);
    expect(isCardPayable({ ...open, total: -100 }, CARD)).toBe(false);
    expect(isCardPayable({ ...open, paymentMethodId: 5 }, CARD)).toBe(false);
  });

  it('follows the configured payment method id', () => {
    expect(isCardPayable({ ...open, paymentMethodId: 5 }, 5)).toBe(true);
    expect(isCardPayable(open, 5)).toBe(false);
  });
});

describe('isBilledToCard', () => {
  it('takes a paid card invoice too, but no cancelled one or credit', () => {
    const billed = { paymentMethodId: CARD, canceled: false, total: 1 };
    expect(isBilledToCard(billed, CARD)).toBe(true);
    expect(isBilledToCard({ ...billed, canceled: true }, CARD)).toBe(false);
    expect(isBilledToCard({ ...billed, total: 0 }, CARD)).toBe(false);
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
