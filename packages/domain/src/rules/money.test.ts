import { describe, expect, it } from 'vitest';
import { formatMoney, splitVat, vatAmount, vatClass } from './money.ts';

describe('formatMoney', () => {
  it('writes euros with the symbol after, dot thousands and comma decimals', () => {
    expect(formatMoney(123450, 'EUR')).toBe('1.234,50 €');
  });

  it('writes pounds and dollars with the symbol before and point decimals', () => {
    expect(formatMoney(123450, 'GBP')).toBe('£1,234.50');
    expect(formatMoney(123450, 'USD')).toBe('$1,234.50');
  });

  it('writes yen without decimals, one minor unit being one yen', () => {
    expect(formatMoney(1235, 'JPY')).toBe('¥1,235');
    expect(formatMoney(0, 'JPY')).toBe('¥0');
  });

  it('writes zero and single cents with two decimals', () => {
    expect(formatMoney(0, 'EUR')).toBe('0,00 €');
    expect(formatMoney(1, 'EUR')).toBe('0,01 €');
    expect(formatMoney(5, 'GBP')).toBe('£0.05');
    expect(formatMoney(100, 'USD')).toBe('$1.00');
  });

  it('groups millions', () => {
    expect(formatMoney(123456789, 'EUR')).toBe('1.234.567,89 €');
    expect(formatMoney(123456789, 'GBP')).toBe('£1,234,567.89');
  });

  it('writes negative amounts with a plain leading minus', () => {
    expect(formatMoney(-123450, 'EUR')).toBe('-1.234,50 €');
    expect(formatMoney(-5, 'GBP')).toBe('-£0.05');
  });

  it('writes every amount as Intl does in the currency’s locale, spaces and minus made plain', () => {
    const locales = { EUR: 'de-DE', GBP: 'en-GB', USD: 'en-US', JPY: 'en-US' } as const;
    const amounts = [0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 123456789];
    for (let power = 0; power <= 15; power++) {
      amounts.push(10 ** power, 10 ** power - 1, Math.floor(10 ** power * 0.7345) + 3);
    }
    amounts.push(Number.MAX_SAFE_INTEGER);
    for (const [currency, locale] of Object.entries(locales)) {
      const money = currency as keyof typeof locales;
      const intl = new Intl.NumberFormat(locale, { style: 'currency', currency });
      const digits = money === 'JPY' ? 0 : 2;
      for (const amount of [...amounts, ...amounts.map((a) => -a)]) {
        const units = BigInt(Math.abs(amount));
        const scale = 10n ** BigInt(digits);
        const sign = amount < 0 ? '-' : '';
        const decimal =
          digits === 0
            ? `${sign}${units}`
            : `${sign}${units / scale}.${(units % scale).toString().padStart(digits, '0')}`;
        const expected = intl
          .format(decimal as Intl.StringNumericLiteral)
          .replace(/[\u00a0\u202f]/g, ' ')
          .replace(/\u2212/g, '-')
          // Intl writes minus zero as '-0,00 €'; an amount of 0 has no sign
          .replace(/^-(?=\D*0[.,]?0*\D*$)/, '');
        expect(formatMoney(amount, money), `${amount} ${currency}`).toBe(expected);
      }
    }
  });

  it('uses only plain spaces, never no-break ones', () => {
    expect(formatMoney(100, 'EUR')).toBe('1,00\u0020€');
    expect(formatMoney(100, 'EUR')).not.toMatch(/[\u00a0\u202f]/);
  });

  it('formats the largest safe integer digit for digit', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'EUR')).toBe('90.071.992.547.409,91 €');
  });

  it('refuses amounts that are not integer minor units', () => {
    expect(() => formatMoney(12.5, 'EUR')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, 'EUR')).toThrow(RangeError);
    expect(() => formatMoney(2 ** 53, 'EUR')).toThrow(RangeError);
  });
});

