import { describe, expect, it } from 'vitest';
import {
  basketAnswerSchema,
  basketAnswerWithoutPricesSchema,
  withoutPrices,
  type BasketAnswer,
} from './basket.ts';
import { basket, line } from '../testing/basket.fixtures.ts';

/** The test basket with a price that changed since adding, and a dropshipping cost. */
const answer: BasketAnswer = basketAnswerSchema.parse(
  basket(
    [
      line({
        previousPrice: 1300,
        oldPrice: true,
        priceTiers: [
          { amount: 1, price: 1200 },
          { amount: 10, price: 1100 },
        ],
      }),
    ],
    {
      reference: 'PO-1',
      dropshipping: {
        enabled: true,
        possible: true,
        problems: [],
        shippingCost: {
          parcels: 1,
          carrier: false,
          net: 1090,
          vat: 207,
          gross: 1297,
          currency: 'EUR',
        },
      },
    },
  ),
);

describe('withoutPrices', () => {
  it('removes every amount and keeps lines, flags and counts', () => {
    const hidden = withoutPrices(answer);
    expect(basketAnswerWithoutPricesSchema.parse(hidden)).toEqual(hidden);
    expect(hidden.pricesHidden).toBe(true);
    const article = hidden.currencies[0]!.articles[0]!;
    expect(article).not.toHaveProperty('singlePrice');
    expect(article).not.toHaveProperty('previousPrice');
    expect(article.variants[0]).not.toHaveProperty('price');
    expect(article.variants[0]).not.toHaveProperty('lineTotal');
    expect(article.variants[0]).not.toHaveProperty('previousPrice');
    expect(article.variants[0]).not.toHaveProperty('priceTiers');
    expect(article.variants[0]).toMatchObject({ quantity: 2, oldPrice: true });
    expect(hidden.dropshipping).not.toHaveProperty('shippingCost');
    expect(hidden.notValidArticles.countOldPrice).toBe(1);
  });
});
