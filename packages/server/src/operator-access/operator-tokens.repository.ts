import type { Insertable, Selectable } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import type { OperatorTokens } from '#server/db/tables.ts';

/** Data access of operator tokens: rows by name or by the hash of the token text. */

export type OperatorTokenRow = Selectable<OperatorTokens>;

export async function insertOperatorToken(
  db: DbOrTx,
  row: Omit<Insertable<OperatorTokens>, 'id'>,
): Promise<number> {
  const { id } = await db
    .insertInto('operatorTokens')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function findOperatorTokenByHash(
  db: DbOrTx,
  tokenHash: string,
): Promise<OperatorTokenRow | undefined> {
  return db
    .selectFrom('operatorTokens')
    .selectAll()
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

export async function findOperatorTokenByName(
  db: DbOrTx,
  name: string,
): Promise<OperatorTokenRow | undefined> {
  return db.selectFrom('operatorTokens').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function findOperatorTokens(db: DbOrTx): Promise<OperatorTokenRow[]> {
  return db.selectFrom('operatorTokens').selectAll().orderBy('name').execute();
}

/** Sets revoked_at once; answers false when no unrevoked token has the name. */
export async function markOperatorTokenRevoked(
  db: DbOrTx,
  name: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('operatorTokens')
    .set({ revokedAt: at })
    .where('name', '=', name)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records a use unless one was recorded after `notBefore` (at most one write a minute). */
export async function touchOperatorToken(
  db: DbOrTx,
  id: number,
  at: string,
  notBefore: string,
): Promise<void> {
  await db
    .updateTable('operatorTokens')
    .set({ lastUsedAt: at })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('lastUsedAt', 'is', null), eb('lastUsedAt', '<', notBefore)]))
    .execute();
}
