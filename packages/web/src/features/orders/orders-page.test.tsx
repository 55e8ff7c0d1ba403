import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PastOrdersAnswer } from '@shop/domain/api/account-orders.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { failure, never, sentTo, stubApi } from '#web/shared/testing/api-stub.ts';
import { OrderTrackingPage } from './order-tracking-page.tsx';
import { OrdersPage } from './orders-page.tsx';

const routes = [
  { path: 'account/orders', Component: OrdersPage },
  { path: 'account/order-tracking', Component: OrderTrackingPage },
];

const order = (
  orderNumber: string,
  state: 'processing' | 'shipped' | 'canceled',
  extra: Partial<PastOrdersAnswer['orders'][number]> = {},
): PastOrdersAnswer['orders'][number] => ({
  orderNumber,
  date: '2026-11-20T10:00:00.000Z',
  state,
  linesCount: 3,
  total: 45990,
  currency: 'EUR',
  dropshipping: false,
  reference: '',
  items: [],
  parcels: [],
  ...extra,
});

const firstPage: PastOrdersAnswer = {
  orders: [
    order('A2600033', 'processing', { reference: 'PO-778' }),
    order('A2600032', 'shipped', { dropshipping: true }),
    order('A2600031', 'canceled'),
  ],
  page: 1,
  size: 20,
  totalCount: 45,
};

function api(orders: unknown) {
  return stubApi({ 'GET /account/orders/1': orders, 'GET /account/orders/2': orders });
}

