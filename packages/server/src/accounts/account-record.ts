/**
 * The `account` record of the operator import: its strict schema and its CSV columns
 * (docs/operator-guide/accounts-and-documents.md, docs/decisions/093-account-and-document-import.md).
 * A record states the whole account as the ERP knows it: an optional field left out means
 * empty (or its default), not "keep what is stored". Passwords are never part of it.
 */
import { z } from 'zod';
import { emailSchema, GENDERS } from '@shop/domain/api/auth.ts';
import { multiLineText, oneLineText } from '@shop/domain/api/text.ts';
import { customerNumberSchema } from '@shop/domain/rules/customer-number.ts';
import { NEWSLETTER_TYPE_IDS, normalizedTypeIds } from '@shop/domain/rules/newsletter-types.ts';
import { PAY_TYPE_VALUES } from '@shop/domain/rules/payment-methods.ts';
import {
  CURRENCIES,
  currencyOfCustomerNumber,
  LANGUAGES,
  SHOP_CODES,
  SHOP_CURRENCY,
} from '@shop/domain/shops.ts';
import { cellGroup, fromCell, prefixed, toCell } from '#server/exchange/csv-cells.ts';
import type { CsvShape } from '#server/exchange/record-type.ts';

/** An account holds at most this many contacts and shipping addresses (the CSV has a column set for each). */
export const MAX_CONTACTS = 3;
export const MAX_SHIPPING_ADDRESSES = 3;

/** Optional one-line text: empty and left out both mean none. */
const optionalText = (max: number) =>
  oneLineText(max)
    .nullable()
    .default(null)
    .transform((value) => (value === '' ? null : value));

const addressSchema = z.strictObject({
  company: oneLineText(200).default(''),
  street: oneLineText(200).min(1),
  adding: optionalText(200),
  location: oneLineText(100).min(1),
  zip: oneLineText(20).min(1),
  country: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166 country code: DE, FR, GB'),
});
export type AccountAddress = z.output<typeof addressSchema>;

const contactSchema = z.strictObject({
  firstName: oneLineText(100).min(1),
  lastName: oneLineText(100).min(1),
  email: emailSchema,
  phone: optionalText(50),
  cellPhone: optionalText(50),
  gender: z.enum(GENDERS).nullable().default(null),
  primary: z.boolean().default(false),
});
export type AccountContact = z.output<typeof contactSchema>;

const NEWSLETTER_IDS = Object.values(NEWSLETTER_TYPE_IDS);

const settingsSchema = z.strictObject({
  showPrices: z.boolean().default(true),
  hideEvp: z.boolean().default(false),
  blockBasket: z.boolean().default(false),
  enableDropShipping: z.boolean().default(false),
});

const billingSchema = z.strictObject({
  taxFree: z.boolean().default(false),
  payType: z.union(PAY_TYPE_VALUES.map((value) => z.literal(value))),
  /** minor units of the account's currency */
  creditLine: z.number().int().min(0).max(100_000_000_000).default(0),
});

export const accountRecordSchema = z
  .strictObject({
    customerNumber: customerNumberSchema,
    email: emailSchema,
    shop: z.enum(SHOP_CODES),
    language: z.enum(LANGUAGES),
    currency: z.enum(CURRENCIES),
    active: z.boolean().default(true),
    companyCode: optionalText(20),
    website: optionalText(200),
    taxIdentificationNumber: optionalText(50),
    shippingInformation: multiLineText(1000)
      .nullable()
      .default(null)
      .transform((value) => (value === '' ? null : value)),
    shopType: z.number().int().min(0).max(99).nullable().default(null),
    businessConsole: z.boolean().default(false),
    contacts: z.array(contactSchema).min(1).max(MAX_CONTACTS),
    billingAddress: addressSchema,
    shippingAddresses: z.array(addressSchema).max(MAX_SHIPPING_ADDRESSES).default([]),
    settings: settingsSchema.default({
      showPrices: true,
      hideEvp: false,
      blockBasket: false,
      enableDropShipping: false,
    }),
    billing: billingSchema,
    newsletterTypes: z
      .array(z.union(NEWSLETTER_IDS.map((id) => z.literal(id))))
      .max(NEWSLETTER_IDS.length)
      .default([])
      .transform((ids) => normalizedTypeIds(ids)),
  })
  .superRefine((record, ctx) => {
    if (record.currency !== SHOP_CURRENCY[record.shop]) {
      ctx.addIssue({
        code: 'custom',
        path: ['currency'],
        message: `the ${record.shop} shop sells in ${SHOP_CURRENCY[record.shop]}, not ${record.currency}`,
      });
    } else if (record.currency !== currencyOfCustomerNumber(record.customerNumber)) {
      ctx.addIssue({
        code: 'custom',
        path: ['currency'],
        message: `customer number ${record.customerNumber} pays in ${currencyOfCustomerNumber(record.customerNumber)}`,
      });
    }
    const primaries = record.contacts.filter((contact) => contact.primary).length;
    if (primaries !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['contacts'],
        message: `exactly one contact must be primary (found ${primaries})`,
      });
    }
  });
export type AccountRecord = z.output<typeof accountRecordSchema>;

