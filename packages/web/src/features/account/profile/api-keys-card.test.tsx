import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey } from '@shop/domain/api/api-keys.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { failure, never, sentTo, stubApi } from '#web/shared/testing/api-stub.ts';
import { demoAccount } from '#web/shared/testing/account-screens.fixtures.ts';
import { ProfilePage } from './profile-page.tsx';

const route = [{ path: 'account/profile', Component: ProfilePage }];
const SECRET = `sk_${'Ab3_-'.repeat(8)}xyz`;

const erpKey: ApiKey = {
  id: 7,
  name: 'Warenwirtschaft',
  scopes: ['catalog:read', 'orders'],
  createdAt: '2026-11-20T08:00:00.000Z',
  lastUsedAt: '2026-12-01T09:30:00.000Z',
};

function api(keys: ApiKey[], overrides: Record<string, unknown> = {}) {
  let listed = keys;
  return stubApi({
    'GET /intern/account': demoAccount,
    'GET /intern/logoImage': { logoImage: null },
    'GET /api/account/api-keys': () => ({ keys: listed }),
    'POST /api/account/api-keys': ({ body }: { body: unknown }) => {
      const { name, scopes } = body as Pick<ApiKey, 'name' | 'scopes'>;
      const key = { id: 8, name, scopes, createdAt: '2026-12-03T10:00:00.000Z', lastUsedAt: null };
      listed = [key, ...listed];
      return new Response(JSON.stringify({ key, secret: SECRET }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    },
    'DELETE /api/account/api-keys/7': () => {
      listed = listed.filter((key) => key.id !== 7);
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

async function openKeys() {
  signInAsDemo();
  renderRoute('/de/en/account/profile', route);
  const heading = await screen.findByRole('heading', { name: 'API keys' });
  return heading.closest('section')!;
}

describe('the API keys of the profile', () => {
  it('lists each key with its scopes and last use, never its text', async () => {
    api([erpKey, { ...erpKey, id: 9, name: 'Fresh', scopes: ['invoices:read'], lastUsedAt: null }]);
    const section = await openKeys();
    const row = (
      await within(section).findByRole('rowheader', { name: 'Warenwirtschaft' })
    ).closest('tr')!;
    expect(within(row).getByText('Read the catalogue, Basket and orders')).toBeTruthy();
    expect(within(row).getByText('01/12/2026')).toBeTruthy();
    const fresh = within(section).getByRole('rowheader', { name: 'Fresh' }).closest('tr')!;
    expect(within(fresh).getByText('Never')).toBeTruthy();
  });

  it('says when there is no key, and when the list cannot be loaded', async () => {
    api([]);
    let section = await openKeys();
    expect(await within(section).findByText('You have no API keys yet.')).toBeTruthy();
    cleanup();
    api([], { 'GET /api/account/api-keys': () => failure(500) });
    section = await openKeys();
    expect(await within(section).findByText('The API keys could not be loaded.')).toBeTruthy();
    cleanup();
    api([], { 'GET /api/account/api-keys': never });
    section = await openKeys();
    expect(within(section).getByText('Loading API keys…')).toBeTruthy();
  });

  it('asks for a name and a scope before it makes a key', async () => {
    const fetchMock = api([]);
    const section = await openKeys();
    fireEvent.click(within(section).getByRole('button', { name: 'Create key' }));
    expect(await within(section).findByText('Please enter a name.')).toBeTruthy();
    fireEvent.change(within(section).getByRole('textbox', { name: /Name/ }), {
      target: { value: 'ERP' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Create key' }));
    expect(await within(section).findByText('Please choose at least one scope.')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST /api/account/api-keys')).toEqual([]);
  });

  it('makes a key, shows it once with a copy button, and lists it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const fetchMock = api([]);
    const section = await openKeys();
    fireEvent.change(within(section).getByRole('textbox', { name: /Name/ }), {
      target: { value: 'Shop ERP' },
    });
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Read open orders' }));
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Read the catalogue' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Create key' }));
    const shown = await within(section).findByRole('textbox', { name: 'API key' });
    expect(shown).toHaveProperty('value', SECRET);
    expect(sentTo(fetchMock, 'POST /api/account/api-keys')).toEqual([
      { name: 'Shop ERP', scopes: ['open-orders:read', 'catalog:read'] },
    ]);
    fireEvent.click(within(section).getByRole('button', { name: 'Copy key' }));
    expect(await within(section).findByText('The key is copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await within(section).findByRole('rowheader', { name: 'Shop ERP' })).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(within(section).queryByRole('textbox', { name: 'API key' })).toBeNull(),
    );
    expect(section.textContent).not.toContain(SECRET);
  });

  it('says so when the browser gives no clipboard, and the key stays shown to copy by hand', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    api([]);
    const section = await openKeys();
    fireEvent.change(within(section).getByRole('textbox', { name: /Name/ }), {
      target: { value: 'Plain HTTP' },
    });
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Read the account' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Create key' }));
    fireEvent.click(await within(section).findByRole('button', { name: 'Copy key' }));
    expect(
      await within(section).findByText(
        'Copying did not work. Please select the key and copy it yourself.',
      ),
    ).toBeTruthy();
    expect(within(section).getByRole('textbox', { name: 'API key' })).toHaveProperty(
      'value',
      SECRET,
    );
  });

  it("shows the server's refusal of a new key in the shop's words", async () => {
    api([], {
      'POST /api/account/api-keys': () => failure(409, 'API_KEY_LIMIT', 'limit'),
    });
    const section = await openKeys();
    fireEvent.change(within(section).getByRole('textbox', { name: /Name/ }), {
      target: { value: 'One more' },
    });
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Read invoices' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Create key' }));
    expect(
      await within(section).findByText(
        'This account holds the most API keys it may. Please revoke one first.',
      ),
    ).toBeTruthy();
  });

  it('revokes a key at once and drops it from the list', async () => {
    const fetchMock = api([erpKey]);
    const section = await openKeys();
    fireEvent.click(
      await within(section).findByRole('button', { name: 'Revoke key Warenwirtschaft' }),
    );
    expect(await within(section).findByText('You have no API keys yet.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });
});
