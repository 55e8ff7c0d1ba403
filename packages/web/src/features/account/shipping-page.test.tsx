import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '@shop/domain/api/account.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { ShippingPage } from '#web/features/account/shipping-page.tsx';
import { demoAccount } from '#web/features/account/account-screens.fixtures.ts';

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
  it('shows a visitor the tiers of the shop in the address, without dropshipping costs', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderRoute('/uk/en/account/shipping', route);
    const table = await screen.findByRole('table');
    const uk = within(table).getByRole('row', { name: /United Kingdom/ });
    expect(uk.textContent).toContain('£300.00');
    expect(uk.textContent).toContain('£25.00');
    expect(within(table).queryByRole('row', { name: /Germany/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Dropshipping' })).toBeNull();
  });

  it('marks a customer’s country and explains dropshipping when the account may use it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify(account), {
            headers: { 'content-type': 'application/json' },
          }),
        ),
      ),
    );
    signInAsDemo();
    renderRoute('/de/en/account/shipping', route);
    expect(await screen.findByRole('heading', { name: 'Dropshipping' })).toBeTruthy();
    const germany = within(screen.getByRole('table')).getByRole('row', { name: /Germany/ });
    expect(germany.getAttribute('aria-current')).toBe('true');
    expect(germany.textContent).toContain('250,00');
  });

  it('shows a customer the table of their own shop, even under another shop’s address', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify(account), {
            headers: { 'content-type': 'application/json' },
          }),
        ),
      ),
    );
    signInAsDemo();
    renderRoute('/uk/en/account/shipping', route);
    const table = await screen.findByRole('table');
    const germany = within(table).getByRole('row', { name: /Germany/ });
    expect(germany.textContent).toContain('15,00');
    expect(within(table).queryByRole('row', { name: /United Kingdom/ })).toBeNull();
  });
});
