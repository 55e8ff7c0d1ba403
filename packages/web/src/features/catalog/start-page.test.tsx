import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StartPage as StartPageData, StartSection } from '@shop/domain/api/start-page.ts';
import type { BannerResponse, PartnersResponse } from '@shop/domain/api/content.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { StartPage } from '#web/features/catalog/start-page.tsx';
import { json } from '#web/shared/testing/api-stub.ts';

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

function section(code: StartSection['code'], articles: StartSection['articles']): StartSection {
  const showAll = code === 'novelties' ? '/show/N18b5d_Oc' : `/${code}`;
  return { code, showAll, articles };
}

function startAnswer(sections: StartSection[]): StartPageData {
  return {
    categories: [{ id: 26, name: 'Toys', numberOfArticles: 40 }],
    producers: [{ id: 3, name: 'Example Toys', numberOfArticles: 12 }],
    sellingPoints: {
      shop: 'uk',
      country: 'GB',
      countryName: 'United Kingdom',
      freeShippingFrom: 30000,
      currency: 'GBP',
      deliveryDays: '2-4',
    },
    sections,
  };
}

const image = (name: string) => ({ src: `/images/content/${name}.svg`, width: 1200, height: 400 });
const texts = (text: string) => ({
  de: text,
  en: text,
  es: text,
  fr: text,
  it: text,
  pl: text,
  ja: text,
});
const banner: BannerResponse = {
  index: 0,
  slides: [
    {
      code: 'a',
      image: image('a'),
      link: '/preOrder',
      titles: texts('Pre-order now'),
      texts: texts('Secure upcoming releases for their launch day.'),
      actions: texts('Browse pre-orders'),
    },
    {
      code: 'b',
      image: image('b'),
      link: '/hotDeals',
      titles: texts('Hot deals of the week'),
      texts: null,
      actions: null,
    },
  ],
};
const partners: PartnersResponse = {
  partners: [
    {
      code: 'aurora',
      name: 'Aurora Toys',
      names: texts('Aurora Toys'),
      url: 'https://a.example.com',
      logo: null,
    },
  ],
};

/** Answers each call by its path: the start page's answers in turn, banner and partners always. */
function serve(...startAnswers: Response[]) {
  const fetch = vi.fn<typeof window.fetch>((input) => {
    const url = String(input);
    if (url.startsWith('/api/banner/')) return Promise.resolve(json(banner));
    if (url === '/api/partnerForSlider') return Promise.resolve(json(partners));
    const next = startAnswers.shift();
    return next ? Promise.resolve(next) : new Promise<Response>(() => undefined);
  });
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
  it('shows sections with show-all links, article cards without prices, entries and selling points', async () => {
    const fetch = serve(json(startAnswer([section('novelties', [tile]), section('preOrder', [])])));
    renderStart();

    // the first render of the file waits for the page's modules to load
    const novelties = await screen.findByRole(
      'region',
      { name: 'New articles' },
      { timeout: 5000 },
    );
    expect(fetch).toHaveBeenCalledWith('/api/start/uk/en', expect.anything());
    const card = within(novelties).getByRole('article');
    expect(within(card).getByRole('link', { name: 'Space Pirate Figure' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/uk\/en\/product\/ABC123$/),
    );
    expect(within(card).getByText('Sold out')).toBeTruthy();
    expect(within(card).queryByText(/£|€/)).toBeNull();
    expect(within(novelties).getByRole('link', { name: 'Show all: New articles' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/uk\/en\/show\/N18b5d_Oc$/),
    );
    expect(screen.getByRole('link', { name: 'Show all: Pre-orders' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/uk\/en\/preOrder$/),
    );
    expect(screen.getByText('No articles in this section at the moment.')).toBeTruthy();

    const categories = screen.getByRole('navigation', { name: 'Main categories' });
    expect(within(categories).getByRole('link', { name: /Toys/ })).toHaveProperty(
      'href',
      expect.stringMatching(/\/uk\/en\/category\/1a$/),
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Producers' })).getByRole('link', {
        name: /Example Toys/,
      }),
    ).toHaveProperty('href', expect.stringMatching(/\/uk\/en\/producer\/3$/));

    expect(screen.getByRole('heading', { name: 'Free shipping from £300.00' })).toBeTruthy();
    expect(screen.getByText('Delivery area: United Kingdom.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Delivery in 2–4 working days' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply for a trade account' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/uk\/en\/register$/),
    );
  }, 15_000);

  it('shows the banner with its headline, sentence and button as text, its controls, pictures with fixed sizes', async () => {
    serve(json(startAnswer([section('novelties', [tile])])));
    const { container } = renderStart();
    const banner = await screen.findByRole('region', { name: 'Offers and news' });
    expect(within(banner).getByText('Pre-order now')).toBeTruthy();
    expect(within(banner).getByText('Secure upcoming releases for their launch day.')).toBeTruthy();
    // the button is the slide's one link
    expect(within(banner).getAllByRole('link')).toHaveLength(1);
    expect(within(banner).getByRole('link', { name: 'Browse pre-orders' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/uk\/en\/preOrder$/),
    );
    const picture = container.querySelector('img[src="/images/content/a.svg"]');
    expect(picture?.getAttribute('width')).toBe('1200');
    expect(picture?.getAttribute('height')).toBe('400');
    fireEvent.click(within(banner).getByRole('button', { name: 'Next banner' }));
    // a slide without a button: its picture is the link, named by the headline
    expect(within(banner).getByRole('link', { name: 'Hot deals of the week' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/uk\/en\/hotDeals$/),
    );
    expect(within(banner).getByRole('group').getAttribute('aria-label')).toBe('2 of 2');
    fireEvent.click(within(banner).getByRole('button', { name: 'Pause the banner' }));
    expect(within(banner).getByRole('button', { name: 'Play the banner' })).toBeTruthy();
    const partner = await screen.findByRole('link', { name: /Aurora Toys/ });
    expect(partner).toHaveProperty('href', 'https://a.example.com/');
  });

  it('asks again as the logged-in customer after login, so prices appear', async () => {
    const fetch = serve(
      json(startAnswer([section('novelties', [tile])])),
      json(startAnswer([section('novelties', [{ ...tile, price: 999, currency: 'GBP' }])])),
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
    expect(screen.queryByRole('link', { name: 'Apply for a trade account' })).toBeNull();
    expect(fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/start/'))).toHaveLength(
      2,
    );
    act(() => sessionStore.signOut());
    await vi.waitFor(() => expect(screen.queryByText('£9.99')).toBeNull());
  });

  it('says so when there are no articles at all', async () => {
    serve(json(startAnswer([section('novelties', [])])));
    renderStart();
    expect(await screen.findByText('No articles to show yet')).toBeTruthy();
  });

  it('offers a retry when loading fails, and shows the articles after it', async () => {
    serve(
      json({ error: { code: 'INTERNAL', message: 'boom' } }, 500),
      json(startAnswer([section('hotDeals', [tile])])),
    );
    renderStart();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The articles could not be loaded')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Hot deals' })).toBeTruthy();
  });

  it('shows skeletons with a status while loading', () => {
    serve();
    renderStart();
    expect(screen.getByRole('status').textContent).toContain('Loading articles');
  });
});
