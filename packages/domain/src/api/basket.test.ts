import { describe, expect, it } from 'vitest';
import {
  basketAnswerSchema,
  basketAnswerWithoutPricesSchema,
  withoutPrices,
  type BasketAnswer,
} from './basket.ts';

const variant = {
  articleNumber: 'FIG-1001',
  quantity: 2,
  cases: 2,
  caseQuantity: 1,
  price: 1250,
  previousPrice: 1300,
  lineTotal: 2500,
  taxRate: 19,
  image: '/images/FIG-1001.svg',
  names: { name: 'Starship Figure' },
  eta: { date: null },
  ean: '4260187000408',
  state: 'inStock',
  availableQty: 40,
  allowDropshipping: true,
  soldOut: false,
  noStock: false,
  noQty: false,
  oldPrice: true,
  oldQty: false,
  addedAt: '2026-11-25T10:00:00.000Z',
};

const answer: BasketAnswer = basketAnswerSchema.parse({
  basketId: 7,
  reference: 'PO-1',
  notice: '',
  currencies: [
    {
      currency: 'EUR',
      articles: [
        {
          articleNumber: 'FIG-1001',
          name: 'Starship Figure',
          image: '/images/FIG-1001.svg',
          quantity: 2,
          singlePrice: 1250,
          previousPrice: 1300,
          variants: [variant],
        },
      ],
      totals: {
        net: 2500,
        shipping: 1500,
        freeShippingFrom: 25000,
        shippingFee: 1500,
        vatNormal: 760,
        vatReduced: 0,
        total: 4760,
      },
    },
  ],
  notValidArticles: {
    countSoldOut: 0,
    countNoStock: 0,
    countNoQty: 0,
    countOldPrice: 1,
    countOldQty: 0,
  },
  notAvailableArticles: [],
  count: 1,
  lastAdded: [
    { articleNumber: 'FIG-1001', name: 'Starship Figure', image: '/images/FIG-1001.svg' },
  ],
  blocked: false,
  blockBasket: false,
  taxFree: false,
  payType: 4,
  shippingCountry: 'DE',
  dropshipping: {
    enabled: true,
    possible: true,
    problems: [],
    shippingCost: { parcels: 1, carrier: false, net: 1090, vat: 207, gross: 1297, currency: 'EUR' },
  },
});

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
    expect(article.variants[0]).toMatchObject({ quantity: 2, oldPrice: true });
    expect(hidden.dropshipping).not.toHaveProperty('shippingCost');
    expect(hidden.notValidArticles.countOldPrice).toBe(1);
  });
});
