import { describe, expect, it } from 'vitest';
import { initialVariant, type VariantCandidate } from './initial-variant.ts';

function variant(
  articleNumber: string,
  value: string,
  order: number,
  hasStock: boolean,
  price: number | null = 1000,
): VariantCandidate {
  return { articleNumber, value, order, hasStock, price };
}

const BASE = 1000;

describe('initialVariant', () => {
  it('returns null when there are no variants', () => {
    expect(initialVariant([], BASE)).toBeNull();
  });

  it('opens with the first variant that has stock', () => {
    const result = initialVariant(
      [variant('A-S', 'S', 1, false), variant('A-M', 'M', 2, true), variant('A-XL', 'XL', 3, true)],
      BASE,
    );
    expect(result).toEqual({
      variant: expect.objectContaining({ articleNumber: 'A-M' }),
      hotDeal: false,
    });
  });

  it('opens with the first variant when none has stock and there is no size L', () => {
    const result = initialVariant(
      [variant('A-S', 'S', 1, false), variant('A-M', 'M', 2, false)],
      BASE,
    );
    expect(result?.variant.articleNumber).toBe('A-S');
  });

  it('takes "first" by order, not by input position', () => {
    const result = initialVariant(
      [variant('A-XL', 'XL', 3, true), variant('A-M', 'M', 2, true), variant('A-S', 'S', 1, false)],
      BASE,
    );
    expect(result?.variant.articleNumber).toBe('A-M');
  });

  it('prefers size L when it has stock, even if an earlier variant has stock', () => {
    const result = initialVariant(
      [variant('A-M', 'M', 1, true), variant('A-L', 'L', 2, true)],
      BASE,
    );
    expect(result?.variant.articleNumber).toBe('A-L');
  });

  it('prefers size L when no variant has stock', () => {
    const result = initialVariant(
      [variant('A-M', 'M', 1, false), variant('A-L', 'L', 2, false)],
      BASE,
    );
    expect(result?.variant.articleNumber).toBe('A-L');
  });

  it('skips size L without stock when another variant has stock', () => {
    const result = initialVariant(
      [variant('A-L', 'L', 1, false), variant('A-M', 'M', 2, true)],
      BASE,
    );
    expect(result?.variant.articleNumber).toBe('A-M');
  });

  it('recognises size L regardless of case and surrounding spaces', () => {
    const result = initialVariant(
      [variant('A-M', 'M', 1, true), variant('A-L', ' l ', 2, true)],
      BASE,
    );
    expect(result?.variant.articleNumber).toBe('A-L');
  });

  it('does not mistake XL for L', () => {
    const result = initialVariant(
      [variant('A-M', 'M', 1, true), variant('A-XL', 'XL', 2, true)],
      BASE,
    );
    expect(result?.variant.articleNumber).toBe('A-M');
  });

  it('lets the cheapest variant below the base price win and marks it hot deal', () => {
    const result = initialVariant(
      [
        variant('A-L', 'L', 1, true, 1000),
        variant('A-M', 'M', 2, false, 900),
        variant('A-S', 'S', 3, false, 800),
      ],
      BASE,
    );
    expect(result).toEqual({
      variant: expect.objectContaining({ articleNumber: 'A-S' }),
      hotDeal: true,
    });
  });

  it('does not mark a variant priced exactly at the base price as hot deal', () => {
    const result = initialVariant(
      [variant('A-S', 'S', 1, true, 1000), variant('A-M', 'M', 2, true, 1000)],
      BASE,
    );
    expect(result).toEqual({
      variant: expect.objectContaining({ articleNumber: 'A-S' }),
      hotDeal: false,
    });
  });

  it('ignores variants priced above the base price', () => {
    const result = initialVariant(
      [variant('A-S', 'S', 1, true, 1200), variant('A-M', 'M', 2, true, 1100)],
      BASE,
    );
    expect(result?.hotDeal).toBe(false);
    expect(result?.variant.articleNumber).toBe('A-S');
  });

  it('picks among equally cheap variants by stock and size', () => {
    const result = initialVariant(
      [
        variant('A-S', 'S', 1, false, 500),
        variant('A-M', 'M', 2, true, 500),
        variant('A-L', 'L', 3, false, 500),
      ],
      BASE,
    );
    expect(result).toEqual({
      variant: expect.objectContaining({ articleNumber: 'A-M' }),
      hotDeal: true,
    });
  });

  it('has no hot-deal rule without a base price', () => {
    const result = initialVariant(
      [variant('A-S', 'S', 1, true, 100), variant('A-L', 'L', 2, true, 1000)],
      null,
    );
    expect(result).toEqual({
      variant: expect.objectContaining({ articleNumber: 'A-L' }),
      hotDeal: false,
    });
  });

  it('ignores variants without a price for the hot-deal rule', () => {
    const result = initialVariant(
      [variant('A-S', 'S', 1, true, null), variant('A-M', 'M', 2, true, null)],
      BASE,
    );
    expect(result).toEqual({
      variant: expect.objectContaining({ articleNumber: 'A-S' }),
      hotDeal: false,
    });
  });

  it('does not reorder the caller’s array', () => {
    const input = [variant('B', 'M', 2, true), variant('A', 'S', 1, true)];
    initialVariant(input, BASE);
    expect(input.map((v) => v.articleNumber)).toEqual(['B', 'A']);
  });
});
