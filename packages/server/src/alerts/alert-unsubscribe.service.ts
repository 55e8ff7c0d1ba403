import crypto from 'node:crypto';
import type { DbOrTx } from '#server/db/database.ts';
import { AppError } from '#server/http/app-error.ts';
import {
  findUnsubscribeToken,
  insertUnsubscribeToken,
  pauseAllAlerts,
} from './alerts.repository.ts';

/**
 * The unsubscribe link of every digest (RFC 8058; docs/decisions/150-article-alerts.md): 32
 * random bytes, of which the shop keeps only the SHA-256, so a copy of the database unsubscribes
 * no one. Posting it pauses every alert of the account, without a login; posting it again
 * changes nothing and answers the same.
 */

export const UNSUBSCRIBE_PATH = '/alerts/unsubscribe';

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A new link's token for the account, stored hashed. */
export async function newUnsubscribeToken(
  db: DbOrTx,
  accountId: number,
  now: Date,
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await insertUnsubscribeToken(db, {
    tokenHash: hashOf(token),
    accountId,
    createdAt: now.toISOString(),
  });
  return token;
}

const invalidLink = () => new AppError(404, 'ALERT_LINK_INVALID', 'This link is not valid');

/** The language and shop of the link's account, for the confirmation page. */
export async function unsubscribeLinkAccount(
  db: DbOrTx,
  token: string,
): Promise<{ language: string; shop: string }> {
  const row = await findUnsubscribeToken(db, hashOf(token));
  if (!row) throw invalidLink();
  return { language: row.language, shop: row.shop };
}

export async function unsubscribeAlerts(
  db: DbOrTx,
  token: string,
  now: Date = new Date(),
): Promise<{ language: string; shop: string }> {
  const hash = hashOf(token);
  const row = await findUnsubscribeToken(db, hash);
  if (!row) throw invalidLink();
  await pauseAllAlerts(db, row.accountId, hash, now.toISOString());
  return { language: row.language, shop: row.shop };
}
