import { CONSENT_DECIDED_COOKIE } from '@shop/domain/consent-cookie.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Tells the server that this browser has made its consent choice, so it sends pages without
 * the consent bar it writes into a first visit's page (decision 071).
 */
export function rememberConsentDecided(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_DECIDED_COOKIE}=1; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
}
