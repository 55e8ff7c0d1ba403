import crypto from 'node:crypto';
import type { Session, SessionUser } from '@shop/domain/api/session.ts';
import { isLanguage, isShopCode } from '@shop/domain/shops.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { AppError } from '#server/http/app-error.ts';
import type { RateLimiter } from '#server/http/rate-limiter.ts';
import { ACCESS_TOKEN_SECONDS, type TokenIssuer } from './access-token.ts';
import {
  deleteAccountRefreshTokens,
  findAccountByEmail,
  findAccountById,
  findRefreshToken,
  insertRefreshToken,
  revokeAccountRefreshTokens,
  revokeRefreshFamily,
  revokeRefreshToken,
  updatePassword,
  type LoginAccountRow,
} from './auth.repository.ts';
import { deleteIdentityOfAccount } from './external-identity.repository.ts';
import { checkLoginAttempt, recordLoginFailure, recordLoginSuccess } from './login-throttle.ts';
import { verifyAgainstDummy, verifyPassword } from './password-hash.ts';

/** A "stay connected" session lasts 30 days from its last use; otherwise until the browser closes (12 h at most). */
export const STAY_CONNECTED_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_MS = 12 * 60 * 60 * 1000;
/** Two tabs refreshing at once: the loser of the race is told "no session" but the family survives. */
const REFRESH_RACE_GRACE_MS = 10_000;

export interface IssuedSession {
  session: Session;
  refreshToken: string;
  /** cookie lifetime in seconds, or undefined for a browser-session cookie */
  cookieMaxAge: number | undefined;
}

/** What issuing a session needs besides the database: the token signer and, for tests, a clock. */
export interface SessionServices {
  tokens: TokenIssuer;
  now?: () => Date;
}

