import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Feed } from '@shop/domain/api/feeds.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { failure, sentTo, stubApi } from '#web/shared/testing/api-stub.ts';
import { demoAccount } from '#web/shared/testing/account-screens.fixtures.ts';
import { ProfilePage } from '#web/features/account/profile/profile-page.tsx';

const route = [{ path: 'account/profile', Component: ProfilePage }];
const ADDRESS = `https://shop.example/api/feeds/fd_${'Ab3_-'.repeat(8)}xyz`;
const RENEWED = `https://shop.example/api/feeds/fd_${'Zz9_-'.repeat(8)}xyz`;

const shopFeed: Feed = {
  id: 4,
  name: 'Mein Shop',
  format: 'google',
  language: 'de',
  filters: {
    producers: [],
    themes: [],
    productTypes: [],
    categories: [],
    inStockOnly: false,
    preorders: 'with',
    newSince: null,
  },
  price: { kind: 'retail' },
  createdAt: '2026-11-20T08:00:00.000Z',
  lastFetchedAt: '2026-12-01T09:30:00.000Z',
};

const navigation = {
  producers: [
    { id: 11, name: 'Acme', numberOfArticles: 3 },
    { id: 12, name: 'Bolt', numberOfArticles: 2 },
  ],
  productTypes: [{ id: 21, name: 'Figure', numberOfArticles: 5 }],
  themes: [{ id: 31, name: 'Space', numberOfArticles: 5 }],
  categories: [{ id: 41, name: 'Toys', numberOfArticles: 5 }],
  appears: [],
  arrivals: [],
  novelties: [],
  campaign: [],
};

const created = (body: unknown, status = 201) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function api(feeds: Feed[], overrides: Record<string, unknown> = {}) {
  let listed = feeds;
  return stubApi({
    'GET /intern/account': demoAccount,
    'GET /intern/logoImage': { logoImage: null },
    'GET /api/account/api-keys': { keys: [] },
    'GET /account/webhooks': { endpoints: [] },
    'GET /account/webhooks/deliveries': { deliveries: [], total: 0, page: 1, pageSize: 20 },
    'GET /api/navigation/en/feeds': navigation,
    'GET /api/account/feeds': () => ({ feeds: listed }),
    'POST /api/account/feeds': ({ body }: { body: unknown }) => {
      const feed = { ...shopFeed, ...(body as object), id: 5, lastFetchedAt: null } as Feed;
      listed = [feed, ...listed];
      return created({ feed, address: ADDRESS });
    },
    'POST /api/account/feeds/4/renewal': () => created({ feed: shopFeed, address: RENEWED }, 200),
    'DELETE /api/account/feeds/4': () => {
      listed = listed.filter((feed) => feed.id !== 4);
      return new Response(null, { status: 204 });
    },
    ...overrides,
  });
}

afterEach(() => {
  cleanup();
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

async function openFeeds() {
  signInAsDemo();
  renderRoute('/de/en/account/profile', route);
  const heading = await screen.findByRole('heading', { name: 'Product feeds' });
  return heading.closest('section')!;
}

describe('the product feeds of the profile', () => {
  it('lists each feed with its format and last fetch, and says when there is none', async () => {
    api([shopFeed]);
    let section = await openFeeds();
    const row = (await within(section).findByRole('rowheader', { name: 'Mein Shop' })).closest(
      'tr',
    )!;
    expect(within(row).getByText('Google Merchant Center (XML)')).toBeTruthy();
    expect(within(row).getByText('01/12/2026')).toBeTruthy();
    cleanup();
    api([]);
    section = await openFeeds();
    expect(await within(section).findByText(/You have no feed yet/)).toBeTruthy();
    cleanup();
    api([], { 'GET /api/account/feeds': () => failure(500) });
    section = await openFeeds();
    expect(await within(section).findByText('The feeds could not be loaded.')).toBeTruthy();
  });

  it('makes a feed with its filters and price, and shows its address once', async () => {
    const fetchMock = api([]);
    const section = await openFeeds();
    fireEvent.click(within(section).getByRole('button', { name: 'Create feed' }));
    expect(await within(section).findByText('Please give the feed a name.')).toBeTruthy();
    fireEvent.change(within(section).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Webshop' },
    });
    fireEvent.change(within(section).getByRole('combobox', { name: 'Format' }), {
      target: { value: 'csv' },
    });
    fireEvent.change(within(section).getByRole('combobox', { name: 'Price in the feed' }), {
      target: { value: 'markup' },
    });
    const percent = within(section).getByRole('textbox', { name: /Markup in percent/ });
    fireEvent.change(percent, { target: { value: '12.5' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Create feed' }));
    expect(await within(section).findByText(/whole number from 0 to 1000/)).toBeTruthy();
    fireEvent.change(percent, { target: { value: '40' } });
    const producers = await within(section).findByRole('group', { name: 'Producers' });
    fireEvent.click(within(producers).getByRole('checkbox', { name: 'Bolt' }));
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Only articles in stock' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Create feed' }));
    const address = await within(section).findByRole('textbox', { name: 'Feed address' });
    expect((address as HTMLInputElement).value).toBe(ADDRESS);
    expect(sentTo(fetchMock, 'POST /api/account/feeds')).toEqual([
      {
        name: 'Webshop',
        format: 'csv',
        language: 'en',
        filters: { ...shopFeed.filters, producers: [12], inStockOnly: true },
        price: { kind: 'markup', percent: 40 },
      },
    ]);
    fireEvent.click(within(section).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(within(section).queryByRole('textbox', { name: 'Feed address' })).toBeNull(),
    );
  });

  it('gives a feed a new address, and deletes it', async () => {
    api([shopFeed]);
    const section = await openFeeds();
    fireEvent.click(
      await within(section).findByRole('button', { name: 'New address for feed Mein Shop' }),
    );
    const address = await within(section).findByRole('textbox', { name: 'Feed address' });
    expect((address as HTMLInputElement).value).toBe(RENEWED);
    fireEvent.click(within(section).getByRole('button', { name: 'Delete feed Mein Shop' }));
    expect(await within(section).findByText(/You have no feed yet/)).toBeTruthy();
  });
});
