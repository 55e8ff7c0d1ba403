import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchArticle } from '@shop/domain/api/search.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { ArticleList } from './listing-results.tsx';

afterEach(cleanup);

const article = (overrides: Partial<SearchArticle>): SearchArticle => ({
  articleNumber: 'KW1822',
  name: 'Booster Display',
  producer: 'Astral Forge',
  image: '/img/kw1822.svg',
  state: 'inStock',
  caseQuantity: 6,
  releaseDate: null,
  preorderDate: null,
  hotDeal: false,
  closeOut: false,
  price: 5510,
  currency: 'EUR',
  ...overrides,
});

const articles = [
  article({}),
  article({ articleNumber: 'FIG-1', name: 'Single Figure', caseQuantity: 1, price: 1250 }),
];

function show(view: 'list' | 'gallery') {
  renderRoute('/de/en', [
    { index: true, element: <ArticleList articles={articles} view={view} /> },
  ]);
}

describe('ArticleList prices and quantities', () => {
  for (const view of ['list', 'gallery'] as const) {
    it(`says in the ${view} what the price and the quantity box count`, async () => {
      show(view);
      const list = await screen.findByRole('list', { name: 'Articles' });
      const [cased, single] = within(list).getAllByRole('listitem');
      // the piece price, with the case size and the price of a case
      expect(within(cased!).getByText('55,10 €')).toBeTruthy();
      expect(within(cased!).getByText('per piece · case of 6: 330,60 €')).toBeTruthy();
      expect(
        within(cased!).getByRole('textbox', { name: 'Quantity of Booster Display cases of 6' }),
      ).toBeTruthy();
      expect(within(cased!).getByText('cases of 6')).toBeTruthy();
      expect(within(single!).getByText('per piece')).toBeTruthy();
      expect(
        within(single!).getByRole('textbox', { name: 'Quantity of Single Figure pieces' }),
      ).toBeTruthy();
      expect(within(single!).getByText('pieces')).toBeTruthy();
    });
  }

  for (const view of ['list', 'gallery'] as const) {
    it(`offers a hit's price tiers under its quantity in the ${view}, and ArrowDown + Enter takes one`, async () => {
      renderRoute('/de/en', [
        {
          index: true,
          element: (
            <ArticleList
              articles={[
                article({
                  priceTiers: [
                    { amount: 6, price: 5510 },
                    { amount: 24, price: 5200 },
                  ],
                }),
              ]}
              view={view}
            />
          ),
        },
      ]);
      const list = await screen.findByRole('list', { name: 'Articles' });
      const field = within(list).getByRole('combobox', {
        name: 'Quantity of Booster Display cases of 6',
      });
      fireEvent.focus(field);
      const tiers = within(list).getByRole('listbox', { name: 'Price tiers' });
      expect(
        within(tiers)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['1 cases of 655,10 € per piece', '4 cases of 652,00 € per piece']);
      fireEvent.keyDown(field, { key: 'ArrowDown' });
      fireEvent.keyDown(field, { key: 'Enter' });
      expect(field).toHaveProperty('value', '4');
    });
  }
});
