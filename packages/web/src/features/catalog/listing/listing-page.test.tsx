import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleSearchRequest, ArticleSearchResponse } from '@shop/domain/api/search.ts';
import type { Menu } from '@shop/domain/api/shell.ts';
import { encodeSearchParams } from '@shop/domain/rules/search-url.ts';
import { createQueryClient } from '#web/shared/api/query-client.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { stubScreenWidth } from '#web/shared/testing/screen-width.ts';
import { ListingPage } from '#web/features/catalog/listing/listing-page.tsx';
import { prefetchListing } from '#web/features/catalog/listing/use-listing.ts';
import { json } from '#web/shared/testing/api-stub.ts';
import { searchAnswer } from '#web/features/catalog/listing/listing.fixtures.ts';

const menu: Menu = {
  entries: [
    { id: 1, name: 'Toys', order: 1, row: 0, type: 'category', value: '1', subEntries: [] },
    { id: 2, name: 'Collectibles', order: 2, row: 0, type: 'category', value: '2', subEntries: [] },
    { id: 3, name: 'Explore', order: 3, row: 0, type: 'link', value: '/faq', subEntries: [] },
  ],
};

let answer: ArticleSearchResponse;
let requests: ArticleSearchRequest[];

beforeEach(() => {
  answer = searchAnswer();
  requests = [];
  window.localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      if (input === '/api/articles') {
        requests.push(JSON.parse(String(init.body)) as ArticleSearchRequest);
        return Promise.resolve(json(answer));
      }
      if (input.startsWith('/api/menu/')) return Promise.resolve(json(menu));
      return Promise.resolve(json({ error: { code: 'NOT_FOUND', message: 'none' } }, 404));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderListing(path: string) {
  return renderRoute(path, [
    { path: 'search/*', element: <ListingPage route="search" /> },
    { path: 'show/*', element: <ListingPage route="show" /> },
    { path: ':type/*', element: <ListingPage route="typed" /> },
  ]);
}

const lastRequest = () => requests.at(-1);

// docs/product/quality.md#quality-storefront
describe('the listing', () => {
  it('keeps the best-match sort when a filter is ticked', async () => {
    stubScreenWidth(1440);
    renderListing('/de/en/search/figure');
    const sidebar = await screen.findByRole('complementary', { name: 'Refine results' });
    fireEvent.click(await within(sidebar).findByRole('checkbox', { name: /In stock/ }));
    await waitFor(() =>
      expect(lastRequest()?.searchParams).toBe(
        encodeSearchParams({ filters: ['stock'], sort: 15 }),
      ),
    );
    expect(lastRequest()?.search).toBe('figure');
  });

  it('shows a tick at once, and a second tick before the list has followed keeps the first', async () => {
    stubScreenWidth(1440);
    // a slow navigation: the route's loader holds the new address until it is let go
    let letGo = () => {};
    let held: Promise<null> | null = null;
    renderRoute('/de/en/search/figure', [
      { path: 'search/*', loader: () => held, element: <ListingPage route="search" /> },
      { path: 'show/*', loader: () => held, element: <ListingPage route="show" /> },
    ]);
    const sidebar = await screen.findByRole('complementary', { name: 'Refine results' });
    const stock = await within(sidebar).findByRole('checkbox', { name: /In stock/ });
    held = new Promise((resolve) => (letGo = () => resolve(null)));
    fireEvent.click(stock);
    expect(stock).toHaveProperty('checked', true);
    fireEvent.click(within(sidebar).getByRole('checkbox', { name: /Figures/ }));
    expect(stock).toHaveProperty('checked', true);
    letGo();
    await waitFor(() =>
      expect(lastRequest()?.searchParams).toBe(
        encodeSearchParams({ filters: ['stock'], categories: [8], sort: 15 }),
      ),
    );
  });

  it('shows the selection of the address again on a step back after a tick', async () => {
    stubScreenWidth(1440);
    const { router } = renderListing('/de/en/search/figure');
    const sidebar = () => screen.getByRole('complementary', { name: 'Refine results' });
    await screen.findByRole('complementary', { name: 'Refine results' });
    fireEvent.click(await within(sidebar()).findByRole('checkbox', { name: /In stock/ }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/show\//));
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/de/en/search/figure');
    expect(await within(sidebar()).findByRole('checkbox', { name: /In stock/ })).toHaveProperty(
      'checked',
      false,
    );
  });

  it('keeps the phone filter panel open while filters are ticked', async () => {
    stubScreenWidth(390);
    renderListing('/de/en/search/figure');
    fireEvent.click(await screen.findByRole('button', { name: 'Filter' }));
    const panel = await screen.findByRole('dialog', { name: 'Refine results' });
    fireEvent.click(await within(panel).findByRole('checkbox', { name: /In stock/ }));
    await waitFor(() => expect(lastRequest()?.searchParams).toContain('F'));
    expect(screen.getByRole('dialog', { name: 'Refine results' })).toBeTruthy();
    expect(within(panel).getByRole('checkbox', { name: /In stock/ })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('renders the filter column only on a desktop screen, the phone opens them in a panel', async () => {
    stubScreenWidth(390);
    renderListing('/de/en/search/figure');
    expect(await screen.findByRole('button', { name: 'Filter' })).toBeTruthy();
    await screen.findByRole('list', { name: /articles/i });
    // the column's box stays, the link's target before the script runs (decision 153), empty
    const column = screen.getByRole('complementary', { name: 'Refine results' });
    expect(column.childElementCount).toBe(0);
    cleanup();
    stubScreenWidth(1440);
    renderListing('/de/en/search/figure');
    const sidebar = await screen.findByRole('complementary', { name: 'Refine results' });
    expect(await within(sidebar).findByRole('checkbox', { name: /In stock/ })).toBeTruthy();
    expect(within(sidebar).queryByRole('link', { name: /In stock/ })).toBeNull();
  });

  it("keeps the filters in a phone's column that its filter link opened before the script ran", async () => {
    stubScreenWidth(390);
    renderListing('/de/en/search/figure#listing-filters');
    const sidebar = await screen.findByRole('complementary', { name: 'Refine results' });
    expect(await within(sidebar).findByRole('checkbox', { name: /In stock/ })).toBeTruthy();
  });

  it('shows the active filters as chips that remove them, with clear all', async () => {
    renderListing(`/de/en/show/${encodeSearchParams({ filters: ['stock'], categories: [8] })}/x`);
    const chips = await screen.findByRole('group', { name: 'Active filters' });
    await within(chips).findByRole('button', { name: 'Remove filter “Figures”' });
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove filter “In stock”' }));
    await waitFor(() =>
      expect(lastRequest()?.searchParams).toBe(encodeSearchParams({ categories: [8], sort: 15 })),
    );
    fireEvent.click(
      within(await screen.findByRole('group', { name: 'Active filters' })).getByRole('button', {
        name: 'Clear all filters',
      }),
    );
    await waitFor(() => expect(lastRequest()?.searchParams).toBe(encodeSearchParams({ sort: 15 })));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Active filters' })).toBeNull());
  });

  // docs/product/catalog.md#cat-breadcrumb
  it('shows the list in a breadcrumb that keeps its name and leads back once a filter is added', async () => {
    stubScreenWidth(1440);
    const { router } = renderListing('/de/en/category/8');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await within(trail).findByText('Figures');
    expect(within(trail).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/de/en');
    expect(within(trail).getByText('Figures').getAttribute('aria-current')).toBe('page');

    const sidebar = screen.getByRole('complementary', { name: 'Refine results' });
    fireEvent.click(await within(sidebar).findByRole('checkbox', { name: /In stock/ }));
    await waitFor(() => expect(router.state.location.search).toContain('from=C8'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Figures');
    const back = await within(trail).findByRole('link', { name: 'Figures' });
    expect(back.getAttribute('href')).toBe('/de/en/category/8');
    expect(within(trail).queryByText('Search results')).toBeNull();
  });

  it('offers help instead of an export when nothing is found', async () => {
    answer = searchAnswer({ articles: [], hits: 0, suggestions: ['figure'] });
    renderListing(`/de/en/show/${encodeSearchParams({ filters: ['stock'] })}/figurr`);
    await screen.findByRole('heading', { name: 'Nothing found' });
    expect(screen.queryByRole('button', { name: 'Export as CSV' })).toBeNull();
    expect(screen.getByRole('link', { name: 'figure' }).getAttribute('href')).toBe(
      '/de/en/search/figure',
    );
    const categories = await screen.findByRole('navigation', { name: 'Popular categories' });
    expect(
      within(categories)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Toys', 'Collectibles']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastRequest()?.searchParams).toBe(encodeSearchParams({ sort: 15 })));
    expect(lastRequest()?.search).toBe('figurr');
  });
});

describe('the listing route loader (decision 053)', () => {
  it('asks for the search before the page renders, and the page shows that answer', async () => {
    // the shop's own client: its answers stay fresh for a while (query-client.ts)
    const queryClient = createQueryClient();
    const url = new URL('http://shop.test/de/en/search/figure');
    await prefetchListing(
      queryClient,
      { route: 'search', params: { '*': 'figure' }, url, language: 'en' },
      'visitor',
    );
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ search: 'figure', language: 'en', offset: 0 });

    renderRoute(
      '/de/en/search/figure',
      [{ path: 'search/*', element: <ListingPage route="search" /> }],
      queryClient,
    );
    await screen.findByText('Space Ranger Figure');
    // the page's own query has the loader's key: it did not ask again
    expect(requests).toHaveLength(1);
  });

  it('sends an unknown listing value to the notFound address, asking no search', async () => {
    renderRoute('/de/de/category/ZZZ', [
      { path: ':type/*', element: <ListingPage route="typed" /> },
      { path: 'notFound', element: <p>the notFound address</p> },
    ]);
    expect(await screen.findByText('the notFound address')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
