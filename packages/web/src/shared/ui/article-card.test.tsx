import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { ArticleCard, type ArticleCardArticle } from '#web/shared/ui/article-card.tsx';

afterEach(cleanup);

const article: ArticleCardArticle = {
  articleNumber: 'KW1822',
  name: 'Booster Display',
  producer: 'Astral Forge',
  image: '/img/kw1822.svg',
  state: 'inStock',
  releaseDate: null,
  preorderDate: null,
  caseQuantity: 6,
};

describe('ArticleCard', () => {
  for (const form of ['gallery', 'list'] as const) {
    it(`links the ${form} card to the article and shows no price a visitor was not sent`, async () => {
      renderRoute('/de/en', [
        { index: true, element: <ArticleCard form={form} article={article} /> },
      ]);
      const card = await screen.findByRole('article');
      expect(within(card).getByRole('link', { name: 'Booster Display' }).getAttribute('href')).toBe(
        '/de/en/product/KW1822',
      );
      expect(within(card).getByText(/Astral Forge/)).toBeTruthy();
      expect(within(card).queryByRole('textbox')).toBeNull();
      expect(within(card).queryByText(/€/)).toBeNull();
    });
  }

  it('shows price and quantity box in the list form when a price came', async () => {
    renderRoute('/de/en', [
      {
        index: true,
        element: <ArticleCard form="list" article={{ ...article, price: 5510, currency: 'EUR' }} />,
      },
    ]);
    const card = await screen.findByRole('article');
    expect(within(card).getByText('55,10 €')).toBeTruthy();
    expect(
      within(card).getByRole('textbox', { name: 'Quantity of Booster Display cases of 6' }),
    ).toBeTruthy();
  });

  it('keeps the brief form to picture, availability and name', async () => {
    renderRoute('/de/en', [
      {
        index: true,
        element: (
          <ArticleCard
            form="brief"
            article={{
              articleNumber: 'KW1822',
              name: 'Booster Display',
              image: '/img/kw1822.svg',
              state: 'inStock',
            }}
          />
        ),
      },
    ]);
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('link', { name: 'Booster Display' })).toBeTruthy();
    expect(within(card).getByText('In stock')).toBeTruthy();
    expect(within(card).queryByText(/KW1822/)).toBeNull();
  });
});
