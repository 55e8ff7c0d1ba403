import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@shop/domain/api/order-detail.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { OrderConfirmationPage } from './order-confirmation-page.tsx';
import { json } from '#web/shared/testing/api-stub.ts';

const ORDER: OrderDetail = {
  orderNumber: 'W26000042',
  date: '2026-11-27T14:00:00.000Z',
  currency: 'EUR',
  payType: 4,
  reference: 'PO-4711',
  notice: '',
  deliveryAddress: {
    company: 'Spielwaren Händler GmbH',
    street: 'Königstraße 1',
    adding: null,
    zip: '90402',
    location: 'Nürnberg',
    country: 'DE',
  },
  dropshipping: null,
  lines: [
    {
      articleNumber: 'FIG-1001',
      name: 'Starship Figure',
      quantity: 4,
      price: 1125,
      lineTotal: 4500,
      dispatch: { basis: 'stock', date: '2026-11-30' },
      articleDate: null,
      dateMove: null,
      allocatedQuantity: null,
    },
    {
      articleNumber: 'PRE-7',
      name: 'Dragon Box',
      quantity: 2,
      price: 2000,
      lineTotal: 4000,
      dispatch: { basis: 'arrival', date: null },
      articleDate: { kind: 'preorder', date: '2031-02-12' },
      dateMove: {
        kind: 'preorder',
        previousDate: '2031-02-12',
        date: '2031-03-26',
        movedAt: '2026-11-20T09:00:00.000Z',
      },
      allocatedQuantity: 1,
    },
  ],
  totals: { net: 8500, shipping: 1500, vatNormal: 1900, vatReduced: 0, total: 11900 },
  expectedDispatch: { from: '2026-11-30', until: null },
  parcels: [],
};

let answer: () => Response;
let fetch: ReturnType<typeof vi.fn<typeof window.fetch>>;

beforeEach(() => {
  answer = () => json(ORDER);
  fetch = vi.fn<typeof window.fetch>(() => Promise.resolve(answer()));
  vi.stubGlobal('fetch', fetch);
  signInAsDemo();
});

