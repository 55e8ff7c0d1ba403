import type { ArticleDetail } from '@shop/domain/api/article.ts';

/** A hoodie in three sizes, its initial variant a pre-order: the article of the page's tests. */
export function hoodie(overrides: Partial<ArticleDetail> = {}): ArticleDetail {
  const sizes = ['S', 'M', 'L'];
  return {
    articleNumber: 'LL1225',
    articleNumbers: ['LL1225', ...sizes.map((size) => `LL1225-${size}`)],
    variants: sizes.map((value, order) => ({ articleNumber: `LL1225-${value}`, value, order })),
    stateInformation: [
      {
        articleNumber: 'LL1225-S',
        state: 'soldOut',
        hasStock: false,
        lowStock: false,
        etaDate: null,
        preorderDate: null,
      },
      {
        articleNumber: 'LL1225-M',
        state: 'inStock',
        hasStock: true,
        lowStock: false,
        etaDate: null,
        preorderDate: null,
      },
      {
        articleNumber: 'LL1225-L',
        state: 'preorder',
        hasStock: false,
        lowStock: false,
        etaDate: null,
        preorderDate: '2026-05-25',
      },
    ],
    information: {
      barcode: '4260187000408',
      weight: 645,
      delivery_type: 'parcel',
      oversize: false,
      producerCaseQuantity: 6,
      firstSalesDay: null,
      countdown: null,
      packageType: 'polybag',
      singleStatus: null,
      type: null,
    },
    images: [{ path: '/images/LL1225.svg', kind: 'main' }],
    localization: { Name: 'Cobalt Academy Hoodie', Description: 'Warm.', keywords: '' },
    producers: [{ id: 255, name: 'Loom & Lantern' }],
    themes: [],
    productTypes: [],
    categories: [],
    categorisation: [],
    hotDeal: false,
    closeOut: false,
    damagedPackaging: null,
    initialVariant: 'LL1225-L',
    taric: null,
    soldOutDate: null,
    maxQty: null,
    deliveryDelay: null,
    freightSurcharge: 0,
    gpsrInformation: {
      manufacturer: 'Loom & Lantern, Nürnberg',
      responsiblePerson: null,
      safetyWarnings: ['Keep away from fire.'],
      images: [],
    },
    ...overrides,
  };
}
