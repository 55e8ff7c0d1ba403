import { describe, expect, it } from 'vitest';
import { feedAvailability, feedPrice, googlePrice } from './product-feed.ts';

describe('the price a feed carries', () => {
  it('is the purchase price, the recommended retail price or the purchase price marked up', () => {
    expect(feedPrice({ kind: 'purchase' }, 1000, 1999)).toBe(1000);
    expect(feedPrice({ kind: 'retail' }, 1000, 1999)).toBe(1999);
    expect(feedPrice({ kind: 'markup', percent: 35 }, 1000, 1999)).toBe(1350);
    // rounded half up to the minor unit
    expect(feedPrice({ kind: 'markup', percent: 15 }, 333, null)).toBe(383);
    expect(feedPrice({ kind: 'markup', percent: 0 }, 333, null)).toBe(333);
  });

  it('is missing when the chosen price is', () => {
    expect(feedPrice({ kind: 'retail' }, 1000, null)).toBeNull();
    expect(feedPrice({ kind: 'purchase' }, null, 1999)).toBeNull();
    expect(feedPrice({ kind: 'markup', percent: 10 }, null, 1999)).toBeNull();
  });
});

describe("a feed's availability", () => {
  it('names pre-orders, arriving articles, stock and the rest as Google does', () => {
    expect(feedAvailability('preorder', 0)).toBe('preorder');
    expect(feedAvailability('inTake', 0)).toBe('backorder');
    expect(feedAvailability('inStockOverdue', 3)).toBe('backorder');
    expect(feedAvailability('inStock', 5)).toBe('in_stock');
    expect(feedAvailability('partialStock', 1)).toBe('in_stock');
    expect(feedAvailability('inStock', 0)).toBe('out_of_stock');
    expect(feedAvailability('inquiry', 9)).toBe('out_of_stock');
  });
});

describe("Google's price text", () => {
  it('writes a point and the currency code', () => {
    expect(googlePrice(1234, 'EUR', 2)).toBe('12.34 EUR');
    expect(googlePrice(5, 'GBP', 2)).toBe('0.05 GBP');
    expect(googlePrice(1235, 'JPY', 0)).toBe('1235 JPY');
  });
});
