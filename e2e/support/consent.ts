import { CONSENT_DECIDED_COOKIE } from '@shop/domain/consent-cookie.ts';

/**
 * The consent banner shows until a choice is stored (docs/decisions/058): every test starts with
 * one stored, statistics and marketing refused, so the banner covers nothing and no test's
 * data layer fills by chance. The consent test itself starts without one (`NO_CONSENT`).
 */
const STORED_REJECTION = JSON.stringify({
  version: 1,
  statistics: false,
  marketing: false,
  decidedAt: '2026-01-01T00:00:00.000Z',
});

export function consentStorageState(origin: string) {
  const { hostname } = new URL(origin);
  return {
    // what the client sets beside the choice: the server then sends pages without its bar
    cookies: [
      {
        name: CONSENT_DECIDED_COOKIE,
        value: '1',
        domain: hostname,
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      },
    ],
    origins: [{ origin, localStorage: [{ name: 'shop.consent', value: STORED_REJECTION }] }],
  };
}

export const NO_CONSENT = { cookies: [], origins: [] };
