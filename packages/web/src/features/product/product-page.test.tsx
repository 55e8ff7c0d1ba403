import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArticleAnswer, PriceSystem } from '@shop/domain/api/article.ts';
import { hoodie } from '#web/features/product/article.fixtures.ts';
import { authDialogs } from '#web/shared/session/auth-dialogs.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { readLastViewed } from '#web/shared/storage/last-viewed.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { ProductPage } from '#web/features/product/product-page.tsx';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';

function prices(price: number, tiers: [number, number, number][] = []): PriceSystem {
  return {
    price,
    singlePrice: price,
    rebate: 0,
    preorderRebate: 0,
    caseQuantity: 1,
    priceList: tiers.map(([amount, tierPrice, rebate]) => ({ amount, price: tierPrice, rebate })),
    currency: 'EUR',
    type: null,
  };
}

/** Texts outside the variant grid, which repeats each size's number, state and price. */
const outsideGrid = { ignore: 'table *, script, style' };

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function serve(response: Response) {
  const fetch = vi.fn<typeof window.fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderProduct(path = '/de/en/product/LL1225') {
  return renderRoute(path, [
    { path: 'product/:articleNumber', Component: ProductPage },
    { path: 'search/*', element: <h1>Search page</h1> },
  ]);
}

afterEach(() => {
  cleanup();
  sessionStore.signOut();
  authDialogs.close();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('ProductPage', () => {
  it('starts on the initial variant and switches state when another size is chosen', async () => {
    const body: ArticleAnswer = { article: hoodie(), suggestions: [] };
    const fetch = serve(answer(body));
    renderProduct();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cobalt Academy Hoodie' }),
    ).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/article', expect.objectContaining({ method: 'POST' }));
    const sizes = screen.getByRole('group', { name: 'Size' });
    expect(within(sizes).getByRole('button', { name: /^L\b/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // each state has its own label (docs/product/catalog.md#cat-availability); a pre-order is
    // coloured as arriving
    expect(screen.getByText('Pre-order', { selector: 'span', ...outsideGrid })).toBeTruthy();
    expect(screen.getByText(/end of May 2099/, outsideGrid)).toBeTruthy();
    expect(screen.getByText('LL1225-L', outsideGrid)).toBeTruthy();

    fireEvent.click(within(sizes).getByRole('button', { name: 'M' }));
    expect(within(sizes).getByRole('button', { name: 'M' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByText('In stock', outsideGrid)).toBeTruthy();
    expect(screen.queryByText(/end of May 2099/, outsideGrid)).toBeNull();
    expect(screen.getByText('LL1225-M', outsideGrid)).toBeTruthy();
    expect(document.title).toContain('Cobalt Academy Hoodie');
    // the page's own description: name, producer and the start of its text
    // (docs/product/shell.md#shell-meta-description)
    expect(
      document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
    ).toMatch(/^Cobalt Academy Hoodie by Loom & Lantern, wholesale: /);
    expect(readLastViewed()).toEqual([{ articleNumber: 'll1225', image: '/images/LL1225.svg' }]);
    expect(
      within(screen.getByRole('article'))
        .getByRole('link', { name: 'Loom & Lantern' })
        .getAttribute('href'),
    ).toBe('/de/en/producer/ff');
    // the GPSR information opens in a dialog
    fireEvent.click(screen.getByRole('button', { name: 'Product safety (GPSR)' }));
    const safety = await screen.findByRole('dialog', { name: 'Product safety (GPSR)' });
    expect(within(safety).getByText('Keep away from fire.')).toBeTruthy();
  });

  it('asks visitors to log in for prices and opens the login dialog', async () => {
    serve(answer({ article: hoodie(), suggestions: [] }));
    renderProduct();
    fireEvent.click(await screen.findByRole('button', { name: 'Log in to see prices' }));
    expect(authDialogs.getState().open).toBe('login');
  });

  it('shows a customer the price of the chosen variant with its tiers and the struck-out previous price', async () => {
    signInAsDemo();
    const article = hoodie({
      information: { ...hoodie().information, evp: 5999 },
      variantPriceSystems: {
        'LL1225-M': {
          ...prices(2560, [
            [1, 2560, 0],
            [12, 2300, 10],
          ]),
          previousPrice: 2900,
        },
        'LL1225-L': prices(2700),
      },
    });
    serve(answer({ article, suggestions: [] }));
    renderProduct();

    expect(await screen.findByText('27,00 €', outsideGrid)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Price list' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'M' }));

    expect(screen.getByText('25,60 €', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('29,00 €').tagName).toBe('S');
    const table = screen.getByRole('table', { name: 'Price list' });
    const rows = within(table).getAllByRole('row');
    expect(rows[2]?.textContent).toContain('from 12 pieces');
    expect(rows[2]?.textContent).toContain('23,00 €');
    expect(rows[2]?.textContent).toContain('−10 %');
    expect(screen.getByText(/Recommended retail price/).textContent).toContain('59,99 €');
    expect(screen.queryByRole('button', { name: 'Log in to see prices' })).toBeNull();
  });

  // docs/product/catalog.md#cat-breadcrumb
  it('leads back in its breadcrumb to the category it is filed under, else its producer', async () => {
    const filed = hoodie();
    filed.categories = [{ id: 26, name: 'Fashion' }];
    serve(answer({ article: filed, suggestions: [] } satisfies ArticleAnswer));
    renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Cobalt Academy Hoodie' });
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', '›Fashion', '›Cobalt Academy Hoodie']);
    expect(within(trail).getByRole('link', { name: 'Fashion' }).getAttribute('href')).toBe(
      '/de/en/category/1a',
    );
    expect(within(trail).getByText('Cobalt Academy Hoodie').getAttribute('aria-current')).toBe(
      'page',
    );
    const ld = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? '') as { '@type': string })
      .find((data) => data['@type'] === 'BreadcrumbList');
    expect(ld).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: 'http://localhost:3000/de/en' },
        { position: 2, name: 'Fashion', item: 'http://localhost:3000/de/en/category/1a' },
        { position: 3, name: 'Cobalt Academy Hoodie' },
      ],
    });
    cleanup();

    serve(answer({ article: hoodie(), suggestions: [] } satisfies ArticleAnswer));
    renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Cobalt Academy Hoodie' });
    const producer = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole(
      'link',
      { name: 'Loom & Lantern' },
    );
    expect(producer.getAttribute('href')).toBe('/de/en/producer/ff');
  });

  it('sends an unknown article to the search for its number', async () => {
    serve(answer({ error: { code: 'NOT_FOUND', message: 'no such article' } }, 404));
    renderProduct('/de/en/product/NOPE42');
    expect(await screen.findByRole('heading', { name: 'Search page' })).toBeTruthy();
  });

  it('shows no hot-deal badge when a campaign applies, and the release as a part of its month', async () => {
    serve(
      answer({
        article: hoodie({
          hotDeal: true,
          campaignInformation: { id: 3, name: 'Winter Wonder Weeks', endsAt: null },
          information: { ...hoodie().information, firstSalesDay: '2099-07-05' },
        }),
        suggestions: [],
      }),
    );
    renderProduct();
    expect(await screen.findByText('Campaign: Winter Wonder Weeks')).toBeTruthy();
    expect(screen.queryByText('Hot deal')).toBeNull();
    expect(screen.getByText(/Release: beginning of July 2099/)).toBeTruthy();
  });

  it('shows long article numbers smaller and the damaged-packaging badge', async () => {
    serve(
      answer({
        article: hoodie({
          articleNumber: 'BF1125-COLLECTORS-BOX-1DAP',
          variants: [],
          damagedPackaging: 'damaged',
          hotDeal: true,
        }),
        suggestions: [
          {
            articleNumber: 'BF2000',
            name: 'Dice Set',
            image: '/d.svg',
            state: 'inStock',
            producer: null,
            releaseDate: null,
            preorderDate: null,
            caseQuantity: 1,
          },
        ],
      }),
    );
    renderProduct('/de/en/product/BF1125-COLLECTORS-BOX-1DAP');
    const number = await screen.findByText('BF1125-COLLECTORS-BOX-1DAP');
    expect(number.parentElement?.className).toContain('text-xs');
    expect(screen.getByText('Damaged packaging')).toBeTruthy();
    expect(screen.getByText(/only its packaging is damaged/)).toBeTruthy();
    expect(screen.getByText('Hot deal')).toBeTruthy();
    const related = screen.getByRole('region', { name: 'Related articles' });
    expect(within(related).getByRole('link', { name: 'Dice Set' }).getAttribute('href')).toBe(
      '/de/en/product/BF2000',
    );
  });
});

// act is re-exported so a failing async expectation prints a clear warning
void act;
