import type { BasketAnswer, BasketVariant } from '../api/basket.ts';
import { basketTotals } from '../rules/basket-line.ts';

/**
 * Test support, for the domain's and the web's tests alike: the one test basket (a Starship
 * Figure line and what the server answers around it). Only tests import it.
 */

/** A basket line as the server sends it, for tests. */
export function line(overrides: Partial<BasketVariant> = {}): BasketVariant {
  return {
    articleNumber: 'FIG-1001',
    quantity: 2,
    cases: 2,
    caseQuantity: 1,
    price: 1250,
    lineTotal: 2500,
    taxRate: 19,
    image: '/images/FIG-1001.svg',
    names: { name: 'Starship Figure' },
    eta: { date: null, kind: 'eta' },
    ean: '4260187000408',
    state: 'inStock',
    availableQty: 40,
    allowDropshipping: true,
    soldOut: false,
    noStock: false,
    noQty: false,
    oldPrice: false,
    oldQty: false,
    addedAt: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

/** A basket of the given lines in euro for a German account, totalled as the server does. */
export function basket(
  lines: BasketVariant[],
  overrides: Partial<BasketAnswer> = {},
): BasketAnswer {
  const count = (key: 'soldOut' | 'noStock' | 'noQty' | 'oldPrice' | 'oldQty') =>
    lines.filter((entry) => entry[key]).length;
  return {
    basketId: 7,
    reference: '',
    notice: '',
    currencies:
      lines.length === 0
        ? []
        : [
            {
              currency: 'EUR',
              articles: lines.map((entry) => ({
                articleNumber: entry.articleNumber,
                name: entry.names.name,
                image: entry.image,
                quantity: entry.quantity,
                singlePrice: entry.price,
                ...(entry.previousPrice !== undefined
                  ? { previousPrice: entry.previousPrice }
                  : {}),
                variants: [entry],
              })),
              totals: basketTotals(lines, { shop: 'de', country: 'DE', vat: true }),
            },
          ],
    notValidArticles: {
      countSoldOut: count('soldOut'),
      countNoStock: count('noStock'),
      countNoQty: count('noQty'),
      countOldPrice: count('oldPrice'),
      countOldQty: count('oldQty'),
    },
    notAvailableArticles: lines
      .filter((entry) => entry.soldOut || entry.noStock || entry.noQty)
      .map((entry) => ({ articleNumber: entry.articleNumber })),
    count: lines.length,
    lastAdded: lines
      .slice(-2)
      .reverse()
      .map((entry) => ({
        articleNumber: entry.articleNumber,
        name: entry.names.name,
        image: entry.image,
      })),
    blocked: lines.some((entry) => entry.soldOut || entry.noStock || entry.noQty),
    blockBasket: false,
    taxFree: false,
    payType: 4,
    shippingCountry: 'DE',
    dropshipping: { enabled: true, possible: true, problems: [] },
    ...overrides,
  };
}
