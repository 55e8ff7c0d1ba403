import type { Insertable } from 'kysely';
import { GENDERS } from '@shop/domain/api/auth.ts';
import { payTypeOf } from '@shop/domain/rules/payment-methods.ts';
import { isLanguage, isShopCode } from '@shop/domain/shops.ts';
import type { Accounts } from '#server/db/tables.ts';
import type { AddressRow, ContactRow, ImportedAccountRow } from './account-import.repository.ts';
import type { AccountAddress, AccountContact, AccountRecord } from './account-record.ts';

/** An account record to its rows and back (docs/decisions/093-account-and-document-import.md). */

export const bit = (value: boolean) => (value ? 1 : 0);

/** The account's own columns of a record, as stored. */
export function accountColumns(record: AccountRecord) {
  return {
    email: record.email,
    shop: record.shop,
    language: record.language,
    currency: record.currency,
    active: bit(record.active),
    companyCode: record.companyCode,
    website: record.website,
    taxIdentificationNumber: record.taxIdentificationNumber,
    shippingInformation: record.shippingInformation,
    shopType: record.shopType,
    businessConsole: bit(record.businessConsole),
    showPrices: bit(record.settings.showPrices),
    hideEvp: bit(record.settings.hideEvp),
    blockBasket: bit(record.settings.blockBasket),
    enableDropShipping: bit(record.settings.enableDropShipping),
    taxFree: bit(record.billing.taxFree),
    payType: record.billing.payType,
    creditLine: record.billing.creditLine,
  } satisfies Partial<Insertable<Accounts>>;
}
export type AccountColumns = ReturnType<typeof accountColumns>;

const toContact = (row: ContactRow): AccountContact => ({
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  cellPhone: row.cellPhone,
  gender: (GENDERS as readonly string[]).includes(row.gender ?? '')
    ? (row.gender as AccountContact['gender'])
    : null,
  primary: row.isPrimary === 1,
});

const toAddress = (row: AddressRow): AccountAddress => ({
  company: row.company,
  street: row.street,
  adding: row.adding,
  location: row.location,
  zip: row.zip,
  country: row.country,
});

/** The stored account in the record's shape: what the export writes and the import compares with. */
export function storedRecord(
  row: ImportedAccountRow,
  contacts: readonly ContactRow[],
  addresses: readonly AddressRow[],
  newsletterTypes: number[],
): AccountRecord {
  const billing = addresses.find((address) => address.kind === 'billing');
  return {
    customerNumber: row.customerNumber,
    email: row.email,
    shop: isShopCode(row.shop) ? row.shop : 'de',
    language: isLanguage(row.language) ? row.language : 'en',
    currency: row.currency === 'GBP' ? 'GBP' : 'EUR',
    active: row.active === 1,
    companyCode: row.companyCode,
    website: row.website,
    taxIdentificationNumber: row.taxIdentificationNumber,
    shippingInformation: row.shippingInformation,
    shopType: row.shopType,
    businessConsole: row.businessConsole === 1,
    contacts: contacts.map(toContact),
    billingAddress: billing
      ? toAddress(billing)
      : { company: '', street: '', adding: null, location: '', zip: '', country: '' },
    shippingAddresses: addresses.filter((address) => address.kind === 'shipping').map(toAddress),
    settings: {
      showPrices: row.showPrices === 1,
      hideEvp: row.hideEvp === 1,
      blockBasket: row.blockBasket === 1,
      enableDropShipping: row.enableDropShipping === 1,
    },
    billing: {
      taxFree: row.taxFree === 1,
      payType: payTypeOf(row.payType),
      creditLine: row.creditLine,
    },
    newsletterTypes: newsletterTypes as AccountRecord['newsletterTypes'],
  };
}

export function contactRows(record: AccountRecord) {
  return record.contacts.map((contact) => ({
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    phone: contact.phone,
    cellPhone: contact.cellPhone,
    gender: contact.gender,
    isPrimary: bit(contact.primary),
  }));
}

export function addressRows(record: AccountRecord) {
  return [
    { kind: 'billing', ...record.billingAddress },
    ...record.shippingAddresses.map((address) => ({ kind: 'shipping', ...address })),
  ];
}
