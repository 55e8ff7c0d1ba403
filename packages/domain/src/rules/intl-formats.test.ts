import { describe, expect, it } from 'vitest';
import { countryName, dateTimeFormat, numberFormat } from './intl-formats.ts';

describe('shared Intl formatters', () => {
  it('builds a formatter once per locale and options', () => {
    const options = { dateStyle: 'short', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('de', options)).toBe(dateTimeFormat('de', { ...options }));
    expect(dateTimeFormat('de', options)).not.toBe(dateTimeFormat('en-GB', options));
    expect(numberFormat('de', { maximumFractionDigits: 1 })).toBe(
      numberFormat('de', { maximumFractionDigits: 1 }),
    );
  });

  it('formats as Intl does', () => {
    const date = new Date(Date.UTC(2026, 10, 27));
    expect(dateTimeFormat('de', { dateStyle: 'short', timeZone: 'UTC' }).format(date)).toBe(
      '27.11.26',
    );
    expect(numberFormat('de', { maximumFractionDigits: 1 }).format(1.25)).toBe('1,3');
  });

  it('names countries in the language, or keeps the code', () => {
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('GB', 'en')).toBe('United Kingdom');
    expect(countryName('XX', 'en')).toBe('XX');
  });
});
