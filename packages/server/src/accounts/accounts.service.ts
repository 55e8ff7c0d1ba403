import type { Account } from '@shop/domain/api/account.ts';
import { BUSINESS_CONSOLE_REFUSED } from '@shop/domain/rules/business-console.ts';
import { isLanguage, isShopCode } from '@shop/domain/shops.ts';
import { setPassword, verifyCurrentPassword } from '#server/auth/auth.service.ts';
import { hashPassword } from '#server/auth/password-hash.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { AppError, notFound } from '#server/http/app-error.ts';
import type { RateLimiter } from '#server/http/rate-limiter.ts';
import { findAccountIds, findCustomerNumbers } from './account-import.repository.ts';
import {
  findAccountDetails,
  findAddresses,
  findPrimaryContact,
  findSavedSearches,
  findUnseenMessages,
  setLoginOf,
  setPrivacyAccepted,
} from './accounts.repository.ts';

type AddressRow = Awaited<ReturnType<typeof findAddresses>>[number];
const toAddress = (row: AddressRow | undefined) =>
  row
    ? {
        company: row.company,
        street: row.street,
        adding: row.adding,
        location: row.location,
        zip: row.zip,
        country: row.country,
      }
    : null;

/** The logged-in user with all fields of docs/product/account.md#account-fields. */
export async function loadAccount(db: DbOrTx, customer: Customer): Promise<Account> {
  const account = await findAccountDetails(db, customer.accountId);
  if (!account) throw notFound('No such account');
  const [contact, addresses, searches, messages] = await Promise.all([
    findPrimaryContact(db, account.id),
    findAddresses(db, account.id),
    findSavedSearches(db, account.id),
    findUnseenMessages(db, account.id),
  ]);
  return {
    customerNumber: account.customerNumber,
    shop: isShopCode(account.shop) ? account.shop : 'de',
    currency: account.currency === 'GBP' ? 'GBP' : 'EUR',
    language: isLanguage(account.language) ? account.language : 'en',
    contact: {
      firstName: contact?.firstName ?? '',
      lastName: contact?.lastName ?? '',
      email: contact?.email || customer.email,
      phone: contact?.phone ?? null,
      cellPhone: contact?.cellPhone ?? null,
    },
    address: toAddress(addresses.find((a) => a.kind === 'billing')),
    shippingAddress: toAddress(addresses.find((a) => a.kind === 'shipping')),
    shippingInformation: account.shippingInformation,
    billing: {
      taxFree: account.taxFree === 1,
      payType: account.payType,
      creditLine: account.creditLine,
    },
    settings: {
      blockBasket: account.blockBasket === 1,
      showPrices: account.showPrices === 1,
      hideEvp: account.hideEvp === 1,
      enableDropShipping: account.enableDropShipping === 1,
    },
    logoImage: account.logoImage,
    searches,
    messages: messages.map((m) => ({
      els_id: m.elsId,
      text: m.text,
      show_one_time: m.showOneTime === 1,
    })),
    accPrPol: account.privacyAcceptedAt !== null,
    passwordInitialization: account.passwordInitialization === 1,
    // the token's roles decide, so an external identity server's business-console role counts too
    businessConsole: customer.businessConsole,
  };
}

export async function acceptPrivacyPolicy(
  db: DbOrTx,
  customer: Customer,
  now = new Date(),
): Promise<void> {
  await setPrivacyAccepted(db, customer.accountId, now.toISOString());
}

/**
 * Changes the password. The current password is checked, except while the account must set
 * its first password (passwordInitialization), where there is none to know; a wrong one counts
 * like a failed login. Every other session of the account ends; the caller's stays.
 */
export async function changePassword(
  db: DbOrTx,
  services: { rateLimiter: RateLimiter },
  customer: Customer,
  input: { currentPassword: string; newPassword: string; passwordInitialization: boolean },
  ip: string,
): Promise<void> {
  const account = await findAccountDetails(db, customer.accountId);
  if (!account) throw notFound('No such account');
  const initializing = input.passwordInitialization && account.passwordInitialization === 1;
  if (!initializing) {
    await verifyCurrentPassword(
      services.rateLimiter,
      { email: customer.email, passwordHash: account.passwordHash },
      input.currentPassword,
      ip,
    );
  }
  await setPassword(db, account.id, await hashPassword(input.newPassword), {
    keepFamily: customer.sessionId,
  });
}

/** The account's primary contact (else its first), for the order's contact fields. */
export function primaryContactOf(db: DbOrTx, accountId: number) {
  return findPrimaryContact(db, accountId);
}

/**
 * Business-console accounts may not make the loads and changes that belong to the account's
 * owner: turnover, invoice figures, profile changes, the logo and deletion
 * (docs/decisions/040-business-console-and-shop-check.md).
 */
export function refuseBusinessConsole(customer: Customer): void {
  if (customer.businessConsole) {
    throw new AppError(
      403,
      BUSINESS_CONSOLE_REFUSED,
      "A business-console account cannot use this part of the account; the account's owner can",
    );
  }
}

/**
 * Account id and currency by customer number, for the imported documents that name their
 * account (deleted accounts left out); and customer numbers by account id, for their export.
 */
export async function accountsByCustomerNumber(db: DbOrTx, customerNumbers: readonly string[]) {
  const rows = await findAccountIds(db, [...new Set(customerNumbers)]);
  return new Map(rows.map((row) => [row.customerNumber, { id: row.id, currency: row.currency }]));
}

export async function customerNumbersOf(db: DbOrTx, accountIds: readonly number[]) {
  const rows = await findCustomerNumbers(db, [...new Set(accountIds)]);
  return new Map(rows.map((row) => [row.id, row.customerNumber]));
}

export interface KnownPassword {
  customerNumber: string;
  /** the account still asks for its own password first (the demo's new@example.com) */
  mustSetOwn: boolean;
}

/**
 * Gives accounts one password known outside the shop: the demo logins the README and the
 * end-to-end tests use. An imported account has no password (a record never carries one,
 * docs/decisions/093-account-and-document-import.md), so the demo seed sets them here
 * (docs/decisions/105-the-demo-through-the-import.md). An account that need not set its own
 * counts as set up: it chose its password and accepted the privacy policy at `at`.
 */
export async function setKnownPassword(
  db: DbOrTx,
  accounts: readonly KnownPassword[],
  password: string,
  at: string,
): Promise<void> {
  // hashing is slow on purpose: once for all the accounts
  const passwordHash = await hashPassword(password);
  const numbers = (mustSetOwn: boolean) =>
    accounts
      .filter((account) => account.mustSetOwn === mustSetOwn)
      .map((account) => account.customerNumber);
  await setLoginOf(db, numbers(false), {
    passwordHash,
    passwordInitialization: 0,
    privacyAcceptedAt: at,
  });
  await setLoginOf(db, numbers(true), {
    passwordHash,
    passwordInitialization: 1,
    privacyAcceptedAt: null,
  });
}
