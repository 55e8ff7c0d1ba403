import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '@shop/domain/api/account.ts';
import { basket, line } from '@shop/domain/testing/basket.fixtures.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { sentTo, stubApi } from '#web/shared/testing/api-stub.ts';
import { writeDropshipping, EMPTY_DRAFT } from '#web/shared/basket/dropshipping-storage.ts';
import { BasketPage } from '#web/features/basket/basket-page.tsx';

const address = {
  company: 'Spielwaren Händler GmbH',
  street: 'Königstraße 1',
  adding: null,
  location: 'Nürnberg',
  zip: '90402',
  country: 'DE',
};
const account: Account = {
  customerNumber: 'DE/100001',
  shop: 'de',
  currency: 'EUR',
  language: 'en',
  contact: {
    firstName: 'Max',
    lastName: 'Händler',
    email: 'demo@example.com',
    phone: null,
    cellPhone: null,
  },
  address,
  shippingAddress: null,
  shippingInformation: null,
  billing: { taxFree: false, payType: 5, creditLine: 1000000 },
  settings: { blockBasket: false, showPrices: true, hideEvp: false, enableDropShipping: false },
  logoImage: null,
  searches: [],
  messages: [],
  accPrPol: true,
  passwordInitialization: false,
  businessConsole: false,
};
const WAREHOUSE = {
  ...address,
  id: 11,
  company: 'Händler Lager',
  street: 'Hafenweg 3',
  selected: true,
};
const BRANCH = {
  ...address,
  id: 12,
  company: 'Händler Filiale',
  street: 'Marktplatz 9',
  selected: false,
};

function serve(paymentMethods: { payType: number; selected: boolean }[], addresses: unknown[]) {
  return stubApi({
    'GET /intern/basket': { ...basket([line()]), payType: 5 },
    'GET /intern/account': account,
    'GET /account/paymentMethods': { paymentMethods },
    'GET /account/deliveryAddresses': { deliveryAddresses: addresses },
    'POST /basket/order': () =>
      new Response(
        JSON.stringify({
          basketId: 7,
          status: 'ordered',
          orderNumber: 'W26000001',
          total: 100,
          currency: 'EUR',
        }),
        { status: 201, headers: { 'content-type': 'application/json' } },
      ),
  });
}

beforeEach(() => {
  signInAsDemo();
  writeDropshipping({ checked: false, address: EMPTY_DRAFT });
  Element.prototype.scrollIntoView = vi.fn();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  sessionStore.signOut();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

function renderBasket() {
  return renderRoute('/de/en/basket', [
    { path: 'basket', Component: BasketPage },
    { path: 'account/confirm', element: <h1>Confirmation page</h1> },
  ]);
}

async function order() {
  fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Place binding order' }));
  await screen.findByRole('heading', { name: 'Confirmation page' });
}

describe('the checkout panel', () => {
  it('names the one pay type and delivery address with what the pay type means', async () => {
    serve([{ payType: 4, selected: true }], [WAREHOUSE]);
    renderBasket();
    const panel = await screen.findByRole('region', { name: 'Payment and address' });
    expect(await within(panel).findByText('Hafenweg 3', { exact: false })).toBeTruthy();
    expect(within(panel).getByText('Prepayment')).toBeTruthy();
    expect(within(panel).getByText(/you pay before dispatch/)).toBeTruthy();
    expect(within(panel).queryByRole('radio')).toBeNull();
  });

  it('offers the allowed pay types and addresses as radios and orders with the chosen ones', async () => {
    const fetch = serve(
      [
        { payType: 5, selected: true },
        { payType: 4, selected: false },
      ],
      [WAREHOUSE, BRANCH],
    );
    renderBasket();
    const invoice = await screen.findByRole('radio', { name: /^Invoice/ });
    expect((invoice as HTMLInputElement).checked).toBe(true);
    expect(invoice.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/we deliver first, you pay on receipt of the invoice/)).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Choose the delivery address' });
    const warehouse = within(group).getByRole('radio', { name: /Händler Lager/ });
    expect((warehouse as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: /^Prepayment/ }));
    fireEvent.click(within(group).getByRole('radio', { name: /Händler Filiale/ }));
    await order();
    await waitFor(() => expect(sentTo(fetch, 'POST /basket/order')).toHaveLength(1));
    expect(sentTo(fetch, 'POST /basket/order')[0]).toMatchObject({
      payType: 4,
      deliveryAddressId: 12,
      dropshippingInfo: null,
    });
  });

  it('orders with the account pay type and main address when nothing is chosen', async () => {
    const fetch = serve([{ payType: 5, selected: true }], [WAREHOUSE, BRANCH]);
    renderBasket();
    await screen.findByRole('group', { name: 'Choose the delivery address' });
    await order();
    const [body] = sentTo(fetch, 'POST /basket/order');
    expect(body).toMatchObject({ payType: 5 });
    expect(body).not.toHaveProperty('deliveryAddressId');
  });
});
