import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StartPage as StartPageData } from '@shop/domain/api/shell.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { StartPage } from '#web/features/catalog/start-page.tsx';

const tile = {
  articleNumber: 'ABC123',
  name: 'Space Pirate Figure',
  producer: 'Example Toys',
  theme: null,
  image: '/images/articles/ABC123.svg',
  state: 'soldOut',
  releaseDate: '2026-03-07',
  preorderDate: null,
  caseQuantity: 6,
};

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function serve(...responses: Response[]) {
  const fetch = vi.fn<typeof window.fetch>();
  for (const response of responses) fetch.mockResolvedValueOnce(response);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  cleanup();
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

function renderStart() {
  return renderRoute('/uk/en', [{ index: true, Component: StartPage }]);
}

describe('StartPage', () => {
  it('shows the sections as article cards with availability and date, without prices', async () => {
    const page: StartPageData = {
      sections: [
        { code: 'novelties', articles: [tile] },
        { code: 'preOrder', articles: [] },
      ],
    };
    const fetch = serve(answer(page));
    renderStart();

    const novelties = await screen.findByRole('region', { name: /New articles/ });
    expect(fetch).toHaveBeenCalledWith('/api/start/en', expect.anything());
    const card = within(novelties).getByRole('article');
    expect(within(card).getByRole('link', { name: 'Space Pirate Figure' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/uk\/en\/product\/ABC123$/),
    );
    expect(within(card).getByText('Sold out')).toBeTruthy();
    expect(within(card).getByText('Release: 07/03/2026')).toBeTruthy();
    expect(within(card).queryByText(/£|€/)).toBeNull();
    expect(screen.getByText('No articles in this section at the moment.')).toBeTruthy();
  });

  it('shows the price of a tile when the server sends one (a logged-in customer)', async () => {
    serve(
      answer({
        sections: [
          {
            code: 'novelties',
            articles: [
              { ...tile, price: 123450, currency: 'EUR' },
              { ...tile, articleNumber: 'B2' },
            ],
          },
        ],
      }),
    );
    renderStart();
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]!).getByText('1.234,50 €')).toBeTruthy();
    expect(within(cards[1]!).queryByText(/€/)).toBeNull();
  });

  it('asks again as the logged-in customer after login, so prices appear', async () => {
    const fetch = serve(
      answer({ sections: [{ code: 'novelties', articles: [tile] }] }),
      answer({
        sections: [{ code: 'novelties', articles: [{ ...tile, price: 999, currency: 'GBP' }] }],
      }),
    );
    renderStart();
    await screen.findByRole('article');
    act(() =>
      sessionStore.signIn({
        user: {
          isAuthenticated: true,
          passwordInitialization: false,
          shop: 'uk',
          companyCode: null,
          customerNumber: 'UK/200001',
          email: 'demo-uk@example.com',
          language: 'en',
          businessConsole: false,
        },
        accessToken: 'jwt',
        expiresIn: 300,
      }),
    );
    expect(await screen.findByText('£9.99')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
    act(() => sessionStore.signOut());
    await vi.waitFor(() => expect(screen.queryByText('£9.99')).toBeNull());
  });

  it('says so when there are no articles at all', async () => {
    serve(answer({ sections: [{ code: 'novelties', articles: [] }] }));
    renderStart();
    expect(await screen.findByText('No articles to show yet')).toBeTruthy();
  });

  it('offers a retry when loading fails, and shows the articles after it', async () => {
    serve(
      answer({ error: { code: 'INTERNAL', message: 'boom' } }, 500),
      answer({ sections: [{ code: 'hotDeals', articles: [tile] }] }),
    );
    renderStart();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The articles could not be loaded')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: /Hot deals/ })).toBeTruthy();
  });

  it('shows skeletons with a status while loading', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderStart();
    expect(screen.getByRole('status').textContent).toContain('Loading articles');
  });
});
