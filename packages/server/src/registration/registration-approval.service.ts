import { payTypeOf } from '@shop/domain/rules/payment-methods.ts';
import { formatCustomerNumber } from '@shop/domain/rules/customer-number.ts';
import { newsletterLanguage, typeIdsFromFlags } from '@shop/domain/rules/newsletter-types.ts';
import { SHOP_CURRENCY, type ShopCode } from '@shop/domain/shops.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { assignUpload } from '#server/files/files.service.ts';
import { AppError } from '#server/http/app-error.ts';
import { registrationApprovedMail, registrationRejectedMail } from './registration-mails.ts';
import { createRecoveryToken, recoveryLink } from '#server/recovery/recovery.service.ts';
import {
  accountExistsWithEmail,
  decideRegistration,
  findPendingRegistration,
  findRegistrations,
  highestCustomerNumber,
  insertAccount,
  insertAddresses,
  insertContact,
  insertNewsletterEmail,
  type RegistrationRow,
  type RegistrationStatus,
} from './registration.repository.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import {
  storedRegistrationSchema,
  type StoredRegistration,
  trySend,
  type RegistrationServices,
  APPROVAL_LINK_VALIDITY_DAYS,
} from './registration.service.ts';

/**
 * The operator's decision on a registration (docs/product/identity.md#auth-registration-fields):
 * the list of applications, the approval, which turns an application into an account whose
 * owner sets a password through a mailed link, and the rejection.
 */

export interface RegistrationSummary {
  id: number;
  email: string;
  companyName: string;
  shop: string;
  language: string;
  status: string;
  createdAt: string;
  decidedAt: string | null;
  tradeLicence: boolean;
  customerNumber: string | null;
}

function parseStored(row: RegistrationRow): StoredRegistration | undefined {
  try {
    const parsed = storedRegistrationSchema.safeParse(JSON.parse(row.data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export async function listRegistrations(
  db: DbOrTx,
  options: { status?: RegistrationStatus } = {},
): Promise<RegistrationSummary[]> {
  const rows = await findRegistrations(db, options.status);
  const accountNumbers = new Map<number, string>();
  const accountIds = rows.flatMap((row) => (row.accountId === null ? [] : [row.accountId]));
  if (accountIds.length > 0) {
    const accounts = await db
      .selectFrom('accounts')
      .select(['id', 'customerNumber'])
      .where('id', 'in', accountIds)
      .execute();
    for (const account of accounts) accountNumbers.set(account.id, account.customerNumber);
  }
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    companyName: parseStored(row)?.companyName ?? '',
    shop: row.shop,
    language: row.language,
    status: row.status,
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
    tradeLicence: row.uploadReference !== null,
    customerNumber: row.accountId === null ? null : (accountNumbers.get(row.accountId) ?? null),
  }));
}

/** A decided application: the new account's number (approvals only) and whether the mail went out. */
export interface Decision {
  customerNumber: string | null;
  mailSent: boolean;
}

const noPendingRegistration = () =>
  new AppError(404, 'NOT_FOUND', 'No pending registration with this e-mail address');

/** Customer-number ranges per shop: DE/1xxxxx, UK/2xxxxx, FR/3xxxxx. */
const CUSTOMER_NUMBERS: Record<ShopCode, { region: string; first: number; last: number }> = {
  de: { region: 'DE', first: 100_001, last: 199_999 },
  uk: { region: 'UK', first: 200_001, last: 299_999 },
  fr: { region: 'FR', first: 300_001, last: 399_999 },
};

async function nextCustomerNumber(db: DbOrTx, shop: ShopCode): Promise<string> {
  const range = CUSTOMER_NUMBERS[shop];
  const lead = String(range.first).charAt(0);
  const highest = await highestCustomerNumber(db, `${range.region}/${lead}_____`);
  const last = highest === undefined ? Number.NaN : Number(highest.slice(range.region.length + 1));
  const next = Number.isInteger(last) && last >= range.first ? last + 1 : range.first;
  if (next > range.last) throw new Error(`No customer numbers left for ${range.region}`);
  return formatCustomerNumber({ region: range.region, number: String(next) });
}

class DecidedMeanwhile extends Error {}

/** Runs a write that picks a fresh number; a racing writer that took it makes it try again. */
async function withRetryOnConflict<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= attempts) throw error;
    }
  }
}

/**
 * Turns a pending application into an account: a new customer number in the shop's region, the
 * shop's currency, contact, billing and shipping addresses, a newsletter address for the ticked
 * categories, the chosen pay type, no password yet (password initialization set), the trade
 * licence assigned. All in one transaction; then the retailer is mailed a link, valid
 * APPROVAL_LINK_VALIDITY_DAYS, to set a password (the password-recovery mechanism). Refusals
 * are thrown and leave the application pending: 404 NOT_FOUND, 409 EMAIL_TAKEN (the address
 * became an account meanwhile), 422 INVALID_DATA (the stored application cannot be read).
 */
