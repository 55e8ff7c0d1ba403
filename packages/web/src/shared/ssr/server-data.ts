import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered page carries for the browser's first render (decision 126): the
 * answers of its queries and its loaders, in a `<script type="application/json">` of this id
 * (no script runs from it, so the CSP needs no exception).
 */
export const SERVER_DATA_ID = 'server-data';

export interface ServerData {
  queries: DehydratedState;
  router: HydrationState;
  /** when the server rendered the page (its countdowns' time) */
  renderedAt: number;
  /**
   * the path the page was rendered for: the notFound page is answered at an unknown address
   * (docs/product/shell.md#shell-not-found-route), and the browser takes it over at its own
   */
  location: string;
}

/** The page's server data, or null for a page the browser renders itself. */
export function readServerData(): ServerData | null {
  const element = document.getElementById(SERVER_DATA_ID);
  if (element === null) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as ServerData;
  } catch {
    return null;
  }
}

/**
 * Puts the server's answers into the query cache (the server dehydrates answered queries only),
 * fresh from the page's arrival: a page the server kept (up to a minute, emptied by every
 * catalog change) would otherwise ask again at once for what it shows. Written out rather than
 * react-query's `hydrate`, which costs the first page more than this loop.
 */
export function fillQueryCache(queryClient: QueryClient, data: ServerData, now = Date.now()): void {
  for (const query of data.queries.queries) {
    queryClient.setQueryData(query.queryKey, query.state.data, { updatedAt: now });
  }
}
