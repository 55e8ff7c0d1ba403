import { describe, expect, it } from 'vitest';
import {
  MAX_QUANTITY,
  casesFromUnits,
  countsInCases,
  digitsOnly,
  isValidQuantity,
  quantityFromInput,
  quantityOrNoneFromInput,
  quantitySchema,
  unitsFromCases,
} from './quantity.ts';

describe('isValidQuantity', () => {
  it('accepts positive integers up to the maximum', () => {
    expect(isValidQuantity(1)).toBe(true);
    expect(isValidQuantity(144)).toBe(true);
    expect(isValidQuantity(MAX_QUANTITY)).toBe(true);
  });

  it.each([
    ['-1', -1],
    ['0', 0],
    ['1.5', 1.5],
    ['the string "2"', '2'],
    ['1e21', 1e21],
    ['null', null],
    ['undefined', undefined],
    ['NaN', Number.NaN],
    ['Infinity', Infinity],
    ['one above the maximum', MAX_QUANTITY + 1],
    ['an unsafe integer', 2 ** 53],
  ])('refuses %s', (_label, value) => {
    expect(isValidQuantity(value)).toBe(false);
  });

  it('is backed by a schema usable in forms and routes', () => {
    expect(quantitySchema.safeParse(0).success).toBe(false);
    expect(quantitySchema.parse(3)).toBe(3);
  });
});

describe('quantity input', () => {
  it('keeps only digits while typing', () => {
    expect(digitsOnly('12a3')).toBe('123');
    expect(digitsOnly('-5')).toBe('5');
    expect(digitsOnly('1.5')).toBe('15');
    expect(digitsOnly(' ')).toBe('');
  });

  it('turns an empty input into 1', () => {
    expect(quantityFromInput('')).toBe(1);
    expect(quantityFromInput('abc')).toBe(1);
  });

  it('turns zero into 1', () => {
    expect(quantityFromInput('0')).toBe(1);
    expect(quantityFromInput('000')).toBe(1);
  });

  it('reads digits, ignoring leading zeros', () => {
    expect(quantityFromInput('7')).toBe(7);
    expect(quantityFromInput('007')).toBe(7);
  });

  it('lowers an input above the maximum to the maximum', () => {
    expect(quantityFromInput('1000001')).toBe(MAX_QUANTITY);
    expect(quantityFromInput('9'.repeat(30))).toBe(MAX_QUANTITY);
  });
});

describe('case quantities', () => {
  it('counts in cases only when a case holds more than one unit', () => {
    expect(countsInCases(6)).toBe(true);
    expect(countsInCases(2)).toBe(true);
    expect(countsInCases(1)).toBe(false);
    expect(countsInCases(0)).toBe(false);
    expect(countsInCases(-3)).toBe(false);
    expect(countsInCases(2.5)).toBe(false);
  });

  it('multiplies cases by the case quantity', () => {
    expect(unitsFromCases(3, 6)).toBe(18);
    expect(unitsFromCases(3, 1)).toBe(3);
    expect(unitsFromCases(3, 0)).toBe(3);
  });

  it('rounds part cases up', () => {
    expect(casesFromUnits(18, 6)).toBe(3);
    expect(casesFromUnits(19, 6)).toBe(4);
    expect(casesFromUnits(1, 6)).toBe(1);
    expect(casesFromUnits(0, 6)).toBe(0);
    expect(casesFromUnits(5, 1)).toBe(5);
  });
});

describe('quantityOrNoneFromInput', () => {
  it('keeps an empty, letter-only or zero input at 0', () => {
    expect(quantityOrNoneFromInput('')).toBe(0);
    expect(quantityOrNoneFromInput('abc')).toBe(0);
    expect(quantityOrNoneFromInput('000')).toBe(0);
  });

  it('reads 1 and above as typed', () => {
    expect(quantityOrNoneFromInput('1')).toBe(1);
    expect(quantityOrNoneFromInput('07')).toBe(7);
  });

  it('lowers an input above the maximum to the maximum, and keeps the maximum', () => {
    expect(quantityOrNoneFromInput(String(MAX_QUANTITY))).toBe(MAX_QUANTITY);
    expect(quantityOrNoneFromInput(String(MAX_QUANTITY + 1))).toBe(MAX_QUANTITY);
  });
});
