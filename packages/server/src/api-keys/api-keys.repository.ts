import type { Insertable, Selectable } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import { databaseKindOf } from '#server/db/dialect.ts';
import type { ApiKeys } from '#server/db/tables.ts';

/** Data access of a retailer's API keys: rows of one account, or by the hash of a key's text. */

export type ApiKeyRow = Selectable<ApiKeys>;

export async function insertApiKey(
  db: DbOrTx,
  row: Omit<Insertable<ApiKeys>, 'id'>,
): Promise<number> {
  const { id } = await db
    .insertInto('apiKeys')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The account's unrevoked keys, newest first. */
export async function findActiveApiKeys(db: DbOrTx, accountId: number): Promise<ApiKeyRow[]> {
  return db
    .selectFrom('apiKeys')
    .selectAll()
    .where('accountId', '=', accountId)
    .where('revokedAt', 'is', null)
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Holds the account's row for the rest of the transaction, so two keys made at once are counted
 * one after the other: on PostgreSQL a row lock (FOR UPDATE); SQLite transactions take the write
 * lock up front anyway (database.ts).
 */
export async function lockAccountKeys(db: DbOrTx, accountId: number): Promise<void> {
  await db
    .selectFrom('accounts')
    .select('id')
    .where('id', '=', accountId)
    .$if(databaseKindOf(db) === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export async function countActiveApiKeys(db: DbOrTx, accountId: number): Promise<number> {
  const { count } = await db
    .selectFrom('apiKeys')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('accountId', '=', accountId)
    .where('revokedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function findApiKeyByHash(
  db: DbOrTx,
  keyHash: string,
): Promise<ApiKeyRow | undefined> {
  return db.selectFrom('apiKeys').selectAll().where('keyHash', '=', keyHash).executeTakeFirst();
}

/** Sets revoked_at of the account's unrevoked key; answers false when it has none of this id. */
export async function markApiKeyRevoked(
  db: DbOrTx,
  accountId: number,
  id: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('apiKeys')
    .set({ revokedAt: at })
    .where('id', '=', id)
    .where('accountId', '=', accountId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records a use unless one was recorded after `notBefore` (at most one write a minute). */
export async function touchApiKey(
  db: DbOrTx,
  id: number,
  at: string,
  notBefore: string,
): Promise<void> {
  await db
    .updateTable('apiKeys')
    .set({ lastUsedAt: at })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('lastUsedAt', 'is', null), eb('lastUsedAt', '<', notBefore)]))
    .execute();
}

export async function deleteApiKeysOf(db: DbOrTx, accountId: number): Promise<void> {
  await db.deleteFrom('apiKeys').where('accountId', '=', accountId).execute();
}
