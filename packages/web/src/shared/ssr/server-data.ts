import type { DehydratedState } from '@tanstack/react-query';
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
}

/**
 * The page's server data, or null for a page the browser renders itself. Its answers count as
 * fresh from the page's arrival: a page the server kept (up to a minute, emptied by every catalog
 * change) would otherwise ask again at once for what it shows.
 */
export function readServerData(now = Date.now()): ServerData | null {
  const element = document.getElementById(SERVER_DATA_ID);
  if (element === null) return null;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as ServerData;
    for (const query of data.queries.queries) query.state.dataUpdatedAt = now;
    return data;
  } catch {
    return null;
  }
}
