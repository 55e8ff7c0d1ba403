import type { DbOrTx } from '#server/db/database.ts';

export interface RecoveryAccount {
  id: number;
  shop: string;
}

/** An account that may recover its password: active and not deleted. */
export function findRecoverableAccount(
  db: DbOrTx,
  email: string,
): Promise<RecoveryAccount | undefined> {
  return db
    .selectFrom('accounts')
    .select(['id', 'shop'])
    .where('email', '=', email)
    .where('active', '=', 1)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

export async function insertRecovery(
  db: DbOrTx,
  row: { accountId: number; hash: string; expiresAt: string; createdAt: string },
): Promise<void> {
  await db.insertInto('passwordRecoveries').values(row).execute();
}

export interface RecoveryRow {
  id: number;
  accountId: number;
  expiresAt: string;
  usedAt: string | null;
  accountActive: number;
  accountDeletedAt: string | null;
}

export function findRecoveryByHash(db: DbOrTx, hash: string): Promise<RecoveryRow | undefined> {
  return db
    .selectFrom('passwordRecoveries as r')
    .innerJoin('accounts as a', 'a.id', 'r.accountId')
    .select([
      'r.id',
      'r.accountId',
      'r.expiresAt',
      'r.usedAt',
      'a.active as accountActive',
      'a.deletedAt as accountDeletedAt',
    ])
    .where('r.hash', '=', hash)
    .executeTakeFirst();
}

/** Marks a link used if it still is unused; false when another request used it first. */
export async function markRecoveryUsed(db: DbOrTx, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('passwordRecoveries')
    .set({ usedAt: now })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Closes every other open link of the account once a password has been set. */
export async function closeOpenRecoveries(
  db: DbOrTx,
  accountId: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('passwordRecoveries')
    .set({ usedAt: now })
    .where('accountId', '=', accountId)
    .where('usedAt', 'is', null)
    .execute();
}

export async function deleteRecoveriesOf(db: DbOrTx, accountId: number): Promise<void> {
  await db.deleteFrom('passwordRecoveries').where('accountId', '=', accountId).execute();
}
