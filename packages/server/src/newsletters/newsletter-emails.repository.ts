import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import type { NewsletterEmails } from '#server/db/tables.ts';

export type NewsletterEmailRow = Selectable<NewsletterEmails>;

export function findEmailsOfAccount(db: DbOrTx, accountId: number): Promise<NewsletterEmailRow[]> {
  return db
    .selectFrom('newsletterEmails')
    .selectAll()
    .where('accountId', '=', accountId)
    .orderBy('id')
    .execute();
}

/** The address `id` of the account; undefined for an unknown id or another account's. */
export function findOwnEmail(
  db: DbOrTx,
  accountId: number,
  id: number,
): Promise<NewsletterEmailRow | undefined> {
  return db
    .selectFrom('newsletterEmails')
    .selectAll()
    .where('id', '=', id)
    .where('accountId', '=', accountId)
    .executeTakeFirst();
}

export function findEmailById(db: DbOrTx, id: number): Promise<NewsletterEmailRow | undefined> {
  return db.selectFrom('newsletterEmails').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Another entry of the account with this address (letter case ignored), if any. */
export async function findSameAddress(
  db: DbOrTx,
  accountId: number,
  email: string,
  exceptId: number | null,
): Promise<boolean> {
  let query = db
    .selectFrom('newsletterEmails')
    .select('id')
    .where('accountId', '=', accountId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()));
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertEmail(
  db: DbOrTx,
  row: Insertable<NewsletterEmails>,
): Promise<NewsletterEmailRow> {
  return db.insertInto('newsletterEmails').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateEmail(
  db: DbOrTx,
  id: number,
  changes: Updateable<NewsletterEmails>,
): Promise<NewsletterEmailRow> {
  return db
    .updateTable('newsletterEmails')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets the columns only while `when` holds, so two racing link clicks change the row once. */
export async function updateEmailIf(
  db: DbOrTx,
  id: number,
  when: { validated?: false; active?: 1 },
  changes: Updateable<NewsletterEmails>,
): Promise<boolean> {
  let query = db.updateTable('newsletterEmails').set(changes).where('id', '=', id);
  if (when.validated === false) query = query.where('validatedAt', 'is', null);
  if (when.active === 1) query = query.where('active', '=', 1);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteOwnEmail(db: DbOrTx, accountId: number, id: number): Promise<number> {
  const result = await db
    .deleteFrom('newsletterEmails')
    .where('id', '=', id)
    .where('accountId', '=', accountId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The newsletter entries of these accounts under exactly these addresses. */
export function findEntriesOf(
  db: DbOrTx,
  accounts: readonly { accountId: number; email: string }[],
): Promise<NewsletterEmailRow[]> {
  if (accounts.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('newsletterEmails')
    .selectAll()
    .where(
      'accountId',
      'in',
      accounts.map((account) => account.accountId),
    )
    .where(
      'email',
      'in',
      accounts.map((account) => account.email),
    )
    .execute();
}
