// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@shop/domain/api/session.ts';
import { createSessionStore } from '#web/shared/session/session-store.ts';
import { REFRESH_INTERVAL_MS, createTokenRefresher } from '#web/shared/session/token-refresh.ts';

function session(token: string, expiresIn = 300): Session {
  return {
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
    accessToken: token,
    expiresIn,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

function start(refresh: () => Promise<Session>) {
  const store = createSessionStore();
  const log = vi.fn();
  const refreshMock = vi.fn(refresh);
  const refresher = createTokenRefresher({ store, refresh: refreshMock, log });
  const stop = refresher.start();
  return { store, log, refresher, stop, refresh: refreshMock };
}

describe('token refresh', () => {
  it('checks every 30 seconds and refreshes only when the token is valid for under 60 seconds', async () => {
    const { store, refresh, stop } = start(() => Promise.resolve(session('second', 300)));
    store.signIn(session('first', 300));

    // 240 s later the token is still valid for exactly 60 s: no refresh yet
    await vi.advanceTimersByTimeAsync(8 * REFRESH_INTERVAL_MS);
    expect(refresh).not.toHaveBeenCalled();

    // at 270 s it has 30 s left: the check refreshes it
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(store.accessToken()).toBe('second');
    expect(store.validFor()).toBe(300_000);
    stop();
  });

  it('does not refresh for a visitor', async () => {
    const { refresh, stop } = start(() => Promise.resolve(session('x')));
    await vi.advanceTimersByTimeAsync(10 * REFRESH_INTERVAL_MS);
    expect(refresh).not.toHaveBeenCalled();
    stop();
  });

  it('only logs a failed refresh and keeps the session', async () => {
    const failure = new Error('NO_SESSION');
    const { store, log, stop } = start(() => Promise.reject(failure));
    store.signIn(session('first', 50));

    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    expect(log).toHaveBeenCalledWith(expect.any(String), failure);
    expect(store.isAuthenticated()).toBe(true);
    expect(store.accessToken()).toBe('first');
    stop();
  });

  it('stops checking when stopped', async () => {
    const { store, refresh, stop } = start(() => Promise.resolve(session('second')));
    store.signIn(session('first', 10));
    stop();
    await vi.advanceTimersByTimeAsync(5 * REFRESH_INTERVAL_MS);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('runs one refresh when several ask at once', async () => {
    const { store, refresher, refresh, stop } = start(() => Promise.resolve(session('second')));
    store.signIn(session('first', 5));
    await Promise.all([refresher.check(10_000), refresher.check(10_000), refresher.check()]);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('lets a logout that happens during the refresh win', async () => {
    let answer: (value: Session) => void = () => undefined;
    const { store, refresher, stop } = start(
      () => new Promise<Session>((resolve) => (answer = resolve)),
    );
    store.signIn(session('first', 5));
    const running = refresher.check();
    store.signOut();
    answer(session('second'));
    await running;
    expect(store.isAuthenticated()).toBe(false);
    stop();
  });
});

describe('session store', () => {
  it('keeps the token in memory with its expiry, and forgets both on sign-out', () => {
    const store = createSessionStore(() => 1_000);
    expect(store.getState().status).toBe('restoring');
    store.signIn(session('token', 300));
    expect(store.getState()).toMatchObject({
      status: 'ready',
      accessToken: 'token',
      expiresAt: 301_000,
    });
    store.updateUser({ passwordInitialization: true });
    expect(store.getState().user?.passwordInitialization).toBe(true);
    store.signOut();
    expect(store.getState()).toMatchObject({ status: 'ready', user: null, accessToken: null });
  });

  it('marks a restore without session as ready', () => {
    const store = createSessionStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.markRestored();
    expect(store.getState().status).toBe('ready');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
