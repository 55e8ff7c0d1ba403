import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from '#web/shared/session/session-store.ts';

/**
 * Queries with a user's data carry the customer number in their key (e.g. the start page with
 * prices). When that user logs out or another logs in, their cached answers are dropped, so no
 * price or account detail outlives the session in memory.
 */
export function forgetUserQueriesOnSignOut(queryClient: QueryClient, store: SessionStore) {
  let previous = store.getState().user?.customerNumber ?? null;
  return store.subscribe(() => {
    const current = store.getState().user?.customerNumber ?? null;
    if (previous !== null && current !== previous) {
      const customer = previous;
      queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(customer) });
    }
    previous = current;
  });
}

/** The part of a query key that names whose data it is: the customer, or 'visitor'. */
export function viewerKey(user: { customerNumber: string } | null): string {
  return user?.customerNumber ?? 'visitor';
}