afterEach(() => {
  cleanup();
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

function open(path: string) {
  signInAsDemo();
  return renderRoute(path, routes).router;
}

/** The query of the last list call. */
const lastListQuery = (fetchMock: ReturnType<typeof api>) =>
  new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://shop.test').searchParams;

describe('OrdersPage', () => {
  it('shows a loading state while the orders come', async () => {
    api(never);
    open('/de/en/account/orders');
    expect(await screen.findByText('Loading orders…')).toBeTruthy();
  });

  it('lists the orders with state, reference, total, their pages and a repeat button each', async () => {
    const fetchMock = api(firstPage);
    open('/de/en/account/orders');
    expect(await screen.findByText('45 orders')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Show order A2600032' });
    expect(link.getAttribute('href')).toBe('/de/en/account/confirm?order=A2600032&type=ds');
    const table = screen.getByRole('table');
    const row = within(table).getByRole('row', { name: /A2600033/ });
    expect(within(row).getByRole('cell', { name: 'PO-778' })).toBeTruthy();
    expect(within(row).getByRole('cell', { name: '459,90 €' })).toBeTruthy();
    expect(within(row).getByRole('cell', { name: 'Being prepared' })).toBeTruthy();
    const dropshipped = within(table).getByRole('row', { name: /A2600032/ });
    expect(within(dropshipped).getByRole('cell', { name: /Dropshipping/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Put order A2600031 into the basket' })).toBeTruthy();
    const paging = screen.getByRole('navigation', { name: 'Pages of orders' });
    fireEvent.click(within(paging).getByRole('button', { name: /2/ }));
    await screen.findByText('45 orders');
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('/account/orders/2?size=20');
  });

  it('says when there are no orders yet', async () => {
    api({ orders: [], page: 1, size: 20, totalCount: 0 });
    open('/de/en/account/orders');
    expect(await screen.findByText('You have not placed an order yet.')).toBeTruthy();
  });

  it('searches by text and date range from the form, writing the search into the address', async () => {
    const fetchMock = stubApi({
      'GET /account/orders/1': ({ url }: { url: URL }) =>
        url.searchParams.get('searchText') === 'PO-778'
          ? { ...firstPage, orders: [firstPage.orders[0]], totalCount: 1 }
          : firstPage,
    });
    const router = open('/de/en/account/orders');
    expect(await screen.findByText('45 orders')).toBeTruthy();
    const form = screen.getByRole('search', { name: 'Search orders' });
    fireEvent.change(within(form).getByLabelText('Order, PO or article number'), {
      target: { value: ' PO-778 ' },
    });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-11-30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 order')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Show order A2600032' })).toBeNull();
    expect(Object.fromEntries(lastListQuery(fetchMock))).toMatchObject({
      searchText: 'PO-778',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(router.state.location.search).toBe('?q=PO-778&from=2026-11-01&to=2026-11-30');
  });

  it('refuses a range ending before it starts, saying why, and sends nothing', async () => {
    const fetchMock = api(firstPage);
    const router = open('/de/en/account/orders');
    await screen.findByText('45 orders');
    const calls = fetchMock.mock.calls.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('The start date must not be after the end date.')).toBeTruthy();
    expect(fetchMock.mock.calls.length).toBe(calls);
    expect(router.state.location.search).toBe('');
  });

  it('reads the search from the address, and says when nothing matches with a reset', async () => {
    const fetchMock = stubApi({
      'GET /account/orders/1': ({ url }: { url: URL }) =>
        url.searchParams.has('searchText')
          ? { ...firstPage, orders: [], totalCount: 0 }
          : firstPage,
    });
    const router = open('/de/en/account/orders?q=nothing&sort=total&dir=asc');
    expect(await screen.findByText('No orders match your search.')).toBeTruthy();
    expect(Object.fromEntries(lastListQuery(fetchMock))).toMatchObject({
      searchText: 'nothing',
      orderBy: 'total',
      direction: 'asc',
    });
    expect((screen.getByLabelText('Order, PO or article number') as HTMLInputElement).value).toBe(
      'nothing',
    );
    const empty = screen.getByText('No orders match your search.').parentElement!;
    fireEvent.click(within(empty).getByRole('button', { name: 'Reset filters' }));
    expect(await screen.findByText('45 orders')).toBeTruthy();
    expect(router.state.location.search).toBe('?sort=total&dir=asc');
  });

  it('sorts by a column heading, the other way on a second press, with aria-sort', async () => {
    const fetchMock = api(firstPage);
    const router = open('/de/en/account/orders');
    await screen.findByText('45 orders');
    const heading = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
    expect(heading('Date').getAttribute('aria-sort')).toBe('descending');
    expect(heading('Total').getAttribute('aria-sort')).toBeNull();
    fireEvent.click(within(heading('Total')).getByRole('button'));
    await waitFor(() => expect(heading('Total').getAttribute('aria-sort')).toBe('descending'));
    expect(heading('Date').getAttribute('aria-sort')).toBeNull();
    expect(lastListQuery(fetchMock).get('orderBy')).toBe('total');
    fireEvent.click(within(heading('Total')).getByRole('button'));
    await waitFor(() => expect(heading('Total').getAttribute('aria-sort')).toBe('ascending'));
    expect(Object.fromEntries(lastListQuery(fetchMock))).toMatchObject({
      orderBy: 'total',
      direction: 'asc',
    });
    expect(router.state.location.search).toBe('?sort=total&dir=asc');
    fireEvent.click(within(heading('Reference')).getByRole('button'));
    await waitFor(() => expect(heading('Reference').getAttribute('aria-sort')).toBe('ascending'));
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('reference.asc');
  });

  it('exports what the search finds', async () => {
    const fetchMock = stubApi({
      'GET /account/orders/1': firstPage,
      'POST /account/ordersCSV': () =>
        new Response('a;b\n', { headers: { 'content-type': 'text/csv' } }),
    });
    open('/de/en/account/orders?q=PO-778&from=2026-11-01&sort=total&dir=asc');
    await screen.findByText('45 orders');
    fireEvent.click(screen.getByRole('button', { name: 'Export as CSV' }));
    await waitFor(() => expect(sentTo(fetchMock, 'POST /account/ordersCSV')).toHaveLength(1));
    expect(sentTo(fetchMock, 'POST /account/ordersCSV')[0]).toEqual({
      search: {
        searchText: 'PO-778',
        from: '2026-11-01',
        orderBy: 'total',
        direction: 'asc',
        alsoCanceled: true,
        language: 'en',
      },
      csvFormat: 'comma-point',
    });
  });

  it('says the orders could not be loaded, with a retry that loads them again', async () => {
    let calls = 0;
    stubApi({
      'GET /account/orders/1': () => (++calls === 1 ? failure(500) : firstPage),
    });
    open('/de/en/account/orders');
    expect(await screen.findByText('The orders could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('45 orders')).toBeTruthy();
  });
});

describe('OrderTrackingPage', () => {
  it('shows a loading state while the orders come', async () => {
    api(never);
    open('/de/en/account/order-tracking');
    expect(await screen.findByText('Loading orders…')).toBeTruthy();
  });

  it('shows how far each order got and where it goes', async () => {
    api({ ...firstPage, size: 10 });
    open('/de/en/account/order-tracking');
    const progress = await screen.findByRole('list', { name: 'Progress of order A2600033' });
    const current = within(progress)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    expect(current?.textContent).toContain('Being prepared');
    expect(within(progress).getByText('Shipped').parentElement?.textContent).toContain('(open)');
    const shipped = screen.getByRole('list', { name: 'Progress of order A2600032' });
    expect(within(shipped).getByText('Shipped').parentElement?.textContent).toContain('(done)');
    expect(screen.getByText(/Delivered straight to your customer/)).toBeTruthy();
    expect(screen.getByText('This order was canceled.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Progress of order A2600031' })).toBeNull();
  });

  it("shows a shipped order's parcels, each with its tracking link when the carrier gave one", async () => {
    api({
      ...firstPage,
      size: 10,
      orders: [
        order('A2600032', 'shipped', {
          parcels: [
            {
              carrier: 'DHL',
              trackingNumber: '00340434161094042557',
              trackingUrl: 'https://www.dhl.de/track?piececode=00340434161094042557',
            },
            { carrier: 'Spedition Nord', trackingNumber: 'SN-4711', trackingUrl: null },
          ],
        }),
        order('A2600031', 'processing'),
      ],
    });
    open('/de/en/account/order-tracking');
    const parcels = await screen.findByRole('list', { name: 'Parcels of order A2600032' });
    const items = within(parcels).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'DHL, tracking number 00340434161094042557Track parcel 00340434161094042557 with DHL',
      'Spedition Nord, tracking number SN-4711',
    ]);
    const link = within(parcels).getByRole('link', {
      name: 'Track parcel 00340434161094042557 with DHL',
    });
    expect(link.getAttribute('href')).toBe(
      'https://www.dhl.de/track?piececode=00340434161094042557',
    );
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Parcels of order A2600031' })).toBeNull();
  });

  it('says when there are no orders, and when they could not be loaded', async () => {
    api({ orders: [], page: 1, size: 10, totalCount: 0 });
    open('/de/en/account/order-tracking');
    expect(await screen.findByText('You have not placed an order yet.')).toBeTruthy();
    cleanup();
    api(() => failure(503, 'UNAVAILABLE', 'Try later'));
    open('/de/en/account/order-tracking');
    expect(await screen.findByText('The orders could not be loaded.')).toBeTruthy();
  });
});
