import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Session } from '@shop/domain/api/session.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { setNavigator, type NavigateFunction } from '#web/shared/routing/navigator.ts';
import { authDialogs } from '#web/shared/session/auth-dialogs.ts';
import { logout, restoreSession, startSession } from '#web/shared/session/session.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { json } from '#web/shared/testing/api-stub.ts';

const session: Session = {
  user: {
    isAuthenticated: true,
    passwordInitialization: false,
    shop: 'de',
    companyCode: null,
    customerNumber: 'DE/100001',
    email: 'demo@example.com',
    language: 'de',
    businessConsole: false,
  },
  accessToken: 'jwt',
  expiresIn: 300,
};

let fetch: ReturnType<typeof vi.fn<typeof window.fetch>>;
let navigate: ReturnType<typeof vi.fn<NavigateFunction>>;
let stop: () => void;

beforeEach(() => {
  fetch = vi.fn<typeof window.fetch>();
  vi.stubGlobal('fetch', fetch);
  navigate = vi.fn<NavigateFunction>();
  setNavigator(navigate);
  stop = startSession();
  sessionStore.signOut();
  authDialogs.close();
  window.localStorage.clear();
  window.history.pushState({}, '', '/de/de');
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

describe('restoring the session at start', () => {
  it('signs in silently with the refresh cookie', async () => {
    fetch.mockResolvedValueOnce(json(session));
    window.localStorage.setItem('shop.sessionHint', '1');
    await restoreSession();
    expect(fetch).toHaveBeenCalledWith('/auth/token', expect.objectContaining({ method: 'POST' }));
    expect(sessionStore.getState()).toMatchObject({ status: 'ready', accessToken: 'jwt' });
  });

  it('stays a visitor without one, and forgets the hint', async () => {
    window.localStorage.setItem('shop.sessionHint', '1');
    fetch.mockResolvedValueOnce(json({ error: { code: 'NO_SESSION', message: 'none' } }, 401));
    await restoreSession();
    expect(sessionStore.getState()).toMatchObject({ status: 'ready', user: null });
    expect(authDialogs.getState().open).toBeNull();
    expect(window.localStorage.getItem('shop.sessionHint')).toBeNull();
  });

  // docs/product/quality.md#quality-storefront
  it('makes no call for a visitor who never logged in in this browser', async () => {
    await restoreSession();
    expect(fetch).not.toHaveBeenCalled();
    expect(sessionStore.getState()).toMatchObject({ status: 'ready', user: null });
  });

  // docs/product/account.md#account-scan
  it('waits for the connection when the page starts offline, keeping the hint', async () => {
    window.localStorage.setItem('shop.sessionHint', '1');
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await restoreSession();
    expect(fetch).not.toHaveBeenCalled();
    expect(sessionStore.getState()).toMatchObject({ status: 'ready', user: null });
    expect(window.localStorage.getItem('shop.sessionHint')).toBe('1');

    online.mockReturnValue(true);
    fetch.mockResolvedValueOnce(json(session));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(sessionStore.isAuthenticated()).toBe(true));
    expect(fetch).toHaveBeenCalledWith('/auth/token', expect.objectContaining({ method: 'POST' }));
    online.mockRestore();
  });

  it('keeps the hint while a session lasts and drops it with the logout', async () => {
    sessionStore.signIn(session);
    expect(window.localStorage.getItem('shop.sessionHint')).toBe('1');
    fetch.mockResolvedValueOnce(json({ success: true }));
    await logout();
    expect(window.localStorage.getItem('shop.sessionHint')).toBeNull();
  });
});

// docs/product/identity.md#auth-logout
describe('logout', () => {
  it('calls the server, forgets the user and the dropshipping flags, and leaves an account page', async () => {
    sessionStore.signIn(session);
    window.localStorage.setItem('shop.dropshipping', 'true');
    window.localStorage.setItem('dropshippingChecked', 'true');
    window.localStorage.setItem('shop.scanList', '{"customerNumber":"DE/100001","lines":[]}');
    window.history.pushState({}, '', '/de/en/account/orders');
    fetch.mockResolvedValueOnce(json({ success: true }));

    await logout();

    expect(fetch).toHaveBeenCalledWith('/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(sessionStore.isAuthenticated()).toBe(false);
    expect(window.localStorage.getItem('shop.dropshipping')).toBeNull();
    expect(window.localStorage.getItem('dropshippingChecked')).toBeNull();
    // the scan list holds the customer's prices (docs/product/account.md#account-scan)
    expect(window.localStorage.getItem('shop.scanList')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/de/en', { replace: true });
  });

  it('stays on a public page, and ends the local session even when the server fails', async () => {
    sessionStore.signIn(session);
    window.history.pushState({}, '', '/de/de/partner');
    fetch.mockRejectedValueOnce(new TypeError('offline'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await logout();

    expect(sessionStore.isAuthenticated()).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});

// docs/product/shell.md#shell-401
describe('session rules of every call', () => {
  const schema = z.object({ ok: z.boolean() });

  it('sends the bearer token of the logged-in user', async () => {
    sessionStore.signIn(session);
    fetch.mockResolvedValueOnce(json({ ok: true }));
    await apiGet('/intern/account', schema);
    const headers = new Headers(fetch.mock.calls[0]?.[1]?.headers);
    expect(headers.get('authorization')).toBe('Bearer jwt');
  });

  it("opens the login dialog on a visitor's 401", async () => {
    fetch.mockResolvedValueOnce(
      json({ error: { code: 'UNAUTHENTICATED', message: 'Please log in' } }, 401),
    );
    await expect(apiGet('/intern/account', schema)).rejects.toMatchObject({ status: 401 });
    expect(authDialogs.getState()).toMatchObject({ open: 'login', notice: 'loginRequired' });
  });

  it('keeps the user logged in on a 403 that refuses one call, such as a blocked basket', async () => {
    sessionStore.signIn(session);
    for (const code of ['BASKET_BLOCKED', 'FORBIDDEN', 'BUSINESS_CONSOLE_REFUSED']) {
      fetch.mockResolvedValueOnce(json({ error: { code, message: 'x' } }, 403));
      await expect(apiGet('/basket/add', schema)).rejects.toMatchObject({ status: 403, code });
    }
    expect(sessionStore.isAuthenticated()).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(3); // no logout call
    expect(navigate).not.toHaveBeenCalled();
  });

  it('logs the user out on a 403 that refuses the login itself', async () => {
    sessionStore.signIn(session);
    window.history.pushState({}, '', '/de/de/basket');
    fetch
      .mockResolvedValueOnce(json({ error: { code: 'LOGIN_NOT_ALLOWED', message: 'x' } }, 403))
      .mockResolvedValueOnce(json({ success: true }));
    await expect(apiGet('/basket/x', schema)).rejects.toMatchObject({ status: 403 });
    await vi.waitFor(() => expect(sessionStore.isAuthenticated()).toBe(false));
    expect(fetch).toHaveBeenLastCalledWith('/auth/logout', expect.anything());
    expect(navigate).toHaveBeenCalledWith('/de/de', { replace: true });
  });

  it('leads an account that must set a new password to the password page instead of logging it out', async () => {
    sessionStore.signIn(session);
    window.history.pushState({}, '', '/de/en/basket');
    fetch.mockResolvedValueOnce(
      json({ error: { code: 'PASSWORD_CHANGE_REQUIRED', message: 'New password first' } }, 403),
    );
    await expect(apiGet('/basket', schema)).rejects.toMatchObject({ status: 403 });
    expect(navigate).toHaveBeenCalledWith('/de/en/account/password-change', { replace: true });
    expect(sessionStore.isAuthenticated()).toBe(true);
    expect(sessionStore.getState().user?.passwordInitialization).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1); // no logout call

    // on the password page itself it stays there
    navigate.mockClear();
    window.history.pushState({}, '', '/de/en/account/password-change');
    fetch.mockResolvedValueOnce(
      json({ error: { code: 'PASSWORD_CHANGE_REQUIRED', message: 'New password first' } }, 403),
    );
    await expect(apiGet('/basket', schema)).rejects.toMatchObject({ status: 403 });
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStore.isAuthenticated()).toBe(true);
  });

  it('refreshes an expiring token before the call that would send it', async () => {
    sessionStore.signIn({ ...session, accessToken: 'old', expiresIn: 5 });
    fetch
      .mockResolvedValueOnce(json({ ...session, accessToken: 'new' }))
      .mockResolvedValueOnce(json({ ok: true }));
    await apiGet('/intern/account', schema);
    expect(fetch.mock.calls[0]?.[0]).toBe('/auth/token');
    const headers = new Headers(fetch.mock.calls[1]?.[1]?.headers);
    expect(headers.get('authorization')).toBe('Bearer new');
  });
});
