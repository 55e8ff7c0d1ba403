import { useSyncExternalStore } from 'react';
import { rememberConsentDecided } from '#web/shared/consent/consent-decided-cookie.ts';
import { readStored, writeStored } from '#web/shared/storage/local-storage.ts';

/**
 * The visitor's choice in the consent banner (docs/product/tracking.md#track-consent,
 * docs/product/shell.md#shell-local-storage "cookie preferences";
 * docs/decisions/058-consent-banner-and-client-tracking.md): statistics and marketing, necessary
 * storage needs none. Remembered in localStorage; until a choice is stored the banner shows and
 * nothing is tracked. The footer's "Cookie settings" opens it again.
 */
export interface ConsentChoice {
  statistics: boolean;
  marketing: boolean;
}

export interface ConsentState {
  /** null until the visitor chose */
  choice: ConsentChoice | null;
  /** the banner's settings were asked for again (footer entry) */
  settingsOpen: boolean;
}

/** What is stored; the version lets a later banner with other categories ask again. */
const STORED_VERSION = 1;

export function parseStoredConsent(raw: string | null): ConsentChoice | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { version, statistics, marketing } = value as Record<string, unknown>;
    if (version !== STORED_VERSION) return null;
    if (typeof statistics !== 'boolean' || typeof marketing !== 'boolean') return null;
    return { statistics, marketing };
  } catch {
    return null;
  }
}

export function serializeConsent(choice: ConsentChoice, now: Date = new Date()): string {
  return JSON.stringify({ version: STORED_VERSION, ...choice, decidedAt: now.toISOString() });
}

export interface ConsentStore {
  getState(): ConsentState;
  subscribe(listener: () => void): () => void;
  /** stores the visitor's choice and closes the banner */
  decide(choice: ConsentChoice): void;
  /** opens the banner again to change the choice */
  openSettings(): void;
  /** closes the banner again without a new choice (only when one is stored) */
  closeSettings(): void;
}

export function createConsentStore(
  storage: { read: () => string | null; write: (value: string) => void } = {
    read: () => readStored('consent'),
    write: (value) => {
      writeStored('consent', value);
      rememberConsentDecided();
    },
  },
): ConsentStore {
  let state: ConsentState = { choice: parseStoredConsent(storage.read()), settingsOpen: false };
  const listeners = new Set<() => void>();
  function set(next: ConsentState): void {
    state = next;
    for (const listener of [...listeners]) listener();
  }
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    decide(choice) {
      storage.write(serializeConsent(choice));
      set({ choice: { ...choice }, settingsOpen: false });
    },
    openSettings() {
      set({ ...state, settingsOpen: true });
    },
    closeSettings() {
      if (state.choice !== null) set({ ...state, settingsOpen: false });
    },
  };
}

export const consentStore = createConsentStore();

export const ACCEPT_ALL: ConsentChoice = { statistics: true, marketing: true };
export const REJECT_ALL: ConsentChoice = { statistics: false, marketing: false };

export function useConsent(): ConsentState {
  return useSyncExternalStore(consentStore.subscribe, consentStore.getState);
}
