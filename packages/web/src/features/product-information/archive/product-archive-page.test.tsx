import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ProductArchiveRequest,
  ProductArchiveResponse,
} from '@shop/domain/api/product-archive.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { failure, never, sentTo, stubApi } from '#web/shared/testing/api-stub.ts';
import { ProductArchivePage } from './product-archive-page.tsx';

const route = [{ path: 'account/product-archive', Component: ProductArchivePage }];
const CALL = 'POST /account/getProductArchiveItems';

const item = (n: number): ProductArchiveResponse['productArchiveItems'][number] => ({
  main_number_for_variants: `SL20${n}`,
  articleNumber: `SL20${n}`,
  soldOutDate: '2026-11-06',
  name: `Tide Owls Manga Vol. ${n}`,
  producer: 'Sakura Lane Books',
  image: `/images/SL20${n}.svg`,
  barcode: null,
});

const answer: ProductArchiveResponse = {
  productArchiveItems: [item(38), item(39)],
  producers: [
    { id: 29, name: 'Sakura Lane Books', count: 2 },
    { id: 4, name: 'Tanuki Press', count: 1 },
  ],
  totalCount: 150,
};

afterEach(() => {
  cleanup();
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

function open(path = '/de/en/account/product-archive') {
  signInAsDemo();
  renderRoute(path, route);
}

const lastParameters = (fetchMock: ReturnType<typeof stubApi>) =>
  (sentTo(fetchMock, CALL).at(-1) as ProductArchiveRequest).productArchiveParameters;

describe('ProductArchivePage', () => {
  it('shows a loading state while the archive comes', async () => {
    stubApi({ [CALL]: never });
    open();
    expect(await screen.findByText('Loading…')).toBeTruthy();
  });

  it('lists sold-out articles, newest sold out first, linking to the main article', async () => {
    const fetchMock = stubApi({ [CALL]: answer });
    open();
    const links = await screen.findAllByRole('link', { name: /Tide Owls Manga Vol. 38/ });
    expect(new Set(links.map((link) => link.getAttribute('href')))).toEqual(
      new Set(['/de/en/product/SL2038']),
    );
    expect(screen.getByText('Results: 150')).toBeTruthy();
    expect(lastParameters(fetchMock)).toMatchObject({
      page: 1,
      countPageItems: 20,
      timePeriod: 0,
      sort: 7,
      language: 'en',
      shop: 'de',
    });
  });

  it('filters by producer, time period and text, each from page 1', async () => {
    const fetchMock = stubApi({ [CALL]: answer });
    open('/de/en/account/product-archive?page=3');
    await screen.findAllByRole('link', { name: /Tide Owls Manga Vol. 38/ });
    expect(lastParameters(fetchMock).page).toBe(3);
    fireEvent.change(screen.getByRole('combobox', { name: 'Producer' }), {
      target: { value: '4' },
    });
    await waitFor(() => expect(lastParameters(fetchMock)).toMatchObject({ producer: 4, page: 1 }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sold out within' }), {
      target: { value: '7' },
    });
    await waitFor(() => expect(lastParameters(fetchMock)).toMatchObject({ timePeriod: 7 }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Name or article number' }), {
      target: { value: 'owls' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lastParameters(fetchMock)).toMatchObject({ search: 'owls', producer: 4, page: 1 }),
    );
  });

  it('pages with at most five page numbers', async () => {
    const fetchMock = stubApi({ [CALL]: answer });
    open('/de/en/account/product-archive?page=4');
    const paging = await screen.findByRole('navigation', { name: 'Pages' });
    const numbers = within(paging)
      .getAllByRole('button')
      .filter((button) => /^Page \d+$/.test(button.getAttribute('aria-label') ?? ''));
    expect(numbers.map((button) => button.textContent)).toEqual(['2', '3', '4', '5', '6']);
    fireEvent.click(within(paging).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastParameters(fetchMock).page).toBe(5));
  });

  it('shows the empty state, and the error state with a retry', async () => {
    stubApi({ [CALL]: { productArchiveItems: [], producers: [], totalCount: 0 } });
    open();
    expect(await screen.findByText('No sold-out articles match these filters.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveProperty('disabled', true);
    cleanup();
    let calls = 0;
    stubApi({ [CALL]: () => (++calls === 1 ? failure(500) : answer) });
    open();
    expect(await screen.findByText('The product archive could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findAllByRole('link', { name: /Tide Owls Manga Vol. 39/ }),
    ).not.toHaveLength(0);
  });

  it('reports a failed load once to the server log, with its path and the server code', async () => {
    const fetchMock = stubApi({
      [CALL]: () => failure(503, 'UNAVAILABLE'),
      'POST /api/client-errors': { success: true },
    });
    open('/de/en/account/product-archive?page=2');
    expect(await screen.findByText('The product archive could not be loaded.')).toBeTruthy();
    await waitFor(() =>
      expect(sentTo(fetchMock, 'POST /api/client-errors')).toEqual([
        {
          code: 'productArchiveLoad',
          path: '/de/en/account/product-archive',
          detail: 'UNAVAILABLE',
        },
      ]),
    );
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('reports nothing when the archive loads', async () => {
    const fetchMock = stubApi({ [CALL]: answer });
    open();
    await screen.findAllByRole('link', { name: /Tide Owls Manga Vol. 38/ });
    expect(sentTo(fetchMock, 'POST /api/client-errors')).toEqual([]);
  });
});
