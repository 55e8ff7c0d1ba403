import { rememberConsentDecided } from '#web/shared/consent/consent-decided-cookie.ts';
import { consentStore } from '#web/shared/consent/consent-store.ts';

/**
 * A first visit's page arrives with the consent bar already in its HTML, written by the server
 * from the bar's own markup (decision 071), so the phone paints the bar, the largest text of its
 * first screen, before any JavaScript has run. The client's bar takes its place when it renders.
 */
export const BOOT_CONSENT_BAR_ID = 'boot-consent-bar';

/** Removes the server's bar: the client's bar has rendered, or no bar is to show. */
export function removeBootConsentBar(): void {
  document.getElementById(BOOT_CONSENT_BAR_ID)?.remove();
}

/**
 * At start: a visitor with a stored choice sees no bar, whatever the server sent (the cookie may
 * have been cleared while localStorage kept the choice, or predate it); the cookie is set again.
 * Without a choice the server's bar stays until the client's bar replaces it.
 */
export function settleBootConsentBar(): void {
  if (consentStore.getState().choice === null) return;
  removeBootConsentBar();
  rememberConsentDecided();
}
