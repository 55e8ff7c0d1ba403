import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../shops.ts';
import { formatDecimal } from './decimal-text.ts';

describe('formatDecimal', () => {
  it('writes what Intl writes, in every language, below and above 1000', () => {
    const values = [0, 0.04, 0.05, 0.15, 1.005, 2.25, 9.95, 12.35, 99.99, 999.94, 999.96, 1234.5];
    for (let tenths = 0; tenths < 10_000; tenths += 7) values.push(tenths / 10, tenths / 100);
    // collected and compared once: an expect per value made the test take seconds
    const mismatches: string[] = [];
    for (const language of LANGUAGES) {
      const locale = language === 'en' ? 'en-GB' : language;
      for (const digits of [0, 1, 2]) {
        const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
        for (const value of [...values, ...values.map((v) => -v)]) {
          const ours = formatDecimal(value, language, digits);
          const theirs = intl.format(value);
          if (ours !== theirs)
            mismatches.push(`${language} ${digits} ${value}: ${ours} ≠ ${theirs}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
