import type { Insertable } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import type {
  AccountAddresses,
  AccountContacts,
  Accounts,
  NewsletterEmails,
} from '#server/db/tables.ts';

export type RegistrationStatus = 'pending' | 'approved' | 'rejected';

/** Any account row holds the address (accounts.email is unique, active or not). */
export async function accountExistsWithEmail(db: DbOrTx, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

export async function pendingRegistrationExists(db: DbOrTx, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('registrations')
    .select('id')
    .where('email', '=', email)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

export interface PaymentMethodRow {
  value: number;
  restricted: string;
  exclusive: string;
}

export function findPaymentMethods(db: DbOrTx): Promise<PaymentMethodRow[]> {
  return db
    .selectFrom('paymentMethods')
    .select(['value', 'restricted', 'exclusive'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function registrationUsesUpload(db: DbOrTx, reference: string): Promise<boolean> {
  const row = await db
    .selectFrom('registrations')
    .select('id')
    .where('uploadReference', '=', reference)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertRegistration(
  db: DbOrTx,
  row: {
    email: string;
    shop: string;
    language: string;
    data: string;
    uploadReference: string | null;
    createdAt: string;
  },
): Promise<void> {
  await db
    .insertInto('registrations')
    .values({ ...row, status: 'pending' })
    .execute();
}

export interface RegistrationRow {
  id: number;
  email: string;
  shop: string;
  language: string;
  status: string;
  data: string;
  uploadReference: string | null;
  accountId: number | null;
  createdAt: string;
  decidedAt: string | null;
}

const registrationColumns = [
  'id',
  'email',
  'shop',
  'language',
  'status',
  'data',
  'uploadReference',
  'accountId',
  'createdAt',
  'decidedAt',
] as const;

export function findPendingRegistration(
  db: DbOrTx,
  email: string,
): Promise<RegistrationRow | undefined> {
  return db
    .selectFrom('registrations')
    .select(registrationColumns)
    .where('email', '=', email)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

export function findRegistrations(
  db: DbOrTx,
  status: RegistrationStatus | undefined,
): Promise<RegistrationRow[]> {
  let query = db.selectFrom('registrations').select(registrationColumns);
  if (status) query = query.where('status', '=', status);
  return query.orderBy('createdAt').orderBy('id').execute();
}

/** Decides a pending registration; false when it was decided already (by a racing operator). */
export async function decideRegistration(
  db: DbOrTx,
  id: number,
  decision: { status: 'approved' | 'rejected'; accountId: number | null; decidedAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('registrations')
    .set(decision)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The highest customer number matching a LIKE pattern such as 'DE/1_____'. */
export async function highestCustomerNumber(
  db: DbOrTx,
  pattern: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('accounts')
    .select('customerNumber')
    .where('customerNumber', 'like', pattern)
    .orderBy('customerNumber', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.customerNumber;
}

export async function insertAccount(db: DbOrTx, account: Insertable<Accounts>): Promise<number> {
  const row = await db
    .insertInto('accounts')
    .values(account)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertContact(
  db: DbOrTx,
  contact: Insertable<AccountContacts>,
): Promise<void> {
  await db.insertInto('accountContacts').values(contact).execute();
}

export async function insertAddresses(
  db: DbOrTx,
  addresses: Insertable<AccountAddresses>[],
): Promise<void> {
  await db.insertInto('accountAddresses').values(addresses).execute();
}

export async function insertNewsletterEmail(
  db: DbOrTx,
  row: Insertable<NewsletterEmails>,
): Promise<void> {
  await db.insertInto('newsletterEmails').values(row).execute();
}

/** The registrations of an account or its e-mail, and its newsletter addresses. */
export async function deleteRegistrationDataOf(
  db: DbOrTx,
  accountId: number,
  email: string,
): Promise<void> {
  await db
    .deleteFrom('registrations')
    .where((eb) => eb.or([eb('accountId', '=', accountId), eb('email', '=', email)]))
    .execute();
  await db.deleteFrom('newsletterEmails').where('accountId', '=', accountId).execute();
}