afterEach(() => {
  cleanup();
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

const open = (search: string) =>
  renderRoute(`/de/en/account/confirm${search}`, [
    { path: 'account/confirm', Component: OrderConfirmationPage },
  ]);

describe('OrderConfirmationPage', () => {
  it('shows the order read from the server: number, lines, total, address and dispatch', async () => {
    open('?order=W26000042');
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/account/order/W26000042?language=en');
    expect(screen.getByText('W26000042')).toBeTruthy();

    const lines = screen.getByRole('region', { name: 'Ordered articles' });
    const items = within(lines).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Starship Figure');
    expect(items[0]!.textContent).toContain('Art. no. FIG-1001');
    expect(items[0]!.textContent).toContain('Quantity4');
    expect(items[0]!.textContent).toContain('11,25 €');
    expect(items[0]!.textContent).toContain('45,00 €');
    expect(items[0]!.textContent).toContain('Dispatch: 30/11/2026');
    expect(items[1]!.textContent).toContain('Dispatch: as soon as the goods arrive');
    // the pre-order date the ERP moved after the order, and its allocation
    expect(items[1]!.textContent).toContain('Pre-order: end of March 2031');
    expect(items[1]!.textContent).toContain('moved on 20/11/2026, before: middle of February 2031');
    expect(items[1]!.textContent).toContain('Allocated to you: 1 of 2 units');
    expect(items[0]!.textContent).not.toContain('moved on');

    const summary = screen.getByRole('region', { name: 'Order total' });
    expect(within(summary).getByText('Total').closest('div')?.textContent).toBe('Total119,00 €');
    const dispatch = screen.getByRole('region', { name: 'Expected dispatch' });
    expect(dispatch.textContent).toContain(
      'From 30/11/2026; the other articles as soon as they arrive',
    );
    const delivery = screen.getByRole('region', { name: 'Delivery address' });
    expect(delivery.textContent).toContain('Spielwaren Händler GmbH');
    expect(delivery.textContent).toContain('PO-4711');
    expect(screen.queryByRole('region', { name: 'Parcels' })).toBeNull();
  });

  it('shows the date a line ordered ahead waits for in the one date form', async () => {
    const [stock, ahead] = ORDER.lines as [
      OrderDetail['lines'][number],
      OrderDetail['lines'][number],
    ];
    answer = () =>
      json({
        ...ORDER,
        lines: [
          stock,
          {
            ...ahead,
            dateMove: null,
            allocatedQuantity: null,
            articleDate: { kind: 'preorder', date: '2031-06-25' },
          },
        ],
      });
    open('?order=W26000042');
    const lines = await screen.findByRole('region', { name: 'Ordered articles' });
    const items = within(lines).getAllByRole('listitem');
    expect(items[1]!.textContent).toContain('Pre-order: end of June 2031');
    expect(items[1]!.textContent).not.toContain('moved on');
    expect(items[1]!.textContent).not.toContain('Allocated');
    expect(items[0]!.textContent).not.toContain('Pre-order');
  });

  it('shows the parcels the order went out in, with the tracking link', async () => {
    answer = () =>
      json({
        ...ORDER,
        parcels: [
          {
            carrier: 'DPD',
            trackingNumber: '01505012345678',
            trackingUrl: 'https://tracking.dpd.de/01505012345678',
          },
        ],
      });
    open('?order=W26000042');
    const parcels = await screen.findByRole('region', { name: 'Parcels' });
    expect(parcels.textContent).toContain('DPD, tracking number 01505012345678');
    const link = within(parcels).getByRole('link', {
      name: 'Track parcel 01505012345678 with DPD',
    });
    expect(link.getAttribute('href')).toBe('https://tracking.dpd.de/01505012345678');
  });

  it('shows the consumer address of a dropshipping order', async () => {
    answer = () =>
      json({
        ...ORDER,
        dropshipping: {
          firstName: 'Erika',
          lastName: 'Mustermann',
          street: 'Hauptstraße',
          houseNumber: '5',
          additional: '',
          zip: '90402',
          city: 'Nürnberg',
          country: 'DE',
        },
      });
    open('?order=W26000042&type=ds');
    const delivery = await screen.findByRole('region', { name: 'Delivery to your customer' });
    expect(delivery.textContent).toContain('Erika Mustermann');
    expect(delivery.textContent).toContain('Hauptstraße 5');
    expect(screen.getByText("The order goes directly to your customer's address.")).toBeTruthy();
    expect(within(delivery).getByRole('button', { name: 'Delivery note (PDF)' })).toBeTruthy();
  });

  it('shows no amount to an account that sees no prices', async () => {
    const { totals: _totals, lines, ...rest } = ORDER;
    answer = () =>
      json({
        ...rest,
        lines: lines.map(({ price: _price, lineTotal: _total, ...line }) => line),
        pricesHidden: true,
      });
    open('?order=W26000042');
    expect(await screen.findByText('Prices are not shown for your account.')).toBeTruthy();
    expect(screen.getAllByRole('listitem')[0]!.textContent).toContain('Quantity4');
    expect(screen.queryByText('Total')).toBeNull();
    expect(document.body.textContent).not.toMatch(/€|\d,\d\d/);
  });

  it('says there is no order to show when opened without an order number', async () => {
    open('');
    expect(await screen.findByRole('heading', { name: 'No order to show' })).toBeTruthy();
    expect(screen.queryByText('Thank you for your order')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe(
      '/de/en/account/orders',
    );
    expect(screen.getByRole('link', { name: 'Go to the basket' }).getAttribute('href')).toBe(
      '/de/en/basket',
    );
    expect(screen.getByRole('link', { name: 'To the start page' }).getAttribute('href')).toBe(
      '/de/en',
    );
  });

  it('says so when the number is not one of the customer’s orders', async () => {
    answer = () => json({ error: { code: 'ORDER_NOT_FOUND', message: 'No such order' } }, 404);
    open('?order=A2612345');
    expect(await screen.findByRole('heading', { name: 'No order to show' })).toBeTruthy();
    expect(screen.getByText('The order A2612345 is not one of your orders.')).toBeTruthy();
    expect(screen.queryByText('Thank you for your order')).toBeNull();
  });
});