describe('vatClass', () => {
  it('counts rates above 10 percent as normal', () => {
    expect(vatClass(19)).toBe('normal');
    expect(vatClass(20)).toBe('normal');
    expect(vatClass(10.01)).toBe('normal');
  });

  it('counts 10 percent and below as reduced', () => {
    expect(vatClass(10)).toBe('reduced');
    expect(vatClass(7)).toBe('reduced');
    expect(vatClass(5.5)).toBe('reduced');
    expect(vatClass(0)).toBe('reduced');
  });
});

describe('vatAmount', () => {
  it('computes 19 percent of a round amount exactly', () => {
    expect(vatAmount(10000, 19)).toBe(1900);
  });

  it('rounds half a cent up', () => {
    // 50 × 19 % = 9.5 cents
    expect(vatAmount(50, 19)).toBe(10);
    // 1090 × 19 % = 207.1 cents
    expect(vatAmount(1090, 19)).toBe(207);
    // 10890 × 19 % = 2069.1 cents
    expect(vatAmount(10890, 19)).toBe(2069);
  });

  it('rounds just below half a cent down', () => {
    // 7 × 7 % = 0.49 cents
    expect(vatAmount(7, 7)).toBe(0);
    // 8 × 7 % = 0.56 cents
    expect(vatAmount(8, 7)).toBe(1);
  });

  it('handles rates with decimals without float error', () => {
    // 1000 × 5.5 % = 55 cents; 5.5 × 100 is exact, but 1.15 × 100 is not in binary.
    expect(vatAmount(1000, 5.5)).toBe(55);
    // 30 × 1.15 % = 0.345 cents → 0; 50 × 1.15 % = 0.575 → 1
    expect(vatAmount(30, 1.15)).toBe(0);
    expect(vatAmount(50, 1.15)).toBe(1);
    // 100 × 7.7 % = 7.7 cents → 8
    expect(vatAmount(100, 7.7)).toBe(8);
  });

  it('rounds credits half away from zero, mirroring the charge', () => {
    expect(vatAmount(-50, 19)).toBe(-10);
    expect(vatAmount(-1090, 19)).toBe(-207);
  });

  it('charges nothing at a zero rate or on a zero amount', () => {
    expect(vatAmount(12345, 0)).toBe(0);
    expect(vatAmount(0, 19)).toBe(0);
  });

  it('stays exact for very large amounts', () => {
    // MAX_SAFE_INTEGER × 19 % = 1711367858400788.29
    expect(vatAmount(Number.MAX_SAFE_INTEGER, 19)).toBe(1_711_367_858_400_788);
  });

  it('refuses non-integer amounts and impossible rates', () => {
    expect(() => vatAmount(10.5, 19)).toThrow(RangeError);
    expect(() => vatAmount(100, -1)).toThrow(RangeError);
    expect(() => vatAmount(100, 101)).toThrow(RangeError);
    expect(() => vatAmount(100, 19.005)).toThrow(RangeError);
    expect(() => vatAmount(100, Number.NaN)).toThrow(RangeError);
  });
});

describe('splitVat', () => {
  it('sums net and VAT into the normal and reduced classes', () => {
    expect(
      splitVat([
        { netMinor: 10000, ratePercent: 19 },
        { netMinor: 5000, ratePercent: 7 },
        { netMinor: 2000, ratePercent: 19 },
      ]),
    ).toEqual({
      normal: { netMinor: 12000, vatMinor: 2280 },
      reduced: { netMinor: 5000, vatMinor: 350 },
    });
  });

  it('rounds once per rate on the summed net, not per line', () => {
    // Per line 2 × 19 % = 0.38 cents rounds to 0; on the summed 8 cents it is 1.52, so 2.
    const lines = Array.from({ length: 4 }, () => ({ netMinor: 2, ratePercent: 19 }));
    expect(splitVat(lines).normal).toEqual({ netMinor: 8, vatMinor: 2 });
  });

  it('gives zero totals for no lines', () => {
    expect(splitVat([])).toEqual({
      normal: { netMinor: 0, vatMinor: 0 },
      reduced: { netMinor: 0, vatMinor: 0 },
    });
  });
});
