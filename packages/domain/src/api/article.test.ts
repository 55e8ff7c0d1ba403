import { describe, expect, it } from 'vitest';
import { articleDetailSchema, priceSystemSchema } from './article.ts';

const price = {
  price: 9990,
  singlePrice: 9990,
  rebate: 0,
  preorderRebate: 0,
  caseQuantity: 1,
  priceList: [],
  currency: 'EUR',
};

const article = {
  articleNumber: 'MT3000',
  articleNumbers: ['MT3000'],
  variants: [],
  stateInformation: [],
  information: {
    barcode: null,
    weight: null,
    delivery_type: null,
    oversize: false,
    producerCaseQuantity: null,
    firstSalesDay: null,
    packageType: 'display',
    singleStatus: 'available',
    type: 'display',
    countdown: null,
  },
  priceSystem: { ...price, type: 'fixedRetail' },
  images: [],
  localization: { Name: 'Booster display', Description: '', keywords: '' },
  producers: [],
  themes: [],
  productTypes: [],
  categories: [],
  categorisation: [],
  hotDeal: false,
  closeOut: false,
  damagedPackaging: null,
  initialVariant: null,
  taric: null,
  soldOutDate: null,
  maxQty: 4,
  maxQtyDate: '2026-12-20',
  isMagicItem: true,
  magicReleaseDate: '2027-01-15',
  magicNoPrereleaseDeadline: '2027-01-08',
  restriction: 'noMarketplaces',
  deliveryDelay: null,
  freightSurcharge: 0,
  gpsrInformation: null,
};

describe('the article contract', () => {
  it('carries the sales unit, single pieces, price kind, Magic dates, restriction and dated maximum', () => {
    const parsed = articleDetailSchema.parse(article);
    expect(parsed.information).toMatchObject({ type: 'display', singleStatus: 'available' });
    expect(parsed.priceSystem?.type).toBe('fixedRetail');
    expect(parsed).toMatchObject({
      maxQty: 4,
      maxQtyDate: '2026-12-20',
      isMagicItem: true,
      magicReleaseDate: '2027-01-15',
      magicNoPrereleaseDeadline: '2027-01-08',
      restriction: 'noMarketplaces',
    });
  });

  it('needs the sales unit, single pieces and price kind, null when there is none', () => {
    const { type: _type, ...information } = article.information;
    expect(articleDetailSchema.safeParse({ ...article, information }).success).toBe(false);
    expect(priceSystemSchema.safeParse(price).success).toBe(false);
    expect(priceSystemSchema.parse({ ...price, type: null }).type).toBeNull();
  });
});
