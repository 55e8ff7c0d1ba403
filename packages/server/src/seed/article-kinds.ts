import type { Currency } from '@shop/domain/shops.ts';

/**
 * What one sales unit of a demo article is, whether its pieces are also sold alone, and the kind
 * of its price (docs/decisions/095-article-types-and-dated-limits.md), drawn from the product type
 * and the plan, not from the random stream, so the rest of the demo catalog stays as it was.
 */

const ARTICLE_TYPES: Readonly<Record<string, string>> = {
  boosterDisplay: 'display',
  miniFigure: 'assortment',
  diceSet: 'set',
};

const SINGLE_STATUSES: Readonly<Record<string, string>> = {
  boosterDisplay: 'available',
  miniFigure: 'unavailable',
};

export function articleTypeOf(typeKey: string): string | null {
  return ARTICLE_TYPES[typeKey] ?? null;
}

export function singleStatusOf(typeKey: string): string | null {
  return SINGLE_STATUSES[typeKey] ?? null;
}

/**
 * Books in euros carry a fixed retail price (German and Austrian book price law); a hot deal's
 * price is a promotion. Every other price is an ordinary one.
 */
export function priceTypeOf(family: string, hotDeal: boolean, currency: Currency): string | null {
  if (family === 'book' && currency === 'EUR') return 'fixedRetail';
  return hotDeal ? 'promotion' : null;
}
