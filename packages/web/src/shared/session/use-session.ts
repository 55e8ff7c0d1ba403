import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@shop/domain/api/session.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';

/**
 * The session as components see it (docs/product/shell.md#shell-session-fields, Session/user):
 * whether someone is logged in and who. Header and footer entries for logged-in users, prices,
 * guards read it.
 */
export interface SessionView {
  /** 'restoring' while the silent token call at start is under way */
  status: 'restoring' | 'ready';
  isAuthenticated: boolean;
  user: SessionUser | null;
}

export function useSession(): SessionView {
  const state = useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getState,
    sessionStore.getState,
  );
  return { status: state.status, isAuthenticated: state.user !== null, user: state.user };
}
