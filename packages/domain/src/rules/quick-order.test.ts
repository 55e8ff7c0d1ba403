import { describe, expect, it } from 'vitest';
import { lookupRefusal } from './quick-order.ts';

interface Article {
  state: string;
  stockQuantity: number;
  maxQty: number | null;
  caseQuantity: number;
}
const article: Article = { state: 'inStock', stockQuantity: 12, maxQty: null, caseQuantity: 6 };
const refusal = (changes: Partial<Article>, more = {}) =>
  lookupRefusal({
    article: { ...article, ...changes },
    hasPrice: true,
    basketBlocked: false,
    ...more,
  });

describe('what the quick order says of a looked-up article', () => {
  it('lets an article with a whole case in stock and a price go into the basket', () => {
    expect(refusal({})).toBeNull();
    expect(refusal({ stockQuantity: 6 })).toBeNull();
  });

  it('refuses when less than one case is in stock or allowed per order', () => {
    expect(refusal({ stockQuantity: 5 })).toBe('noStock');
    expect(refusal({ stockQuantity: 0, caseQuantity: 1 })).toBe('noStock');
    expect(refusal({ stockQuantity: 1, caseQuantity: 1 })).toBeNull();
    expect(refusal({ maxQty: 5 })).toBe('noStock');
    expect(refusal({ maxQty: 6 })).toBeNull();
  });

  it('lets articles ordered ahead of the goods in without stock', () => {
    expect(refusal({ state: 'preorder', stockQuantity: 0 })).toBeNull();
    expect(refusal({ state: 'inTake', stockQuantity: 0 })).toBeNull();
  });

  it('names a blocked basket first, then sold out, then stock, then a missing price', () => {
    expect(refusal({ state: 'soldOut', stockQuantity: 0 }, { basketBlocked: true })).toBe(
      'basketBlocked',
    );
    expect(refusal({ state: 'soldOut', stockQuantity: 0 }, { hasPrice: false })).toBe('soldOut');
    expect(refusal({ stockQuantity: 0 }, { hasPrice: false })).toBe('noStock');
    expect(refusal({}, { hasPrice: false })).toBe('noPrice');
  });
});
