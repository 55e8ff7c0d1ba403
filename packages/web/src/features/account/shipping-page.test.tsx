import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '@shop/domain/api/account.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import {
  EURO_SHIPPING,
  POUND_SHIPPING,
  shippingFetch,
} from '#web/shared/shipping/shipping-costs.fixtures.ts';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { ShippingPage } from '#web/features/account/shipping-page.tsx';
import { demoAccount } from '#web/shared/testing/account-screens.fixtures.ts';

const account: Account = {
  ...demoAccount,
  contact: { ...demoAccount.contact, phone: null },
  billing: { ...demoAccount.billing, creditLine: 0 },
};

const route = [{ path: 'account/shipping', Component: ShippingPage }];

afterEach(() => {
  cleanup();
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

describe('ShippingPage', () => {
  it('says it loads, then shows a visitor the server’s rows of the shop in the address', async () => {
    const server = shippingFetch({ shipping: { uk: POUND_SHIPPING } });
    vi.stubGlobal('fetch', vi.fn(server.fetch));
    renderRoute('/uk/en/account/shipping', route);
    expect(screen.getByRole('status').textContent).toBe('Loading the shipping costs…');
    const table = await screen.findByRole('table');
    expect(server.calls).toEqual(['/api/shippingCountries/uk']);
    const uk = within(table).getByRole('row', { name: /United Kingdom/ });
    expect(uk.textContent).toContain('£300.00');
    expect(uk.textContent).toContain('£25.00');
    const jersey = within(table).getByRole('row', { name: /Jersey/ });
    expect(jersey.textContent).toContain('never free');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Countries not listed: £30.00.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Dropshipping' })).toBeNull();
  });

  it('shows the failure with a retry when the table does not load, and the rows after it', async () => {
    const shipping: { de?: typeof EURO_SHIPPING } = {};
    const server = shippingFetch({ shipping });
    vi.stubGlobal('fetch', vi.fn(server.fetch));
    renderRoute('/de/en/account/shipping', route);
    const alert = await screen.findByText('The shipping costs could not be loaded.');
    expect(screen.queryByRole('table')).toBeNull();
    shipping.de = EURO_SHIPPING;
    fireEvent.click(within(alert.closest('div')!).getByRole('button', { name: 'Try again' }));
    const austria = within(await screen.findByRole('table')).getByRole('row', { name: /Austria/ });
    expect(austria.textContent).toContain('300,00');
    expect(austria.textContent).toContain('19,90');
    expect(screen.queryByText('The shipping costs could not be loaded.')).toBeNull();
  });

  it('marks a customer’s country and explains dropshipping when the account may use it', async () => {
    const server = shippingFetch({ shipping: { de: EURO_SHIPPING }, account });
    vi.stubGlobal('fetch', vi.fn(server.fetch));
    signInAsDemo();
    renderRoute('/de/en/account/shipping', route);
    expect(await screen.findByRole('heading', { name: 'Dropshipping' })).toBeTruthy();
    const table = await screen.findByRole('table');
    const germany = within(table).getByRole('row', { name: /Germany/ });
    expect(germany.getAttribute('aria-current')).toBe('true');
    expect(germany.textContent).toContain('250,00');
    expect(within(table).getByRole('row', { name: /Canary Islands/ }).textContent).toContain(
      '35,00',
    );
    expect(
      screen.getByText('Countries not listed: free from 350,00 €, otherwise 30,00 €.'),
    ).toBeTruthy();
  });

  it('shows a customer the table of their own shop, even under another shop’s address', async () => {
    const server = shippingFetch({ shipping: { de: EURO_SHIPPING }, account });
    vi.stubGlobal('fetch', vi.fn(server.fetch));
    signInAsDemo();
    renderRoute('/uk/en/account/shipping', route);
    const table = await screen.findByRole('table');
    expect(server.calls).toContain('/api/shippingCountries/de');
    expect(server.calls).not.toContain('/api/shippingCountries/uk');
    const germany = within(table).getByRole('row', { name: /Germany/ });
    expect(germany.textContent).toContain('15,00');
    expect(within(table).queryByRole('row', { name: /United Kingdom/ })).toBeNull();
  });
});