/** What a login needs besides the database and the session services. */
export interface LoginServices extends SessionServices {
  rateLimiter: RateLimiter;
  /** checks a solved captcha payload and uses it up; 400 CAPTCHA_INVALID when it is not */
  spendCaptcha: (payload: string | undefined) => Promise<void>;
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export function isUsable(account: LoginAccountRow): boolean {
  return account.active === 1 && account.deletedAt === null;
}

export function toSessionUser(account: LoginAccountRow): SessionUser {
  return {
    isAuthenticated: true,
    passwordInitialization: account.passwordInitialization === 1,
    shop: isShopCode(account.shop) ? account.shop : 'de',
    companyCode: account.companyCode,
    customerNumber: account.customerNumber,
    email: account.email,
    language: isLanguage(account.language) ? account.language : 'en',
    businessConsole: account.businessConsole === 1,
  };
}

async function issue(
  db: DbOrTx,
  services: SessionServices,
  account: LoginAccountRow,
  refresh: { family: string; stayConnected: boolean },
): Promise<IssuedSession> {
  const now = (services.now ?? (() => new Date()))();
  const refreshToken = crypto.randomBytes(32).toString('base64url');
  const lifetime = refresh.stayConnected ? STAY_CONNECTED_MS : SESSION_MS;
  await insertRefreshToken(db, {
    accountId: account.id,
    tokenHash: hashToken(refreshToken),
    family: refresh.family,
    stayConnected: refresh.stayConnected,
    expiresAt: new Date(now.getTime() + lifetime).toISOString(),
  });
  const accessToken = await services.tokens.sign({
    accountId: account.id,
    email: account.email,
    customerNumber: account.customerNumber,
    shop: account.shop,
    businessConsole: account.businessConsole === 1,
    sessionId: refresh.family,
  });
  return {
    session: { user: toSessionUser(account), accessToken, expiresIn: ACCESS_TOKEN_SECONDS },
    refreshToken,
    cookieMaxAge: refresh.stayConnected ? Math.floor(STAY_CONNECTED_MS / 1000) : undefined,
  };
}

export async function startSession(
  db: DbOrTx,
  services: SessionServices,
  account: LoginAccountRow,
  stayConnected: boolean,
): Promise<IssuedSession> {
  return issue(db, services, account, { family: crypto.randomUUID(), stayConnected });
}

const loginFailed = (captchaRequired: boolean) =>
  new AppError(401, 'LOGIN_FAILED', 'The e-mail address or the password is not correct', {
    captchaRequired,
  });

export async function login(
  db: DbOrTx,
  services: LoginServices,
  input: {
    name: string;
    password: string;
    stayConnected: boolean;
    captchaHash?: string | undefined;
    ip: string;
  },
): Promise<IssuedSession> {
  const email = input.name.trim().toLowerCase();
  const { captchaRequired } = await checkLoginAttempt(services.rateLimiter, email, input.ip);
  if (captchaRequired) {
    // after a few failures for this e-mail each further guess costs a solved captcha; the
    // password is not looked at without one, so the answer tells nothing about it
    if (input.captchaHash === undefined) {
      throw new AppError(401, 'CAPTCHA_REQUIRED', 'Please solve the captcha to log in', {
        captchaRequired: true,
      });
    }
    await services.spendCaptcha(input.captchaHash);
  }
  const account = await findAccountByEmail(db, email);
  const passwordOk = account?.passwordHash
    ? await verifyPassword(account.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!account || !passwordOk) {
    const next = await recordLoginFailure(services.rateLimiter, email, input.ip);
    throw loginFailed(next.captchaRequired);
  }
  // only someone who knows the password learns that the account is deactivated
  if (!isUsable(account)) {
    throw new AppError(401, 'ACCOUNT_DEACTIVATED', 'This account is not active');
  }
  await recordLoginSuccess(services.rateLimiter, email, input.ip);
  return startSession(db, services, account, input.stayConnected);
}

/**
 * Checks the current password of a password change; a wrong one counts like a failed login
 * (docs/decisions/016-login-throttling.md) and is answered 400 WRONG_PASSWORD.
 */
export async function verifyCurrentPassword(
  rateLimiter: RateLimiter,
  account: { email: string; passwordHash: string | null },
  password: string,
  ip: string,
): Promise<void> {
  const email = account.email.toLowerCase();
  await checkLoginAttempt(rateLimiter, email, ip);
  const ok =
    account.passwordHash !== null && (await verifyPassword(account.passwordHash, password));
  if (!ok) {
    await recordLoginFailure(rateLimiter, email, ip);
    throw new AppError(400, 'WRONG_PASSWORD', 'The current password is not correct');
  }
}

const noSession = () => new AppError(401, 'NO_SESSION', 'Not logged in');

/** Swaps a live refresh token for a new one of the same family and a new access token. */
export async function refreshSession(
  db: DbOrTx,
  services: SessionServices,
  refreshToken: string | undefined,
): Promise<IssuedSession> {
  if (!refreshToken || refreshToken.length > 200) throw noSession();
  const now = (services.now ?? (() => new Date()))();
  const row = await findRefreshToken(db, hashToken(refreshToken));
  if (!row) throw noSession();
  if (row.revokedAt !== null) {
    // a revoked token presented again, beyond a concurrent-refresh race, means it was stolen
    if (now.getTime() - Date.parse(row.revokedAt) > REFRESH_RACE_GRACE_MS) {
      await revokeRefreshFamily(db, row.family, now.toISOString());
    }
    throw noSession();
  }
  if (Date.parse(row.expiresAt) <= now.getTime()) throw noSession();
  const account = await findAccountById(db, row.accountId);
  if (!account || !isUsable(account)) {
    await revokeRefreshFamily(db, row.family, now.toISOString());
    throw noSession();
  }
  if (!(await revokeRefreshToken(db, row.id, now.toISOString()))) throw noSession();
  return issue(db, services, account, {
    family: row.family,
    stayConnected: row.stayConnected === 1,
  });
}

export async function logout(
  db: DbOrTx,
  refreshToken: string | undefined,
  now: Date = new Date(),
): Promise<void> {
  if (!refreshToken || refreshToken.length > 200) return;
  const row = await findRefreshToken(db, hashToken(refreshToken));
  if (row) await revokeRefreshFamily(db, row.family, now.toISOString());
}

/**
 * Stores a new password hash, clears passwordInitialization and ends every other session of
 * the account: each refresh-token family but `keepFamily` (the caller's own session on a
 * password change; none after a mailed link) stops working.
 */
export async function setPassword(
  db: DbOrTx,
  accountId: number,
  passwordHash: string,
  options: { keepFamily: string | null; now?: Date },
): Promise<void> {
  await updatePassword(db, accountId, passwordHash);
  await revokeAccountRefreshTokens(
    db,
    accountId,
    (options.now ?? new Date()).toISOString(),
    options.keepFamily,
  );
}

/** The login account of an e-mail address, or undefined; for the staff tools of operator/. */
export function accountByEmail(db: DbOrTx, email: string) {
  return findAccountByEmail(db, email);
}

/**
 * Ends every session of an account and removes its link to an external identity: the first
 * step of deleting the account (docs/decisions/039-account-deletion.md).
 */
export async function eraseSessionsAndIdentity(db: DbOrTx, accountId: number): Promise<void> {
  await deleteAccountRefreshTokens(db, accountId);
  await deleteIdentityOfAccount(db, accountId);
}

/**
 * Ends every session of accounts the ERP switched off: their refresh tokens stop working at
 * once; their access tokens are refused by the guard, which reads the account again after the
 * write (docs/decisions/093-account-and-document-import.md).
 */
export async function endSessionsOf(
  db: DbOrTx,
  accountIds: readonly number[],
  now: string,
): Promise<void> {
  for (const accountId of accountIds) await revokeAccountRefreshTokens(db, accountId, now, null);
}
