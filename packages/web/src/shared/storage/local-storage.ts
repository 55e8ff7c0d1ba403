import { onServer } from '#web/shared/ssr/render-mode.ts';

/**
 * Typed access to what the shop keeps in localStorage (docs/product/shell.md#shell-local-storage,
 * "stored locally"). Storage can be unavailable (private mode, disabled by policy): reads then give
 * null and writes are dropped, so the shop still works with its defaults.
 *
 * The access token is never stored here: it lives in memory only (session-store.ts).
 */
export interface StoredValues {
  /** the language the visitor last used; an unknown language in a URL falls back to it */
  language: string;
  /**
   * the x-shop-version the client last saw; a different one reloads the page
   * (docs/product/shell.md#shell-version-header)
   */
  shopVersion: string;
  /** the registration draft and its step progress, as JSON (registration-draft.ts) */
  registration: string;
  /**
   * dropshipping flags of the basket (docs/product/basket.md#basket-dropship-storage); logout
   * clears them (docs/product/identity.md#auth-logout)
   */
  dropshipping: string;
  dropshippingChecked: string;
  /** the last viewed articles as JSON, newest first, at most 6 (last-viewed.ts) */
  lastViewed: string;
  /**
   * the page size of article lists as an index into PAGE_SIZES, '0' to '3'
   * (docs/product/catalog.md#cat-page-sizes)
   */
  pageLimit: string;
  /** the article view of lists, 'list' or 'gallery' (docs/product/catalog.md#cat-view) */
  listingView: string;
  /**
   * the remembered answer of the replace-or-add question, '1' add or '2' replace
   * (docs/product/basket.md#basket-replace-or-add)
   */
  basketLoadChoice: string;
  /**
   * '1' while this browser holds a session: only then is the refresh cookie (httpOnly, so
   * unreadable here) worth a POST /auth/token at start (session.ts)
   */
  sessionHint: string;
  /** the consent banner's choice as JSON (consent-store.ts); absent until the visitor chose */
  consent: string;
  /** '1' once the visitor asked for the contact page's map tiles (map-consent.ts) */
  mapConsent: string;
  /**
   * the spreadsheet format last chosen for CSV exports, 'semicolon-comma' or 'comma-point'
   * (csv-format-select.tsx)
   */
  csvFormat: string;
  /**
   * the scan list of /account/scan as JSON, kept across reloads and offline
   * (docs/product/account.md#account-scan); logout clears it
   */
  scanList: string;
}

const PREFIX = 'shop.';

export function readStored<K extends keyof StoredValues>(key: K): StoredValues[K] | null {
  // the server's render has no storage: asking would throw, and a thrown error costs its stack
  if (onServer) return null;
  try {
    return window.localStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

export function writeStored<K extends keyof StoredValues>(key: K, value: StoredValues[K]): void {
  try {
    window.localStorage.setItem(PREFIX + key, value);
  } catch {
    // storage unavailable: the value lives only as long as the page
  }
}

export function removeStored(key: keyof StoredValues): void {
  try {
    window.localStorage.removeItem(PREFIX + key);
  } catch {
    // storage unavailable: nothing was stored
  }
}
