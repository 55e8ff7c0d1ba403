import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@shop/domain/api/order-detail.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { failure, stubApi } from '#web/shared/testing/api-stub.ts';
import { OrderConfirmationPage } from './order-confirmation-page.tsx';

const ORDER: OrderDetail = {
  orderNumber: 'W26000042',
  date: '2026-11-27T14:00:00.000Z',
  currency: 'EUR',
  payType: 4,
  reference: 'PO-4711',
  notice: '',
  deliveryAddress: null,
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
  ],
  totals: { net: 4500, shipping: 1090, vatNormal: 1062, vatReduced: 0, total: 6652 },
  expectedDispatch: { from: '2026-11-30', until: '2026-11-30' },
  parcels: [],
};
const NOTE_PATH = '/account/order/W26000042/deliveryNote.pdf';

// jsdom has no object URLs: the download test lends them and gives them back
const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
const createObjectURL = vi.fn(() => 'blob:note');

beforeEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  createObjectURL.mockClear();
  signInAsDemo();
});
afterEach(() => {
  Object.assign(URL, objectUrls);
  cleanup();
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

const open = () =>
  renderRoute('/de/en/account/confirm?order=W26000042', [
    { path: 'account/confirm', Component: OrderConfirmationPage },
  ]);
const pdf = () =>
  new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
    headers: { 'content-type': 'application/pdf' },
  });

describe('the delivery note button of the order page', () => {
  it('downloads the neutral delivery note of a dropshipping order', async () => {
    const fetchMock = stubApi({ 'GET /account/order/W26000042': ORDER, [`GET ${NOTE_PATH}`]: pdf });
    open();
    const delivery = await screen.findByRole('region', { name: 'Delivery to your customer' });
    fireEvent.click(within(delivery).getByRole('button', { name: 'Delivery note (PDF)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(NOTE_PATH);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the download fails, and keeps the button to try again', async () => {
    stubApi({
      'GET /account/order/W26000042': ORDER,
      [`GET ${NOTE_PATH}`]: () => failure(409, 'NOT_DROPSHIPPED', 'no note'),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Delivery note (PDF)' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The delivery note could not be loaded.',
    );
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delivery note (PDF)' })).toBeTruthy();
  });

  it('is not offered for an order that went to the retailer', async () => {
    stubApi({ 'GET /account/order/W26000042': { ...ORDER, dropshipping: null } });
    open();
    expect(await screen.findByRole('region', { name: 'Delivery address' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delivery note (PDF)' })).toBeNull();
  });
});
