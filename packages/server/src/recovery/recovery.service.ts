import crypto from 'node:crypto';
import type { Language } from '@shop/domain/shops.ts';
import { setPassword } from '#server/auth/auth.service.ts';
import { hashPassword } from '#server/auth/password-hash.ts';
import { requireCaptcha, useCaptcha } from '#server/captcha/captcha.service.ts';
import type { AppConfig } from '#server/config/env.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError } from '#server/http/app-error.ts';
import { passwordRecoveryMail } from './password-recovery-mail.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import type { RateLimiter } from '#server/http/rate-limiter.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import {
  deleteRecoveriesOf,
  closeOpenRecoveries,
  findRecoverableAccount,
  findRecoveryByHash,
  insertRecovery,
  markRecoveryUsed,
  type RecoveryRow,
} from './recovery.repository.ts';

/**
 * Password recovery links (docs/product/identity.md#auth-recovery-link): a random token travels in
 * the link, only its SHA-256 is stored; a link works once, until it expires, for an active account.
 * The same links let a newly approved retailer set a first password.
 */

export const RECOVERY_LINK_VALIDITY_MS = 60 * 60 * 1000;

export function hashRecoveryToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Creates a link token for the account, valid for `validForMs`; only its hash is stored. */
export async function createRecoveryToken(
  db: DbOrTx,
  accountId: number,
  validForMs: number,
  now: Date = new Date(),
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await insertRecovery(db, {
    accountId,
    hash: hashRecoveryToken(token),
    expiresAt: new Date(now.getTime() + validForMs).toISOString(),
    createdAt: now.toISOString(),
  });
  return token;
}

/** The web client's page for a link: `/{shop}/{language}/password-recovery/{token}`. */
export function recoveryLink(
  config: AppConfig,
  shop: string,
  language: string,
  token: string,
): string {
  const base = config.publicUrl.replace(/\/+$/, '');
  return `${base}/${encodeURIComponent(shop)}/${encodeURIComponent(language)}/password-recovery/${token}`;
}

export interface PasswordRecoveryRequest {
  email: string;
  captchaHash: string;
  language: Language;
}

/**
 * Answers the same whether or not the address belongs to an account: the captcha is checked and
 * used up, the per-address limit counted, and only for an active account a link is stored and
 * mailed. The mail goes out in the background (`delivery`), so an existing address does not
 * make the answer slower.
 */
export async function sendPasswordRecovery(
  db: DbOrTx,
  services: { config: AppConfig; mailer: Mailer; rateLimiter: RateLimiter },
  input: PasswordRecoveryRequest,
  now: Date = new Date(),
): Promise<{ delivery: Promise<void> }> {
  const solved = await requireCaptcha(db, services, input.captchaHash);
  await enforceRateLimit(
    services.rateLimiter,
    `recovery:email:${input.email}`,
    RATE_LIMITS.recoveryMailPerEmail,
  );
  const link = await inTransaction(db, async (trx) => {
    await useCaptcha(trx, solved, now);
    const account = await findRecoverableAccount(trx, input.email);
    if (!account) return undefined;
    const token = await createRecoveryToken(trx, account.id, RECOVERY_LINK_VALIDITY_MS, now);
    return recoveryLink(services.config, account.shop, input.language, token);
  });
  if (link === undefined) return { delivery: Promise.resolve() };
  const mail = passwordRecoveryMail(input.language, {
    link,
    validMinutes: RECOVERY_LINK_VALIDITY_MS / 60_000,
  });
  const delivery = services.mailer.send({ to: input.email, ...mail });
  // the caller logs a failure; this keeps an early one from counting as unhandled meanwhile
  delivery.catch(() => undefined);
  return { delivery };
}

export function invalidLink(): AppError {
  return new AppError(404, 'INVALID_LINK', 'This link is not valid (any more)');
}

function isUsable(row: RecoveryRow | undefined, now: Date): row is RecoveryRow {
  return (
    row !== undefined &&
    row.usedAt === null &&
    Date.parse(row.expiresAt) > now.getTime() &&
    row.accountActive === 1 &&
    row.accountDeletedAt === null
  );
}

/** `POST /api/checkUrlId`: fine when the link is unused, unexpired and its account active. */
export async function checkRecoveryLink(
  db: DbOrTx,
  urlID: string,
  now: Date = new Date(),
): Promise<void> {
  const row = await findRecoveryByHash(db, hashRecoveryToken(urlID));
  if (!isUsable(row, now)) throw invalidLink();
}

/**
 * Sets a new password through a link, all in one transaction: the link is used up (a second use
 * or a racing request gets 404 INVALID_LINK), the argon2id hash stored, password
 * initialization cleared, the account's other open links closed and its refresh tokens revoked.
 */
export async function recoverPassword(
  db: DbOrTx,
  input: { urlID: string; newPassword: string },
  now: Date = new Date(),
): Promise<void> {
  const hash = hashRecoveryToken(input.urlID);
  if (!isUsable(await findRecoveryByHash(db, hash), now)) throw invalidLink();
  // hashing is slow on purpose: outside the transaction, which stays short
  const passwordHash = await hashPassword(input.newPassword);
  const at = now.toISOString();
  await inTransaction(db, async (trx) => {
    const row = await findRecoveryByHash(trx, hash);
    if (!isUsable(row, now) || !(await markRecoveryUsed(trx, row.id, at))) throw invalidLink();
    await setPassword(trx, row.accountId, passwordHash, { keepFamily: null, now });
    await closeOpenRecoveries(trx, row.accountId, at);
  });
}

/** Removes an account's recovery links, used or not (account deletion, decision 039). */
export function eraseRecoveriesOf(db: DbOrTx, accountId: number): Promise<void> {
  return deleteRecoveriesOf(db, accountId);
}
