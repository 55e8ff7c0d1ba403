import type { DbOrTx } from '#server/db/database.ts';

export function findAccountDetails(db: DbOrTx, accountId: number) {
  return db
    .selectFrom('accounts')
    .select([
      'id',
      'customerNumber',
      'shop',
      'currency',
      'language',
      'taxFree',
      'payType',
      'creditLine',
      'blockBasket',
      'showPrices',
      'hideEvp',
      'enableDropShipping',
      'logoImage',
      'shippingInformation',
      'privacyAcceptedAt',
      'passwordInitialization',
      'passwordHash',
      'businessConsole',
    ])
    .where('id', '=', accountId)
    .executeTakeFirst();
}

export function findPrimaryContact(db: DbOrTx, accountId: number) {
  return db
    .selectFrom('accountContacts')
    .select(['firstName', 'lastName', 'email', 'phone', 'cellPhone'])
    .where('accountId', '=', accountId)
    .orderBy('isPrimary', 'desc')
    .orderBy('id')
    .executeTakeFirst();
}

export function findAddresses(db: DbOrTx, accountId: number) {
  return db
    .selectFrom('accountAddresses')
    .select(['kind', 'company', 'street', 'adding', 'location', 'zip', 'country'])
    .where('accountId', '=', accountId)
    .orderBy('id')
    .execute();
}

/** The account's addresses with their ids, in the order they were stored. */
export function findAddressesWithIds(db: DbOrTx, accountId: number) {
  return db
    .selectFrom('accountAddresses')
    .select(['id', 'kind', 'company', 'street', 'adding', 'location', 'zip', 'country'])
    .where('accountId', '=', accountId)
    .orderBy('id')
    .execute();
}

export function findSavedSearches(db: DbOrTx, accountId: number) {
  return db
    .selectFrom('savedSearches')
    .select(['name', 'search'])
    .where('accountId', '=', accountId)
    .orderBy('name')
    .execute();
}

export function findUnseenMessages(db: DbOrTx, accountId: number) {
  return db
    .selectFrom('accountMessages')
    .select(['elsId', 'text', 'showOneTime'])
    .where('accountId', '=', accountId)
    .where('seenAt', 'is', null)
    .orderBy('id')
    .execute();
}

export async function setPrivacyAccepted(db: DbOrTx, accountId: number, at: string): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ privacyAcceptedAt: at })
    .where('id', '=', accountId)
    .execute();
}

/** The login columns of the accounts of these numbers (the demo's known passwords). */
export async function setLoginOf(
  db: DbOrTx,
  customerNumbers: readonly string[],
  login: { passwordHash: string; passwordInitialization: 0 | 1; privacyAcceptedAt: string | null },
): Promise<void> {
  if (customerNumbers.length === 0) return;
  await db
    .updateTable('accounts')
    .set(login)
    .where('customerNumber', 'in', [...customerNumbers])
    .where('deletedAt', 'is', null)
    .execute();
}

/** The account's login e-mail. */
export function findAccountEmail(db: DbOrTx, accountId: number) {
  return db.selectFrom('accounts').select('email').where('id', '=', accountId).executeTakeFirst();
}
