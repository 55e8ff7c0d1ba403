import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArticleAnswer, ArticleSuggestion, PriceSystem } from '@shop/domain/api/article.ts';
import { hoodie } from '#web/features/product/article.fixtures.ts';
import { ProductPage } from '#web/features/product/product-page.tsx';
import { authDialogs } from '#web/shared/session/auth-dialogs.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { failure, json, sentTo, stubApi } from '#web/shared/testing/api-stub.ts';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';

/** The variant grid and the related cards (docs/product/catalog.md#cat-variant-grid). */

function prices(price: number, caseQuantity = 1): PriceSystem {
  return {
    price,
    singlePrice: price,
    rebate: 0,
    preorderRebate: 0,
    caseQuantity,
    priceList: [{ amount: caseQuantity, price, rebate: 0 }],
    currency: 'EUR',
    type: null,
  };
}

/** The hoodie with every size in stock and, for a customer, a price per size. */
function answerFor(withPrices: boolean, suggestions: ArticleSuggestion[] = []): ArticleAnswer {
  const base = hoodie();
  return {
    article: hoodie({
      stateInformation: base.stateInformation.map((state) => ({
        ...state,
        state: 'inStock',
        hasStock: true,
        preorderDate: null,
      })),
      ...(withPrices
        ? {
            variantPriceSystems: {
              'LL1225-S': prices(2500),
              'LL1225-M': prices(2560),
              'LL1225-L': prices(2700),
            },
          }
        : {}),
    }),
    suggestions,
  };
}

const cap: ArticleSuggestion = {
  articleNumber: 'LL1300',
  name: 'Cobalt Academy Cap',
  image: '/images/LL1300.svg',
  state: 'inStock',
  producer: 'Loom & Lantern',
  releaseDate: null,
  preorderDate: null,
  caseQuantity: 6,
  price: 1250,
  currency: 'EUR',
};

function renderProduct() {
  return renderRoute('/de/en/product/LL1225', [
    { path: 'product/:articleNumber', Component: ProductPage },
  ]);
}

function type(label: RegExp, value: string) {
  const field = screen.getByLabelText(label);
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

afterEach(() => {
  cleanup();
  sessionStore.signOut();
  authDialogs.close();
  vi.unstubAllGlobals();
});

describe('the variant grid', () => {
  it('shows each size on a row with its number, availability and price', async () => {
    signInAsDemo();
    stubApi({ 'POST /api/article': answerFor(true) });
    renderProduct();
    const grid = await screen.findByRole('table', { name: 'Order variants' });
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('LL1225-S');
    expect(rows[0]?.textContent).toContain('In stock');
    expect(rows[0]?.textContent).toContain('25,00 €');
    expect(rows[2]?.textContent).toContain('27,00 €');
    expect(within(rows[1]!).getByLabelText(/Quantity of M/)).toBeTruthy();
  });

  it('adds S, M and L in one call with the quantities typed, and says so', async () => {
    signInAsDemo();
    const fetch = stubApi({
      'POST /api/article': answerFor(true),
      'PUT /basket/addLines': ({ body }: { body: unknown }) => ({
        success: true,
        lines: (body as { lines: unknown[] }).lines,
      }),
    });
    renderProduct();
    await screen.findByRole('table', { name: 'Order variants' });
    type(/Quantity of S/, '2');
    type(/Quantity of M/, '1');
    type(/Quantity of L/, '3');
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText('3 variants were added to the basket.')).toBeTruthy();
    const [sent] = sentTo(fetch, 'PUT /basket/addLines') as { lines: unknown }[];
    expect(sent?.lines).toEqual([
      { articleNumber: 'LL1225-S', quantity: 2 },
      { articleNumber: 'LL1225-M', quantity: 1 },
      { articleNumber: 'LL1225-L', quantity: 3 },
    ]);
    // the fields are empty again for the next order
    expect((screen.getByLabelText(/Quantity of S/) as HTMLInputElement).value).toBe('');
  });

  it('sends only the sizes with a quantity and names a size that kept all from going in', async () => {
    signInAsDemo();
    const fetch = stubApi({
      'POST /api/article': answerFor(true),
      'PUT /basket/addLines': () =>
        json(
          {
            error: {
              code: 'BASKET_LINES_NOT_ADDABLE',
              message: 'Nothing was added',
              details: {
                lines: [{ articleNumber: 'LL1225-L', reason: 'maxQty', availableQty: 2 }],
              },
            },
          },
          409,
        ),
    });
    renderProduct();
    await screen.findByRole('table', { name: 'Order variants' });
    type(/Quantity of M/, '1');
    type(/Quantity of L/, '5');
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText('Only 2 are available.')).toBeTruthy();
    expect(screen.getByText(/Nothing was added/)).toBeTruthy();
    const [sent] = sentTo(fetch, 'PUT /basket/addLines') as { lines: unknown }[];
    expect(sent?.lines).toEqual([
      { articleNumber: 'LL1225-M', quantity: 1 },
      { articleNumber: 'LL1225-L', quantity: 5 },
    ]);
  });

  it('asks for a quantity when every field is empty, sending nothing', async () => {
    signInAsDemo();
    const fetch = stubApi({
      'POST /api/article': answerFor(true),
      'PUT /basket/addLines': failure(),
    });
    renderProduct();
    await screen.findByRole('table', { name: 'Order variants' });
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText('Enter a quantity for at least one variant.')).toBeTruthy();
    expect(sentTo(fetch, 'PUT /basket/addLines')).toHaveLength(0);
  });

  it('shows a visitor the sizes without prices or quantity fields', async () => {
    stubApi({ 'POST /api/article': answerFor(false) });
    renderProduct();
    const grid = await screen.findByRole('table', { name: 'Order variants' });
    expect(within(grid).getAllByRole('row')).toHaveLength(4);
    expect(within(grid).queryByLabelText(/Quantity of/)).toBeNull();
    expect(within(grid).queryByText(/€/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to basket' })).toBeNull();
  });
});

describe('the related articles', () => {
  it('show a customer the price, the case and an add control', async () => {
    signInAsDemo();
    stubApi({ 'POST /api/article': answerFor(true, [cap]) });
    renderProduct();
    const related = await screen.findByRole('region', { name: 'Related articles' });
    const card = within(related).getByRole('article');
    expect(within(card).getByText('12,50 €')).toBeTruthy();
    expect(within(card).getByText(/case of 6/)).toBeTruthy();
    expect(
      within(card).getByRole('button', { name: 'Add Cobalt Academy Cap to the basket' }),
    ).toBeTruthy();
  });

  it('show a visitor no price and no add control', async () => {
    const { price: _price, currency: _currency, ...withoutPrice } = cap;
    stubApi({ 'POST /api/article': answerFor(false, [withoutPrice]) });
    renderProduct();
    const related = await screen.findByRole('region', { name: 'Related articles' });
    await waitFor(() => expect(within(related).getByRole('article')).toBeTruthy());
    expect(within(related).queryByText(/€/)).toBeNull();
    expect(within(related).queryByRole('button')).toBeNull();
  });
});
