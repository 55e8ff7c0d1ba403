import type { Session } from '@shop/domain/api/session.ts';
import { LOGIN_NOT_ALLOWED } from '@shop/domain/rules/login-not-allowed.ts';
import { apiPost, setSessionAccess, type SessionAccess } from '#web/shared/api/client.ts';
import { isLoginOnlyPath, navigateTo, shellOfPath } from '#web/shared/routing/navigator.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { readStored, removeStored, writeStored } from '#web/shared/storage/local-storage.ts';
import { authDialogs } from '#web/shared/session/auth-dialogs.ts';
import { okAnswer } from '#web/shared/api/ok-answer.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import {
  CALL_MARGIN_MS,
  createTokenRefresher,
  type TokenRefresher,
} from '#web/shared/session/token-refresh.ts';

/**
 * The session of the page, wired together: token restore at start, token refresh, logout, and the
 * session rules the API client applies to every answer (docs/product/shell.md#shell-401,
 * docs/product/identity.md#auth-logout).
 */

// the session is restored before the first page shows: its contract (and zod) loads beside the
// request, not with the first page's JavaScript (decision 030)
const sessionContract = () => import('@shop/domain/api/session.ts');

/** POST /auth/token: a new session from the httpOnly refresh cookie; 401 NO_SESSION without one. */
export function postToken(): Promise<Session> {
  return apiPost(
    '/auth/token',
    undefined,
    () => sessionContract().then((contract) => contract.sessionSchema),
    { sessionRules: false },
  );
}

function log(message: string, error: unknown): void {
  console.warn(message, error);
}

export const tokenRefresher: TokenRefresher = createTokenRefresher({
  store: sessionStore,
  refresh: postToken,
  log,
});

/**
 * Restores the session of an earlier visit silently at start: the access token lives in memory
 * only, the refresh cookie brings it back. No session is the normal case for a visitor: without
 * the session hint there is no cookie to try, and no failed call (decision 021).
 */
export async function restoreSession(): Promise<void> {
  if (readStored('sessionHint') === null) {
    sessionStore.markRestored();
    return;
  }
  // offline (the scan page opened from the service worker): a visitor's page until the
  // connection is back, then the session returns (docs/product/account.md#account-scan)
  if (!navigator.onLine) {
    window.addEventListener('online', restoreWhenOnline, { once: true });
    sessionStore.markRestored();
    return;
  }
  try {
    sessionStore.signIn(await postToken());
  } catch {
    // the cookie expired or was cleared: the next start tries no more
    removeStored('sessionHint');
    sessionStore.markRestored();
  }
}

function restoreWhenOnline(): void {
  if (!sessionStore.isAuthenticated()) void restoreSession();
}

/**
 * Keys of the basket's dropshipping state that end with the session
 * (docs/product/identity.md#auth-logout).
 */
const DROPSHIPPING_KEYS = ['dropshipping', 'dropshippingChecked'] as const;
/** the scan list holds the customer's prices (docs/product/account.md#account-scan) */
const SCAN_LIST_KEY = 'scanList';

/** Forgets the user on this page: the session, and the dropshipping flags and messages. */
function endLocalSession(): void {
  sessionStore.signOut();
  removeStored('sessionHint');
  removeStored(SCAN_LIST_KEY);
  for (const key of DROPSHIPPING_KEYS) {
    removeStored(key);
    try {
      window.localStorage.removeItem(key); // as the previous shop stored them
    } catch {
      // storage unavailable: nothing was stored
    }
  }
}

/**
 * Logout (docs/product/identity.md#auth-logout): calls the server (which clears the refresh
 * cookie), clears the local user and the dropshipping state, and returns to start when on an
 * account or basket page. `reload` reloads the page afterwards (the end of a session the server
 * refused).
 */
export async function logout(options: { reload?: boolean } = {}): Promise<void> {
  try {
    await apiPost('/auth/logout', undefined, okAnswer, { sessionRules: false });
  } catch (error) {
    log('The server could not end the session', error);
  }
  endLocalSession();
  const pathname = window.location.pathname;
  const shell = shellOfPath(pathname);
  if (shell !== null && isLoginOnlyPath(pathname)) {
    const start = paths.start.href(shell);
    if (options.reload === true) window.location.assign(start);
    else navigateTo(start, { replace: true });
    return;
  }
  if (options.reload === true) window.location.reload();
}

let ending = false;

/** the 403 code of every route but the password change for an account without its own password */
const PASSWORD_CHANGE_REQUIRED = 'PASSWORD_CHANGE_REQUIRED';

/** To the password page of the current shop and language, unless already there. */
function openPasswordChange(): void {
  const shell = shellOfPath();
  if (shell === null) return;
  const target = paths.accountPasswordChange.href(shell);
  if (window.location.pathname.replace(/\/$/, '') !== target) navigateTo(target, { replace: true });
}

/** The rules of docs/product/shell.md#shell-401 for answers to calls other than login. */
const sessionAccess: SessionAccess = {
  accessToken: () => sessionStore.accessToken(),
  ensureFreshToken: () => tokenRefresher.check(CALL_MARGIN_MS),
  onUnauthorized(wasAuthenticated) {
    if (ending) return;
    if (wasAuthenticated || sessionStore.isAuthenticated()) {
      // the user was logged in: logged out, and the page reloads
      ending = true;
      void logout({ reload: true });
      return;
    }
    // a visitor: the login dialog opens, and the user is logged out
    endLocalSession();
    authDialogs.openLogin({ notice: 'loginRequired' });
  },
  onForbidden(code) {
    if (ending || !sessionStore.isAuthenticated()) return;
    // an account that must set a new password first keeps its session and is led to the
    // password page: every other route answers it with this code (docs/decisions/016-login-throttling.md)
    if (code === PASSWORD_CHANGE_REQUIRED) {
      sessionStore.updateUser({ passwordInitialization: true });
      openPasswordChange();
      return;
    }
    // only a login the shop does not admit ends the session; any other 403 refuses one call
    // (a blocked basket's change, a business-console account's owner load, decision 040) and
    // the caller shows it (docs/decisions/094-when-a-session-ends.md)
    if (code === LOGIN_NOT_ALLOWED) void logout();
  },
};

/**
 * Wires the session into the API client and starts the token refresh timer; a tab coming back
 * to the foreground checks its token at once (timers of hidden tabs are throttled).
 */
export function startSession(): () => void {
  setSessionAccess(sessionAccess);
  // every way into a session (login, portal login, refresh) and out of it passes the store; a
  // start without a connection is no way out: its session comes back online
  let signedIn = sessionStore.isAuthenticated();
  const stopHint = sessionStore.subscribe(() => {
    const now = sessionStore.isAuthenticated();
    if (now) writeStored('sessionHint', '1');
    else if (signedIn) removeStored('sessionHint');
    signedIn = now;
  });
  const stopTimer = tokenRefresher.start();
  const onVisible = () => {
    if (document.visibilityState === 'visible') void tokenRefresher.check();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopTimer();
    stopHint();
    document.removeEventListener('visibilitychange', onVisible);
    setSessionAccess(null);
  };
}
