import { describe, expect, it } from 'vitest';
import { isValidGtin } from './gtin.ts';

describe('isValidGtin', () => {
  it.each(['4006381333931', '96385074', '036000291452', '10012345678902'])(
    'accepts %s, whose check digit fits',
    (code) => {
      expect(isValidGtin(code)).toBe(true);
    },
  );

  it.each(['4006381333932', '96385075', '036000291453', '10012345678903'])(
    'refuses %s, whose check digit is one off',
    (code) => {
      expect(isValidGtin(code)).toBe(false);
    },
  );

  it.each([
    '',
    '1234567',
    '123456789',
    '12345678901',
    '123456789012345',
    '400638133393A',
    ' 96385074',
  ])('refuses %j, which has no barcode length or a character other than a digit', (code) => {
    expect(isValidGtin(code)).toBe(false);
  });
});
