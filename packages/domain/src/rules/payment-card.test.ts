import { describe, expect, it } from 'vitest';
import { cardBrandOf, cardDigits, cardProblems, passesLuhn } from './payment-card.ts';

const today = { year: 2026, month: 11 };
const valid = {
  owner: 'Tilda Throwaway',
  number: '4111 1111 1111 1111',
  month: '12',
  year: '2030',
  cvv: '123',
};

describe('card brands', () => {
  it('knows Visa and MasterCard (both ranges) and nothing else', () => {
    expect(cardBrandOf('4111111111111111')).toBe('visa');
    expect(cardBrandOf('4222222222222')).toBe('visa');
    expect(cardBrandOf('5555555555554444')).toBe('mastercard');
    expect(cardBrandOf('5105105105105100')).toBe('mastercard');
    expect(cardBrandOf('2221000000000009')).toBe('mastercard');
    expect(cardBrandOf('2720990000000007')).toBe('mastercard');
    expect(cardBrandOf('2220990000000000')).toBeNull();
    expect(cardBrandOf('2721000000000000')).toBeNull();
    expect(cardBrandOf('5610591081018250')).toBeNull();
    expect(cardBrandOf('378282246310005')).toBeNull();
    expect(cardBrandOf('6011111111111117')).toBeNull();
    expect(cardBrandOf('41111111111111')).toBeNull();
  });

  it('checks the Luhn digit and drops spaces and dashes', () => {
    expect(cardDigits('4111-1111 1111 1111')).toBe('4111111111111111');
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('41x1')).toBe(false);
  });
});

describe('the card editor rules', () => {
  it('accepts a complete Visa card', () => {
    expect(cardProblems(valid, today)).toEqual({});
  });

  it('requires owner, number, month, year and check code', () => {
    expect(cardProblems({ owner: ' ', number: '', month: '', year: '', cvv: '' }, today)).toEqual({
      owner: 'required',
      number: 'required',
      month: 'required',
      year: 'required',
      cvv: 'required',
    });
  });

  it('refuses another brand, a wrong number and bad dates', () => {
    expect(cardProblems({ ...valid, number: '378282246310005' }, today)).toEqual({
      number: 'brand',
    });
    expect(cardProblems({ ...valid, number: '4111111111111112' }, today)).toEqual({
      number: 'invalid',
    });
    expect(cardProblems({ ...valid, month: '13' }, today)).toEqual({ month: 'invalid' });
    expect(cardProblems({ ...valid, month: '0' }, today)).toEqual({ month: 'invalid' });
    expect(cardProblems({ ...valid, year: '30' }, today)).toEqual({ year: 'invalid' });
    expect(cardProblems({ ...valid, cvv: '12' }, today)).toEqual({ cvv: 'invalid' });
  });

  it('takes the current month and refuses the one before', () => {
    expect(cardProblems({ ...valid, month: '11', year: '2026' }, today)).toEqual({});
    expect(cardProblems({ ...valid, month: '10', year: '2026' }, today)).toEqual({
      year: 'expired',
    });
    expect(cardProblems({ ...valid, month: '12', year: '2025' }, today)).toEqual({
      year: 'expired',
    });
  });
});
