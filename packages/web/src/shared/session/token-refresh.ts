import type { Session } from '@shop/domain/api/session.ts';
import type { SessionStore } from '#web/shared/session/session-store.ts';

/**
 * Keeps the access token of a logged-in user fresh (docs/product/identity.md#auth-token-refresh):
 * every 30 seconds the token is refreshed when it is valid for under 60 seconds more. A failed
 * refresh is only logged; the session then ends with the next call the server refuses
 * (docs/product/shell.md#shell-401).
 */
export const REFRESH_INTERVAL_MS = 30_000;
export const REFRESH_MARGIN_MS = 60_000;
/** before a call, a token valid for less than this is refreshed first (a tab that slept) */
export const CALL_MARGIN_MS = 10_000;

export interface TokenRefresherOptions {
  store: SessionStore;
  /** POST /auth/token: a new session from the refresh cookie */
  refresh: () => Promise<Session>;
  log: (message: string, error: unknown) => void;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

export interface TokenRefresher {
  /** starts the 30-second timer; returns the function that stops it */
  start(): () => void;
  /** one refresh check now: refreshes when the token is valid for less than `margin` ms */
  check(margin?: number): Promise<void>;
}

export function createTokenRefresher(options: TokenRefresherOptions): TokenRefresher {
  const { store, refresh, log } = options;
  const startTimer =
    options.setInterval ?? ((callback, ms) => globalThis.setInterval(callback, ms));
  const stopTimer =
    options.clearInterval ??
    ((handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>));
  // one refresh at a time: the timer and several calls may ask at once
  let running: Promise<void> | null = null;

  function check(margin = REFRESH_MARGIN_MS): Promise<void> {
    if (!store.isAuthenticated() || store.validFor() >= margin) return Promise.resolve();
    running ??= refresh()
      .then(
        (session) => {
          // a logout while the refresh ran wins
          if (store.isAuthenticated()) store.signIn(session);
        },
        (error: unknown) => log('The access token could not be refreshed', error),
      )
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    start() {
      const handle = startTimer(() => void check(), REFRESH_INTERVAL_MS);
      return () => stopTimer(handle);
    },
    check,
  };
}
