import crypto from 'node:crypto';
import type { Session, SessionUser } from '@shop/domain/api/auth.ts';
import { isLanguage, isShopCode } from '@shop/domain/shops.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { AppError, tooManyRequests } from '#server/http/app-error.ts';
import type { RateLimiter } from '#server/http/rate-limiter.ts';
import { ACCESS_TOKEN_SECONDS, type TokenIssuer } from './access-token.ts';
import {
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
import { verifyAgainstDummy, verifyPassword } from './password-hash.ts';

/** Ten failed logins per e-mail or per address within 15 minutes lock logins out (issue 3). */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
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

export interface AuthDeps {
  db: DbOrTx;
  tokens: TokenIssuer;
  rateLimiter: RateLimiter;
  now?: () => Date;
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
  deps: AuthDeps,
  account: LoginAccountRow,
  refresh: { family: string; stayConnected: boolean },
): Promise<IssuedSession> {
  const now = (deps.now ?? (() => new Date()))();
  const refreshToken = crypto.randomBytes(32).toString('base64url');
  const lifetime = refresh.stayConnected ? STAY_CONNECTED_MS : SESSION_MS;
  await insertRefreshToken(deps.db, {
    accountId: account.id,
    tokenHash: hashToken(refreshToken),
    family: refresh.family,
    stayConnected: refresh.stayConnected,
    expiresAt: new Date(now.getTime() + lifetime).toISOString(),
  });
  const accessToken = await deps.tokens.sign({
    accountId: account.id,
    email: account.email,
    customerNumber: account.customerNumber,
    shop: account.shop,
    businessConsole: account.businessConsole === 1,
  });
  return {
    session: { user: toSessionUser(account), accessToken, expiresIn: ACCESS_TOKEN_SECONDS },
    refreshToken,
    cookieMaxAge: refresh.stayConnected ? Math.floor(STAY_CONNECTED_MS / 1000) : undefined,
  };
}

export async function startSession(
  deps: AuthDeps,
  account: LoginAccountRow,
  stayConnected: boolean,
): Promise<IssuedSession> {
  return issue(deps, account, { family: crypto.randomUUID(), stayConnected });
}

const loginFailed = () =>
  new AppError(401, 'LOGIN_FAILED', 'The e-mail address or the password is not correct');

export async function login(
  deps: AuthDeps,
  input: { name: string; password: string; stayConnected: boolean; ip: string },
): Promise<IssuedSession> {
  const email = input.name.trim().toLowerCase();
  const keys = [`login:email:${email}`, `login:ip:${input.ip}`];
  for (const key of keys) {
    const state = await deps.rateLimiter.peek(key, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS);
    if (!state.allowed) {
      throw tooManyRequests(
        'TOO_MANY_ATTEMPTS',
        'Too many failed logins, please wait',
        state.retryAfterSeconds,
      );
    }
  }
  const account = await findAccountByEmail(deps.db, email);
  const passwordOk = account?.passwordHash
    ? await verifyPassword(account.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!account || !passwordOk) {
    for (const key of keys)
      await deps.rateLimiter.hit(key, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS);
    throw loginFailed();
  }
  // only someone who knows the password learns that the account is deactivated
  if (!isUsable(account)) {
    throw new AppError(401, 'ACCOUNT_DEACTIVATED', 'This account is not active');
  }
  await deps.rateLimiter.reset(keys[0]!);
  return startSession(deps, account, input.stayConnected);
}

const noSession = () => new AppError(401, 'NO_SESSION', 'Not logged in');

/** Swaps a live refresh token for a new one of the same family and a new access token. */
export async function refreshSession(
  deps: AuthDeps,
  refreshToken: string | undefined,
): Promise<IssuedSession> {
  if (!refreshToken || refreshToken.length > 200) throw noSession();
  const now = (deps.now ?? (() => new Date()))();
  const row = await findRefreshToken(deps.db, hashToken(refreshToken));
  if (!row) throw noSession();
  if (row.revokedAt !== null) {
    // a revoked token presented again, beyond a concurrent-refresh race, means it was stolen
    if (now.getTime() - Date.parse(row.revokedAt) > REFRESH_RACE_GRACE_MS) {
      await revokeRefreshFamily(deps.db, row.family, now.toISOString());
    }
    throw noSession();
  }
  if (Date.parse(row.expiresAt) <= now.getTime()) throw noSession();
  const account = await findAccountById(deps.db, row.accountId);
  if (!account || !isUsable(account)) {
    await revokeRefreshFamily(deps.db, row.family, now.toISOString());
    throw noSession();
  }
  if (!(await revokeRefreshToken(deps.db, row.id, now.toISOString()))) throw noSession();
  return issue(deps, account, { family: row.family, stayConnected: row.stayConnected === 1 });
}

export async function logout(deps: AuthDeps, refreshToken: string | undefined): Promise<void> {
  if (!refreshToken || refreshToken.length > 200) return;
  const row = await findRefreshToken(deps.db, hashToken(refreshToken));
  if (row)
    await revokeRefreshFamily(
      deps.db,
      row.family,
      (deps.now ?? (() => new Date()))().toISOString(),
    );
}

/**
 * Stores a new password hash and clears passwordInitialization. With `endSessions`, every
 * refresh token of the account stops working (a password set through a mailed link).
 */
export async function setPassword(
  db: DbOrTx,
  accountId: number,
  passwordHash: string,
  options: { endSessions: boolean; now?: Date },
): Promise<void> {
  await updatePassword(db, accountId, passwordHash);
  if (options.endSessions) {
    await revokeAccountRefreshTokens(db, accountId, (options.now ?? new Date()).toISOString());
  }
}
