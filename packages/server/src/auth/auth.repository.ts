import type { DbOrTx } from '#server/db/database.ts';

export interface LoginAccountRow {
  id: number;
  customerNumber: string;
  email: string;
  shop: string;
  companyCode: string | null;
  language: string;
  passwordHash: string | null;
  passwordInitialization: number;
  active: number;
  deletedAt: string | null;
  businessConsole: number;
  currency: string;
  showPrices: number;
}

const loginColumns = [
  'id',
  'customerNumber',
  'email',
  'shop',
  'companyCode',
  'language',
  'passwordHash',
  'passwordInitialization',
  'active',
  'deletedAt',
  'businessConsole',
  // the price currency, so price-aware routes need no second read of the account
  'currency',
  'showPrices',
] as const;

export function findAccountByEmail(
  db: DbOrTx,
  email: string,
): Promise<LoginAccountRow | undefined> {
  return db
    .selectFrom('accounts')
    .select(loginColumns)
    .where('email', '=', email)
    .executeTakeFirst();
}

export function findAccountById(db: DbOrTx, id: number): Promise<LoginAccountRow | undefined> {
  return db.selectFrom('accounts').select(loginColumns).where('id', '=', id).executeTakeFirst();
}

export interface RefreshTokenRow {
  id: number;
  accountId: number;
  family: string;
  stayConnected: number;
  expiresAt: string;
  revokedAt: string | null;
}

export function findRefreshToken(
  db: DbOrTx,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  return db
    .selectFrom('refreshTokens')
    .select(['id', 'accountId', 'family', 'stayConnected', 'expiresAt', 'revokedAt'])
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

export async function insertRefreshToken(
  db: DbOrTx,
  row: {
    accountId: number;
    tokenHash: string;
    family: string;
    stayConnected: boolean;
    expiresAt: string;
  },
): Promise<void> {
  await db
    .insertInto('refreshTokens')
    .values({ ...row, stayConnected: row.stayConnected ? 1 : 0 })
    .execute();
}

/** Revokes one token if it is still live; answers whether this call was the one that did. */
export async function revokeRefreshToken(db: DbOrTx, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('refreshTokens')
    .set({ revokedAt: now })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeRefreshFamily(db: DbOrTx, family: string, now: string): Promise<void> {
  await db
    .updateTable('refreshTokens')
    .set({ revokedAt: now })
    .where('family', '=', family)
    .where('revokedAt', 'is', null)
    .execute();
}

/** Revokes every live refresh token of the account, except those of `keepFamily`. */
export async function revokeAccountRefreshTokens(
  db: DbOrTx,
  accountId: number,
  now: string,
  keepFamily: string | null,
): Promise<void> {
  let query = db
    .updateTable('refreshTokens')
    .set({ revokedAt: now })
    .where('accountId', '=', accountId)
    .where('revokedAt', 'is', null);
  if (keepFamily !== null) query = query.where('family', '!=', keepFamily);
  await query.execute();
}

export async function updatePassword(
  db: DbOrTx,
  accountId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ passwordHash, passwordInitialization: 0 })
    .where('id', '=', accountId)
    .execute();
}

/** Records a portal token id; false when it was used before. */
export async function claimPortalToken(
  db: DbOrTx,
  jti: string,
  expiresAt: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('portalTokenUses')
    .values({ jti, expiresAt })
    .onConflict((oc) => oc.column('jti').doNothing())
    .returning('jti')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Every refresh token of an account, so each of its sessions ends (account deletion, decision 039). */
export async function deleteAccountRefreshTokens(db: DbOrTx, accountId: number): Promise<void> {
  await db.deleteFrom('refreshTokens').where('accountId', '=', accountId).execute();
}

/** The sessions (refresh-token families) of an account with a live token, except `keepFamily`. */
export async function liveFamiliesOfAccount(
  db: DbOrTx,
  accountId: number,
  keepFamily: string | null,
): Promise<string[]> {
  let query = db
    .selectFrom('refreshTokens')
    .select('family')
    .distinct()
    .where('accountId', '=', accountId)
    .where('revokedAt', 'is', null);
  if (keepFamily !== null) query = query.where('family', '!=', keepFamily);
  return (await query.execute()).map((row) => row.family);
}

/**
 * Records sessions as revoked for the guards of every process, and forgets those revoked before
 * `forgetBefore` (their access tokens have expired).
 */
export async function insertRevokedSessions(
  db: DbOrTx,
  sessionIds: readonly string[],
  now: string,
  forgetBefore: string,
): Promise<void> {
  await db.deleteFrom('revokedSessions').where('revokedAt', '<', forgetBefore).execute();
  if (sessionIds.length === 0) return;
  await db
    .insertInto('revokedSessions')
    .values(sessionIds.map((sessionId) => ({ sessionId, revokedAt: now })))
    .onConflict((oc) => oc.column('sessionId').doUpdateSet({ revokedAt: now }))
    .execute();
}

export function revokedSessionsSince(
  db: DbOrTx,
  since: string,
): Promise<{ sessionId: string; revokedAt: string }[]> {
  return db
    .selectFrom('revokedSessions')
    .select(['sessionId', 'revokedAt'])
    .where('revokedAt', '>=', since)
    .execute();
}
