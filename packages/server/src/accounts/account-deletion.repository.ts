import type { DbOrTx } from '#server/db/database.ts';

/**
 * The rows of the accounts area that an account deletion removes, and the account row, which
 * stays (orders and invoices refer to it) without anything that names a person.
 */
export async function deleteOwnRows(db: DbOrTx, accountId: number, email: string): Promise<void> {
  await db.deleteFrom('accountContacts').where('accountId', '=', accountId).execute();
  await db.deleteFrom('accountAddresses').where('accountId', '=', accountId).execute();
  await db.deleteFrom('accountMessages').where('accountId', '=', accountId).execute();
  await db.deleteFrom('savedSearches').where('accountId', '=', accountId).execute();
  await db
    .deleteFrom('contactRequests')
    .where((eb) => eb.or([eb('accountId', '=', accountId), eb('email', '=', email)]))
    .execute();
}

export async function anonymiseAccount(db: DbOrTx, accountId: number, at: string): Promise<void> {
  await db
    .updateTable('accounts')
    .set({
      // the column is unique and required; .invalid never delivers (RFC 2606)
      email: `deleted-${accountId}@deleted.invalid`,
      passwordHash: null,
      passwordInitialization: 0,
      active: 0,
      deletedAt: at,
      companyCode: null,
      taxIdentificationNumber: null,
      website: null,
      shippingInformation: null,
      logoImage: null,
      privacyAcceptedAt: null,
    })
    .where('id', '=', accountId)
    .execute();
}
