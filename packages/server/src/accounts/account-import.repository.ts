import type { Insertable, Selectable } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import type { AccountAddresses, AccountContacts, Accounts } from '#server/db/tables.ts';

/** The queries of the account import and export, a few per batch (docs/decisions/093-account-and-document-import.md). */

export const IMPORTED_ACCOUNT_COLUMNS = [
  'id',
  'customerNumber',
  'email',
  'shop',
  'language',
  'currency',
  'active',
  'companyCode',
  'website',
  'taxIdentificationNumber',
  'shippingInformation',
  'shopType',
  'businessConsole',
  'showPrices',
  'hideEvp',
  'blockBasket',
  'enableDropShipping',
  'taxFree',
  'payType',
  'creditLine',
  'deletedAt',
] as const;

export type ImportedAccountRow = Pick<
  Selectable<Accounts>,
  (typeof IMPORTED_ACCOUNT_COLUMNS)[number]
>;
export type ContactRow = Selectable<AccountContacts>;
export type AddressRow = Selectable<AccountAddresses>;

export function findAccountsByNumber(
  db: DbOrTx,
  customerNumbers: readonly string[],
): Promise<ImportedAccountRow[]> {
  if (customerNumbers.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('accounts')
    .select(IMPORTED_ACCOUNT_COLUMNS)
    .where('customerNumber', 'in', customerNumbers)
    .execute();
}

/** Accounts of other customer numbers that hold one of these e-mail addresses. */
export function findAccountsByEmail(db: DbOrTx, emails: readonly string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('accounts')
    .select(['customerNumber', 'email'])
    .where('email', 'in', emails)
    .execute();
}

/** A page of the accounts not deleted, in customer-number order, after `after`. */
export function findAccountPage(
  db: DbOrTx,
  after: string | null,
  limit: number,
): Promise<ImportedAccountRow[]> {
  let query = db
    .selectFrom('accounts')
    .select(IMPORTED_ACCOUNT_COLUMNS)
    .where('deletedAt', 'is', null);
  if (after !== null) query = query.where('customerNumber', '>', after);
  return query.orderBy('customerNumber').limit(limit).execute();
}

export function findContactsOf(db: DbOrTx, accountIds: readonly number[]): Promise<ContactRow[]> {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('accountContacts')
    .selectAll()
    .where('accountId', 'in', accountIds)
    .orderBy('id')
    .execute();
}

export function findAddressesOf(db: DbOrTx, accountIds: readonly number[]): Promise<AddressRow[]> {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('accountAddresses')
    .selectAll()
    .where('accountId', 'in', accountIds)
    .orderBy('id')
    .execute();
}

export async function insertImportedAccount(
  db: DbOrTx,
  row: Insertable<Accounts>,
): Promise<number> {
  const inserted = await db
    .insertInto('accounts')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateImportedAccount(
  db: DbOrTx,
  accountId: number,
  row: Partial<Insertable<Accounts>>,
): Promise<void> {
  await db.updateTable('accounts').set(row).where('id', '=', accountId).execute();
}

/** The account's contacts replaced by these, in this order. */
export async function replaceContacts(
  db: DbOrTx,
  accountId: number,
  contacts: readonly Omit<Insertable<AccountContacts>, 'accountId'>[],
): Promise<void> {
  await db.deleteFrom('accountContacts').where('accountId', '=', accountId).execute();
  if (contacts.length === 0) return;
  await db
    .insertInto('accountContacts')
    .values(contacts.map((contact) => ({ ...contact, accountId })))
    .execute();
}

/** The account's addresses replaced by these, in this order. */
export async function replaceAddresses(
  db: DbOrTx,
  accountId: number,
  addresses: readonly Omit<Insertable<AccountAddresses>, 'accountId'>[],
): Promise<void> {
  await db.deleteFrom('accountAddresses').where('accountId', '=', accountId).execute();
  if (addresses.length === 0) return;
  await db
    .insertInto('accountAddresses')
    .values(addresses.map((address) => ({ ...address, accountId })))
    .execute();
}

/** Active accounts not deleted, by customer number: what a replace import may switch off. */
export function findActiveAccounts(db: DbOrTx) {
  return db
    .selectFrom('accounts')
    .select(['id', 'customerNumber'])
    .where('active', '=', 1)
    .where('deletedAt', 'is', null)
    .execute();
}

export async function deactivateAccounts(db: DbOrTx, accountIds: readonly number[]): Promise<void> {
  if (accountIds.length === 0) return;
  await db.updateTable('accounts').set({ active: 0 }).where('id', 'in', accountIds).execute();
}

/** Account ids by customer number, for the documents that name their account. */
export function findAccountIds(db: DbOrTx, customerNumbers: readonly string[]) {
  if (customerNumbers.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('accounts')
    .select(['id', 'customerNumber', 'currency'])
    .where('customerNumber', 'in', customerNumbers)
    .where('deletedAt', 'is', null)
    .execute();
}

/** Customer numbers by account id, for exports of documents. */
export function findCustomerNumbers(db: DbOrTx, accountIds: readonly number[]) {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('accounts')
    .select(['id', 'customerNumber'])
    .where('id', 'in', accountIds)
    .execute();
}
