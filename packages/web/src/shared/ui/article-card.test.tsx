import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HIDE_AFTER_BLUR_MS } from '#web/shared/basket/quantity-tiers.ts';
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

  for (const form of ['gallery', 'list'] as const) {
    it(`offers the price tiers under the ${form} card's quantity, chosen by keyboard`, async () => {
      const tiered: ArticleCardArticle = {
        ...article,
        price: 3180,
        currency: 'EUR',
        priceTiers: [
          { amount: 6, price: 3180 },
          { amount: 18, price: 3085 },
          { amount: 60, price: 2990 },
        ],
      };
      renderRoute('/de/en', [
        { index: true, element: <ArticleCard form={form} article={tiered} /> },
      ]);
      const card = await screen.findByRole('article');
      const field = within(card).getByRole('combobox', {
        name: 'Quantity of Booster Display cases of 6',
      });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        fireEvent.focus(field);
        const list = within(card).getByRole('listbox', { name: 'Price tiers' });
        expect(
          within(list)
            .getAllByRole('option')
            .map((option) => option.textContent),
        ).toEqual([
          '1 cases of 631,80 € per piece',
          '3 cases of 630,85 € per piece',
          '10 cases of 629,90 € per piece',
        ]);
        fireEvent.keyDown(field, { key: 'ArrowDown' });
        fireEvent.keyDown(field, { key: 'Enter' });
        expect(field).toHaveProperty('value', '3');
        fireEvent.click(field);
        expect(within(card).getByRole('listbox')).toBeTruthy();
        fireEvent.blur(field);
        expect(within(card).getByRole('listbox')).toBeTruthy();
        act(() => vi.advanceTimersByTime(HIDE_AFTER_BLUR_MS));
        expect(within(card).queryByRole('listbox')).toBeNull();
      } finally {
        vi.useRealTimers();
      }
    });
  }
});