export async function approveRegistration(
  db: DbOrTx,
  services: RegistrationServices,
  email: string,
  now: Date = new Date(),
): Promise<Decision> {
  const registration = await findPendingRegistration(db, email.trim().toLowerCase());
  if (!registration) throw noPendingRegistration();
  const data = parseStored(registration);
  if (!data) {
    throw new AppError(422, 'INVALID_DATA', 'The stored registration could not be read');
  }
  let created: { customerNumber: string; token: string };
  try {
    created = await withRetryOnConflict(() =>
      inTransaction(db, (trx) => openAccount(trx, registration, data, now)),
    );
  } catch (error) {
    if (error instanceof DecidedMeanwhile) throw noPendingRegistration();
    throw error;
  }
  const mail = registrationApprovedMail(data.language, {
    person: data,
    companyName: data.companyName,
    customerNumber: created.customerNumber,
    link: recoveryLink(services.config, data.shop, data.language, created.token),
    validDays: APPROVAL_LINK_VALIDITY_DAYS,
  });
  const mailSent = await trySend(services.mailer, registration.email, mail);
  return { customerNumber: created.customerNumber, mailSent };
}

/**
 * The writes of an approval, in its transaction: the account with its contact, addresses and
 * newsletter address, the trade licence assigned, the application decided and a set-password
 * token.
 */
async function openAccount(
  trx: DbOrTx,
  registration: RegistrationRow,
  data: StoredRegistration,
  now: Date,
): Promise<{ customerNumber: string; token: string }> {
  const at = now.toISOString();
  if (await accountExistsWithEmail(trx, registration.email)) {
    throw new AppError(
      409,
      'EMAIL_TAKEN',
      'An account with this e-mail address exists already; the registration stays pending',
    );
  }
  const customerNumber = await nextCustomerNumber(trx, data.shop);
  const accountId = await insertAccount(trx, {
    customerNumber,
    shop: data.shop,
    companyCode: customerNumber.split('/')[0]!,
    email: registration.email,
    passwordHash: null,
    passwordInitialization: 1,
    active: 1,
    language: data.language,
    currency: SHOP_CURRENCY[data.shop],
    payType: payTypeOf(data.payment),
    shopType: data.shopType,
    taxIdentificationNumber: data.taxIdentificationNumber,
    website: data.contact.website ?? null,
    // the application could only be sent with the privacy policy accepted
    privacyAcceptedAt: registration.createdAt,
    createdAt: at,
  });
  await insertContact(trx, {
    accountId,
    gender: data.gender,
    firstName: data.firstName,
    lastName: data.lastName,
    email: registration.email,
    phone: data.contact.phone,
    cellPhone: null,
    isPrimary: 1,
  });
  await insertAddresses(trx, accountAddresses(accountId, data));
  await insertNewsletterAddress(trx, { accountId, email: registration.email, data, at });
  if (registration.uploadReference) {
    await assignUpload(trx, registration.uploadReference, accountId);
  }
  const decided = await decideRegistration(trx, registration.id, {
    status: 'approved',
    accountId,
    decidedAt: at,
  });
  if (!decided) throw new DecidedMeanwhile();
  const validFor = APPROVAL_LINK_VALIDITY_DAYS * 24 * 60 * 60 * 1000;
  const token = await createRecoveryToken(trx, accountId, validFor, now);
  return { customerNumber, token };
}

/** The billing address and the shipping address (the billing one again when so ticked). */
function accountAddresses(accountId: number, data: StoredRegistration) {
  const billing = {
    accountId,
    company: data.companyName,
    street: data.billing.street,
    adding: data.billing.adding ?? null,
    location: data.billing.city,
    zip: data.billing.zip,
    country: data.billing.country,
  };
  const shipping = data.shipping.isBillingAddress
    ? billing
    : {
        ...billing,
        street: data.shipping.street,
        adding: data.shipping.adding ?? null,
        location: data.shipping.city,
        zip: data.shipping.zip,
        country: data.shipping.country,
      };
  return [
    { ...billing, kind: 'billing' },
    { ...shipping, kind: 'shipping' },
  ];
}

/** A newsletter address for the ticked categories; none when no category was ticked. */
async function insertNewsletterAddress(
  trx: DbOrTx,
  input: { accountId: number; email: string; data: StoredRegistration; at: string },
): Promise<void> {
  const types = typeIdsFromFlags(input.data.newsletter);
  if (types.length === 0) return;
  await insertNewsletterEmail(trx, {
    accountId: input.accountId,
    email: input.email,
    language: newsletterLanguage(input.data.language),
    active: 1,
    types: JSON.stringify(types),
    validationToken: null,
    // the account's own contact address, checked by the operator on approval
    validatedAt: input.at,
    createdAt: input.at,
  });
}

/** Declines a pending application and mails the applicant a polite answer; 404 NOT_FOUND when none. */
export async function rejectRegistration(
  db: DbOrTx,
  services: RegistrationServices,
  email: string,
  now: Date = new Date(),
): Promise<Decision> {
  const registration = await findPendingRegistration(db, email.trim().toLowerCase());
  if (!registration) throw noPendingRegistration();
  const decided = await decideRegistration(db, registration.id, {
    status: 'rejected',
    accountId: null,
    decidedAt: now.toISOString(),
  });
  if (!decided) throw noPendingRegistration();
  const data = parseStored(registration);
  const mail = registrationRejectedMail(registration.language, {
    person: data ?? {},
    companyName: data?.companyName ?? registration.email,
  });
  const mailSent = await trySend(services.mailer, registration.email, mail);
  return { customerNumber: null, mailSent };
}
