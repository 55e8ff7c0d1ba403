import { describe, expect, it } from 'vitest';
import {
  effectivePriceRange,
  isPriceInRange,
  parsePriceBound,
  priceRangeInMinorUnits,
} from './price-filter.ts';

describe('parsePriceBound', () => {
  it('parses whole numbers from text and numbers', () => {
    expect(parsePriceBound('25')).toBe(25);
    expect(parsePriceBound(' 25 ')).toBe(25);
    expect(parsePriceBound(25)).toBe(25);
    expect(parsePriceBound('0')).toBe(0);
  });

  it('cuts off fractions, with either decimal mark', () => {
    expect(parsePriceBound('12.99')).toBe(12);
    expect(parsePriceBound('12,99')).toBe(12);
    expect(parsePriceBound(12.99)).toBe(12);
    expect(parsePriceBound('12.')).toBe(12);
  });

  it('makes negative bounds non-negative', () => {
    expect(parsePriceBound('-50')).toBe(50);
    expect(parsePriceBound(-50)).toBe(50);
    expect(parsePriceBound('-0.5')).toBe(0);
    expect(Object.is(parsePriceBound(-0.5), 0)).toBe(true);
  });

  it('treats empty, missing or non-numeric input as absent', () => {
    expect(parsePriceBound('')).toBeUndefined();
    expect(parsePriceBound('  ')).toBeUndefined();
    expect(parsePriceBound(null)).toBeUndefined();
    expect(parsePriceBound(undefined)).toBeUndefined();
    expect(parsePriceBound('abc')).toBeUndefined();
    expect(parsePriceBound('12abc')).toBeUndefined();
    expect(parsePriceBound('1e3')).toBeUndefined();
    expect(parsePriceBound('.5')).toBeUndefined();
    expect(parsePriceBound(Number.NaN)).toBeUndefined();
    expect(parsePriceBound(Infinity)).toBeUndefined();
  });

  it('treats numbers beyond safe integers as absent', () => {
    expect(parsePriceBound('99999999999999999999')).toBeUndefined();
    expect(parsePriceBound(1e21)).toBeUndefined();
  });
});

describe('effectivePriceRange', () => {
  it('applies both bounds when max is greater than min', () => {
    expect(effectivePriceRange('10', '50')).toEqual({ min: 10, max: 50 });
    expect(effectivePriceRange(0, 1)).toEqual({ min: 0, max: 1 });
  });

  it('applies neither bound when max equals min', () => {
    expect(effectivePriceRange('20', '20')).toEqual({});
  });

  it('applies neither bound when max is below min', () => {
    expect(effectivePriceRange('50', '10')).toEqual({});
  });

  it('compares the bounds after making them non-negative', () => {
    expect(effectivePriceRange('-10', '20')).toEqual({ min: 10, max: 20 });
    expect(effectivePriceRange('10', '-5')).toEqual({});
  });

  it('applies min alone', () => {
    expect(effectivePriceRange('10', '')).toEqual({ min: 10 });
    expect(effectivePriceRange('10', null)).toEqual({ min: 10 });
  });

  it('applies max alone, also zero', () => {
    expect(effectivePriceRange(undefined, '30')).toEqual({ max: 30 });
    expect(effectivePriceRange('x', 0)).toEqual({ max: 0 });
  });

  it('applies nothing when neither bound is given', () => {
    expect(effectivePriceRange('', '')).toEqual({});
  });
});

describe('priceRangeInMinorUnits', () => {
  it('converts whole units to cents and pence', () => {
    expect(priceRangeInMinorUnits({ min: 10, max: 50 }, 'EUR')).toEqual({ min: 1000, max: 5000 });
    expect(priceRangeInMinorUnits({ max: 3 }, 'GBP')).toEqual({ max: 300 });
  });

  it('keeps yen as they are, having no minor unit', () => {
    expect(priceRangeInMinorUnits({ min: 100 }, 'JPY')).toEqual({ min: 100 });
  });
});

describe('isPriceInRange', () => {
  it('includes both bounds', () => {
    expect(isPriceInRange(1000, { min: 1000, max: 5000 })).toBe(true);
    expect(isPriceInRange(5000, { min: 1000, max: 5000 })).toBe(true);
    expect(isPriceInRange(999, { min: 1000, max: 5000 })).toBe(false);
    expect(isPriceInRange(5001, { min: 1000, max: 5000 })).toBe(false);
  });

  it('lets every price through an empty range', () => {
    expect(isPriceInRange(0, {})).toBe(true);
    expect(isPriceInRange(10 ** 12, {})).toBe(true);
  });
});
