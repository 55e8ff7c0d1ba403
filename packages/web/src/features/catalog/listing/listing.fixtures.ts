import type { ArticleSearchResponse } from '@shop/domain/api/search.ts';

const filter = (count: number) => ({ value: false, count, disabled: false });

/** One search answer of a listing: a figure in stock, filed under the category "Figures". */
export function searchAnswer(
  overrides: Partial<ArticleSearchResponse> = {},
): ArticleSearchResponse {
  return {
    articles: [
      {
        articleNumber: 'FIG-1001',
        name: 'Space Ranger Figure',
        producer: 'Astral Forge',
        image: '/img/fig.jpg',
        state: 'inStock',
        caseQuantity: 1,
        releaseDate: null,
        preorderDate: null,
        hotDeal: false,
        closeOut: false,
      },
    ],
    hits: 1,
    hint: '',
    sort: 15,
    filters: {
      stock: filter(1),
      soon: filter(0),
      preOrder: filter(0),
      hotDeals: filter(0),
      closeOut: filter(0),
    },
    groups: {
      category: [{ id: 8, name: 'Figures', numberOfArticles: 1 }],
      producer: [],
      productType: [],
      theme: [],
      campaign: [],
    },
    ...overrides,
  };
}
