/**
 * What the basket's quick order says of an article it looked up
 * (docs/product/basket.md#basket-quick-order, docs/decisions/119-quick-order-lookup.md): the same
 * refusals, in the same order, as an add into the basket (the server's putArticle) would meet.
 */
import { availableUnits, type StockArticle } from './basket-line.ts';
import { countsInCases } from './quantity.ts';
import type { LookupRefusal } from './lookup-refusals.ts';

/**
 * Why the article cannot go into the basket now, or null when one case (or piece) of it can:
 * the account's basket is blocked, the article is sold out, not one whole case is available
 * (stock or the maximum per order in force), or it has no price in the account's currency.
 */
export function lookupRefusal(input: {
  /** maxQty is the one in force today (article-dates.ts maxQtyInForce) */
  article: StockArticle & { caseQuantity: number };
  hasPrice: boolean;
  basketBlocked: boolean;
}): LookupRefusal | null {
  const { article } = input;
  if (input.basketBlocked) return 'basketBlocked';
  if (article.state === 'soldOut') return 'soldOut';
  const perCase = countsInCases(article.caseQuantity) ? article.caseQuantity : 1;
  if (availableUnits(article) < perCase) return 'noStock';
  return input.hasPrice ? null : 'noPrice';
}
