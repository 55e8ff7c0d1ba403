import { useSyncExternalStore } from 'react';
import { readStored, removeStored, writeStored } from '#web/shared/storage/local-storage.ts';
import { useScripted } from '#web/shared/ssr/use-scripted.ts';

/**
 * Whether the visitor agreed to load the contact page's map from the tile server
 * (docs/decisions/101-contact-map.md). The consent banner's categories (statistics,
 * marketing) do not cover a third party that sees the visitor's address, so the map asks for
 * itself, once: the answer is remembered in this browser until the visitor takes it back.
 */
export interface MapConsent {
  given(): boolean;
  subscribe(listener: () => void): () => void;
  give(): void;
  withdraw(): void;
}

export function createMapConsent(
  storage = {
    read: () => readStored('mapConsent') === '1',
    write: (given: boolean) =>
      given ? writeStored('mapConsent', '1') : removeStored('mapConsent'),
  },
): MapConsent {
  let given = storage.read();
  const listeners = new Set<() => void>();
  function set(next: boolean): void {
    storage.write(next);
    given = next;
    for (const listener of [...listeners]) listener();
  }
  return {
    given: () => given,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    give: () => set(true),
    withdraw: () => set(false),
  };
}

export const mapConsent = createMapConsent();

/**
 * The stored answer applies right after the first render over the server's page, which cannot
 * know it (decision 126).
 */
export function useMapConsent(): boolean {
  const scripted = useScripted();
  const given = useSyncExternalStore(mapConsent.subscribe, mapConsent.given, () => false);
  return scripted && given;
}
