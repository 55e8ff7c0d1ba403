import type { Utm } from '@shop/domain/api/tracking.ts';

/**
 * The utm parameters of the visit (docs/product/tracking.md#track-utm): taken from the address a
 * visitor arrives with, kept for the browser tab's session and sent with each tracking event. They
 * stay in memory until statistics consent, and only then go to sessionStorage
 * (docs/decisions/058-consent-banner-and-client-tracking.md).
 */

const KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
const STORAGE_KEY = 'shop.utm';
/** the server's limit per value (utmSchema) */
const MAX_LENGTH = 200;
// control characters make the server refuse the whole event batch
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** The utm parameters of a query string, or null when it has none. */
export function utmOf(search: string): Utm | null {
  const query = new URLSearchParams(search);
  const utm: Utm = {};
  for (const key of KEYS) {
    const value = query.get(`utm_${key}`)?.replace(CONTROL, '').trim().slice(0, MAX_LENGTH);
    if (value) utm[key] = value;
  }
  return Object.keys(utm).length > 0 ? utm : null;
}

let current: Utm | null = null;

function readSession(): Utm | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    return raw === null ? null : (JSON.parse(raw) as Utm);
  } catch {
    return null;
  }
}

/** A new campaign link replaces the parameters of an earlier one within the session. */
export function captureUtm(search: string): void {
  current = utmOf(search) ?? current;
}

/** The session's utm parameters; `consented` lets them be kept in sessionStorage. */
export function sessionUtm(consented: boolean): Utm | undefined {
  if (!consented) return current ?? undefined;
  if (current !== null) {
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(current));
    } catch {
      // storage unavailable: the parameters live as long as the page
    }
    return current;
  }
  return readSession() ?? undefined;
}

/** Forgets the session's parameters (tests, and a withdrawn consent). */
export function forgetUtm(): void {
  current = null;
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing was stored
  }
}
