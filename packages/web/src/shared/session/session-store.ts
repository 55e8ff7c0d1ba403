import type { Session, SessionUser } from '@shop/domain/api/session.ts';

/**
 * The session of the person using the shop (docs/product/shell.md#shell-session-fields,
 * Session/user): a tiny external store that login, token refresh, portal login and logout feed
 * (session.ts), and that React reads with useSession(). The access token lives here, in memory
 * only: never in localStorage, so a script that reads storage cannot take it; a reload restores it
 * through the httpOnly refresh cookie (POST /auth/token).
 */
export interface SessionState {
  /** 'restoring' until the silent token call at start has answered */
  status: 'restoring' | 'ready';
  user: SessionUser | null;
  accessToken: string | null;
  /** epoch milliseconds at which the access token expires */
  expiresAt: number | null;
}

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** a login, token refresh or portal login answered with a session */
  signIn(session: Session): void;
  /** the user logged out or the session ended */
  signOut(): void;
  /** the silent restore at start found no session */
  markRestored(): void;
  /** changes fields of the logged-in user (e.g. passwordInitialization after a password change) */
  updateUser(patch: Partial<SessionUser>): void;
  accessToken(): string | null;
  isAuthenticated(): boolean;
  /** milliseconds the access token is still valid; 0 without one */
  validFor(): number;
}

const SIGNED_OUT = { user: null, accessToken: null, expiresAt: null } as const;

export function createSessionStore(now: () => number = Date.now): SessionStore {
  let state: SessionState = { status: 'restoring', ...SIGNED_OUT };
  const listeners = new Set<() => void>();

  function set(next: SessionState): void {
    state = next;
    for (const listener of [...listeners]) listener();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn(session) {
      set({
        status: 'ready',
        user: session.user,
        accessToken: session.accessToken,
        expiresAt: now() + session.expiresIn * 1000,
      });
    },
    signOut() {
      set({ status: 'ready', ...SIGNED_OUT });
    },
    markRestored() {
      if (state.status === 'restoring') set({ ...state, status: 'ready' });
    },
    updateUser(patch) {
      if (state.user !== null) set({ ...state, user: { ...state.user, ...patch } });
    },
    accessToken: () => state.accessToken,
    isAuthenticated: () => state.user !== null,
    validFor: () => (state.expiresAt === null ? 0 : Math.max(0, state.expiresAt - now())),
  };
}

/** The session of this page. */
export const sessionStore = createSessionStore();
