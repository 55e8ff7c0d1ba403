import { describe, expect, it } from 'vitest';
import {
  customerNumberSchema,
  customerNumberSuffix,
  customerNumberSuffixSchema,
  formatCustomerNumber,
  parseCustomerNumber,
} from './customer-number.ts';

describe('parseCustomerNumber', () => {
  it('splits region and number', () => {
    expect(parseCustomerNumber('DE/12345')).toEqual({
      ok: true,
      value: { region: 'DE', number: '12345' },
    });
    expect(parseCustomerNumber('UK/7')).toEqual({ ok: true, value: { region: 'UK', number: '7' } });
  });

  it('upper-cases the region and ignores surrounding spaces', () => {
    expect(parseCustomerNumber(' fr/00042 ')).toEqual({
      ok: true,
      value: { region: 'FR', number: '00042' },
    });
  });

  it('refuses empty input', () => {
    expect(parseCustomerNumber('')).toEqual({ ok: false, error: 'empty' });
    expect(parseCustomerNumber('   ')).toEqual({ ok: false, error: 'empty' });
  });

  it.each([
    '12345',
    'DE12345',
    'DE/',
    '/12345',
    'DEU/123',
    'D/123',
    'DE/12a',
    'DE/-1',
    'DE//1',
    'DE/1/2',
    'DE / 1',
    'DE/12345678901',
    '1E/123',
  ])('refuses %j', (text) => {
    expect(parseCustomerNumber(text)).toEqual({ ok: false, error: 'format' });
  });

  it('round-trips through formatting', () => {
    const result = parseCustomerNumber('de/0815');
    expect(result.ok && formatCustomerNumber(result.value)).toBe('DE/0815');
  });
});

describe('customerNumberSuffix', () => {
  it('gives the number part for account URLs, keeping leading zeros', () => {
    expect(customerNumberSuffix('DE/12345')).toBe('12345');
    expect(customerNumberSuffix('UK/00042')).toBe('00042');
  });

  it('gives null for text that is not a customer number', () => {
    expect(customerNumberSuffix('12345')).toBeNull();
  });
});

describe('schemas', () => {
  it('accept only canonical customer numbers', () => {
    expect(customerNumberSchema.safeParse('DE/12345').success).toBe(true);
    expect(customerNumberSchema.safeParse('de/12345').success).toBe(false);
    expect(customerNumberSchema.safeParse(' DE/1').success).toBe(false);
  });

  it('accept only digit suffixes', () => {
    expect(customerNumberSuffixSchema.safeParse('12345').success).toBe(true);
    expect(customerNumberSuffixSchema.safeParse('DE/12345').success).toBe(false);
    expect(customerNumberSuffixSchema.safeParse('..').success).toBe(false);
    expect(customerNumberSuffixSchema.safeParse('').success).toBe(false);
  });
});