// --- CSV: one row per account; contacts and shipping addresses in numbered column sets --------

const ADDRESS_FIELDS = ['company', 'street', 'adding', 'location', 'zip', 'country'] as const;
const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'cellPhone',
  'gender',
  'primary',
] as const;

const text = (cell: string | undefined) => cell;
const addressReaders = Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, text]));
const contactReaders = {
  ...Object.fromEntries(CONTACT_FIELDS.map((name) => [name, text])),
  primary: fromCell.bool,
};
const numbered = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index + 1}_`);
const CONTACT_PREFIXES = numbered('contact', MAX_CONTACTS);
const SHIPPING_PREFIXES = numbered('shipping', MAX_SHIPPING_ADDRESSES);

const ACCOUNT_COLUMNS = [
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
  ...CONTACT_PREFIXES.flatMap((prefix) => prefixed(prefix, CONTACT_FIELDS)),
  ...prefixed('billing_', ADDRESS_FIELDS),
  ...SHIPPING_PREFIXES.flatMap((prefix) => prefixed(prefix, ADDRESS_FIELDS)),
  'showPrices',
  'hideEvp',
  'blockBasket',
  'enableDropShipping',
  'taxFree',
  'payType',
  'creditLine',
  'newsletterTypes',
] as const;

function definedEntries(entries: [string, unknown][]): Record<string, unknown> {
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}

function fromRow(cells: Readonly<Record<string, string>>): unknown {
  const contacts = CONTACT_PREFIXES.map((prefix) => cellGroup(cells, prefix, contactReaders));
  const shipping = SHIPPING_PREFIXES.map((prefix) => cellGroup(cells, prefix, addressReaders));
  const settings = definedEntries(
    (['showPrices', 'hideEvp', 'blockBasket', 'enableDropShipping'] as const).map((name) => [
      name,
      fromCell.bool(cells[name]),
    ]),
  );
  const billing = definedEntries([
    ['taxFree', fromCell.bool(cells.taxFree)],
    ['payType', fromCell.int(cells.payType)],
    ['creditLine', fromCell.int(cells.creditLine)],
  ]);
  return definedEntries([
    ...(
      [
        'customerNumber',
        'email',
        'shop',
        'language',
        'currency',
        'companyCode',
        'website',
        'taxIdentificationNumber',
        'shippingInformation',
      ] as const
    ).map((name): [string, unknown] => [name, cells[name]]),
    ['active', fromCell.bool(cells.active)],
    ['shopType', fromCell.int(cells.shopType)],
    ['businessConsole', fromCell.bool(cells.businessConsole)],
    ['contacts', contacts.filter((contact) => contact !== undefined)],
    ['billingAddress', cellGroup(cells, 'billing_', addressReaders)],
    ['shippingAddresses', shipping.filter((address) => address !== undefined)],
    ['settings', Object.keys(settings).length > 0 ? settings : undefined],
    ['billing', Object.keys(billing).length > 0 ? billing : undefined],
    ['newsletterTypes', fromCell.list(cells.newsletterTypes, (part) => fromCell.int(part))],
  ]);
}

function groupCells(prefix: string, values: Record<string, string | boolean | null> | undefined) {
  if (!values) return {};
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      `${prefix}${name}`,
      typeof value === 'boolean' ? toCell.bool(value) : toCell.text(value),
    ]),
  );
}

function toRow(record: AccountRecord): Record<string, string> {
  return {
    customerNumber: record.customerNumber,
    email: record.email,
    shop: record.shop,
    language: record.language,
    currency: record.currency,
    active: toCell.bool(record.active),
    companyCode: toCell.text(record.companyCode),
    website: toCell.text(record.website),
    taxIdentificationNumber: toCell.text(record.taxIdentificationNumber),
    shippingInformation: toCell.text(record.shippingInformation),
    shopType: toCell.int(record.shopType),
    businessConsole: toCell.bool(record.businessConsole),
    ...Object.assign(
      {},
      ...CONTACT_PREFIXES.map((prefix, index) => groupCells(prefix, record.contacts[index])),
    ),
    ...groupCells('billing_', record.billingAddress),
    ...Object.assign(
      {},
      ...SHIPPING_PREFIXES.map((prefix, index) =>
        groupCells(prefix, record.shippingAddresses[index]),
      ),
    ),
    showPrices: toCell.bool(record.settings.showPrices),
    hideEvp: toCell.bool(record.settings.hideEvp),
    blockBasket: toCell.bool(record.settings.blockBasket),
    enableDropShipping: toCell.bool(record.settings.enableDropShipping),
    taxFree: toCell.bool(record.billing.taxFree),
    payType: toCell.int(record.billing.payType),
    creditLine: toCell.int(record.billing.creditLine),
    newsletterTypes: toCell.list(record.newsletterTypes),
  };
}

export const accountCsv: CsvShape<AccountRecord> = {
  columns: ACCOUNT_COLUMNS,
  required: [
    'customerNumber',
    'email',
    'shop',
    'language',
    'currency',
    'payType',
    ...prefixed('contact1_', ['firstName', 'lastName', 'email']),
    ...prefixed('billing_', ['street', 'location', 'zip', 'country']),
  ],
  fromRow,
  toRow,
};
