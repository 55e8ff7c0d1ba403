import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  REJECT_ALL,
  createConsentStore,
  parseStoredConsent,
} from '#web/shared/consent/consent-store.ts';

function memoryStorage(initial: string | null = null) {
  let value = initial;
  return { read: () => value, write: (next: string) => (value = next), stored: () => value };
}

describe('consent store', () => {
  it('has no choice on a first visit, so the banner shows', () => {
    expect(createConsentStore(memoryStorage()).getState()).toEqual({
      choice: null,
      settingsOpen: false,
    });
  });

  it('remembers a choice for the next visit', () => {
    const storage = memoryStorage();
    createConsentStore(storage).decide({ statistics: true, marketing: false });
    expect(createConsentStore(storage).getState().choice).toEqual({
      statistics: true,
      marketing: false,
    });
  });

  it('reopens the settings from the footer and closes them with a new choice', () => {
    const store = createConsentStore(memoryStorage());
    store.decide(ACCEPT_ALL);
    let changes = 0;
    store.subscribe(() => (changes += 1));
    store.openSettings();
    expect(store.getState()).toEqual({ choice: ACCEPT_ALL, settingsOpen: true });
    store.decide(REJECT_ALL);
    expect(store.getState()).toEqual({ choice: REJECT_ALL, settingsOpen: false });
    expect(changes).toBe(2);
  });

  it('keeps the banner open when closed without any choice stored', () => {
    const store = createConsentStore(memoryStorage());
    store.openSettings();
    store.closeSettings();
    expect(store.getState().settingsOpen).toBe(true);
  });

  it('asks again for a stored value it does not understand', () => {
    expect(parseStoredConsent('not json')).toBeNull();
    expect(parseStoredConsent('{"version":1,"statistics":"yes","marketing":false}')).toBeNull();
    expect(parseStoredConsent('{"version":0,"statistics":true,"marketing":true}')).toBeNull();
    expect(parseStoredConsent('{"version":1,"statistics":true,"marketing":false}')).toEqual({
      statistics: true,
      marketing: false,
    });
  });
});
