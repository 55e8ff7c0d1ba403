import crypto from 'node:crypto';
import type { DbOrTx } from '#server/db/database.ts';
import { getOrCreateSetting } from '#server/system/app-settings.ts';

/**
 * Tracking event ids (docs/decisions/052-event-tracking-and-consent.md): issued only to a
 * client that gave statistics consent, so an id sent with a later call is that client's
 * consent. The id is random, carries the marketing consent and its issue time, and is signed
 * with an HMAC-SHA-256 (Node's crypto) under a secret kept in app_settings: nothing is stored
 * per id, and an id cannot be made up or altered.
 */

export const EVENT_ID_VALID_MS = 24 * 60 * 60 * 1000;
/** Clocks of several processes may differ a little. */
const CLOCK_SKEW_MS = 60 * 1000;

async function secret(db: DbOrTx): Promise<string> {
  return getOrCreateSetting(db, 'tracking.event-id-secret', () =>
    crypto.randomBytes(32).toString('base64url'),
  );
}

function mac(key: string, body: string): string {
  return crypto
    .createHmac('sha256', key)
    .update(body)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

export async function issueEventId(
  db: DbOrTx,
  consent: { marketing: boolean },
  now: Date = new Date(),
): Promise<string> {
  const random = crypto.randomBytes(12).toString('base64url');
  const issued = Math.floor(now.getTime() / 1000).toString(36);
  const body = `${random}.${consent.marketing ? 1 : 0}.${issued}`;
  return `${body}.${mac(await secret(db), body)}`;
}

/** The consent an id was issued under, or undefined for a forged, altered or expired id. */
export async function readEventId(
  db: DbOrTx,
  id: string,
  now: Date = new Date(),
): Promise<{ marketing: boolean } | undefined> {
  const parts = id.split('.');
  if (parts.length !== 4) return undefined;
  const [random, marketing, issued, signature] = parts as [string, string, string, string];
  const body = `${random}.${marketing}.${issued}`;
  const expected = Buffer.from(mac(await secret(db), body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    return undefined;
  }
  const issuedMs = parseInt(issued, 36) * 1000;
  const age = now.getTime() - issuedMs;
  if (!Number.isFinite(age) || age > EVENT_ID_VALID_MS || age < -CLOCK_SKEW_MS) return undefined;
  return { marketing: marketing === '1' };
}
