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
