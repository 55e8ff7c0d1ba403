import type { DbOrTx } from '#server/db/database.ts';

export type LinkedBy = 'operator' | 'verified-email';

export interface ExternalIdentityRow {
  issuer: string;
  subject: string;
  accountId: number;
  linkedBy: string;
  linkedAt: string;
}

export function findIdentity(
  db: DbOrTx,
  issuer: string,
  subject: string,
): Promise<ExternalIdentityRow | undefined> {
  return db
    .selectFrom('externalIdentities')
    .selectAll()
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

export function findIdentityOfAccount(
  db: DbOrTx,
  accountId: number,
): Promise<ExternalIdentityRow | undefined> {
  return db
    .selectFrom('externalIdentities')
    .selectAll()
    .where('accountId', '=', accountId)
    .executeTakeFirst();
}

/** Links an identity to an account; false when the identity or the account is linked already. */
export async function insertIdentity(
  db: DbOrTx,
  row: { issuer: string; subject: string; accountId: number; linkedBy: LinkedBy; linkedAt: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('externalIdentities')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returning('accountId')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function deleteIdentityOfAccount(db: DbOrTx, accountId: number): Promise<void> {
  await db.deleteFrom('externalIdentities').where('accountId', '=', accountId).execute();
}
