import type { RegistrationRecord } from '@shop/domain/api/erp.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { postalAddress } from './order-records.ts';
import { findAddressesOf } from './order-records.repository.ts';
import { findPrimaryContactsOf, type RegistrationRow } from './registration-records.repository.ts';

/** An approved registration as the ERP receives it: the account it opened, as it is now. */

export const registrationEventId = (id: number) => `registration:${id}`;

export async function toRegistrationRecords(
  db: DbOrTx,
  rows: readonly RegistrationRow[],
): Promise<RegistrationRecord[]> {
  const accountIds = rows.map((row) => row.accountId);
  const [contacts, addresses] = await Promise.all([
    findPrimaryContactsOf(db, accountIds),
    findAddressesOf(db, accountIds),
  ]);
  return rows.map((row) => {
    const contact = contacts.find((c) => c.accountId === row.accountId);
    const own = addresses.filter((address) => address.accountId === row.accountId);
    return {
      registrationId: row.id,
      idempotencyKey: registrationEventId(row.id),
      submittedAt: row.createdAt,
      approvedAt: row.decidedAt ?? row.createdAt,
      customerNumber: row.customerNumber,
      shop: row.shop,
      language: row.language,
      currency: row.currency,
      email: row.email,
      payType: row.payType,
      shopType: row.shopType,
      taxIdentificationNumber: row.taxIdentificationNumber,
      website: row.website,
      tradeLicence: row.uploadReference !== null,
      contact: contact
        ? {
            gender: contact.gender,
            firstName: contact.firstName,
            lastName: contact.lastName,
            email: contact.email,
            phone: contact.phone,
          }
        : null,
      billingAddress: postalAddress(own.find((address) => address.kind === 'billing')),
      shippingAddress: postalAddress(own.find((address) => address.kind === 'shipping')),
    };
  });
}
