import { LOGO_MAX_BYTES, type UpdateAccountRequest } from '@shop/domain/api/account-profile.ts';
import type { ShopCode } from '@shop/domain/shops.ts';
import { isShopCode } from '@shop/domain/shops.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import {
  detachAccountImage,
  readAccountImage,
  removeUploadFiles,
  storeAccountImage,
} from '#server/files/account-images.ts';
import { AppError, notFound } from '#server/http/app-error.ts';
import { findAccountDetails } from './accounts.repository.ts';
import { refuseBusinessConsole } from './accounts.service.ts';
import {
  findMessage,
  markMessageSeen,
  saveAccountSettings,
  saveContact,
  setLogoReference,
} from './profile.repository.ts';

/**
 * The profile's changes (docs/product/account.md#account-profile). Which fields a customer may
 * change is docs/decisions/038-account-overview-and-profile.md; the request schema holds those
 * only.
 */
export async function updateAccount(
  db: DbOrTx,
  customer: Customer,
  change: UpdateAccountRequest,
): Promise<void> {
  refuseBusinessConsole(customer);
  await inTransaction(db, async (tx) => {
    await saveContact(tx, customer.accountId, change.contact);
    await saveAccountSettings(tx, customer.accountId, {
      shippingInformation: change.shippingInformation || null,
      language: change.language,
      hideEvp: change.settings.hideEvp ? 1 : 0,
    });
  });
}

/** A customer number in a payload other than the caller's is refused (docs/security.md). */
export function requireOwnCustomerNumber(customer: Customer, customerNumber: string): void {
  if (customerNumber.toUpperCase() !== customer.customerNumber.toUpperCase()) {
    throw new AppError(403, 'NOT_YOUR_ACCOUNT', 'This customer number is not yours');
  }
}

const DATA_URL = /^data:image\/(?:png|jpeg);base64,/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function decodeImage(logoImage: string): Buffer {
  const base64 = logoImage.replace(DATA_URL, '');
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) {
    throw new AppError(400, 'INVALID_IMAGE', 'Send the image as base64 or a PNG or JPEG data URL');
  }
  return Buffer.from(base64, 'base64');
}

/** Stores a new logo (checked by its content) and removes the one it replaces. */
export async function saveLogo(
  db: DbOrTx,
  dataDir: string,
  customer: Customer,
  input: { customer: string; logoImage: string },
): Promise<void> {
  requireOwnCustomerNumber(customer, input.customer);
  refuseBusinessConsole(customer);
  const content = decodeImage(input.logoImage);
  const stored = await storeAccountImage(db, dataDir, {
    accountId: customer.accountId,
    purpose: 'logo',
    content,
    maxBytes: LOGO_MAX_BYTES,
  });
  const replaced = await inTransaction(db, async (tx) => {
    const account = await findAccountDetails(tx, customer.accountId);
    if (!account) throw notFound('No such account');
    await setLogoReference(tx, customer.accountId, stored.reference);
    return account.logoImage === null
      ? []
      : detachAccountImage(tx, customer.accountId, account.logoImage);
  });
  await removeUploadFiles(dataDir, replaced);
}

/** The account's logo as a data URL, or null. */
export async function loadLogo(
  db: DbOrTx,
  dataDir: string,
  customer: Customer,
): Promise<{ logoImage: string | null }> {
  const account = await findAccountDetails(db, customer.accountId);
  if (!account?.logoImage) return { logoImage: null };
  const image = await readAccountImage(db, dataDir, customer.accountId, account.logoImage);
  if (!image) return { logoImage: null };
  return { logoImage: `data:${image.mimeType};base64,${image.content.toString('base64')}` };
}

/** Marks a one-time message of the caller as seen; a message of anyone else is unknown. */
export async function setMessageSeen(
  db: DbOrTx,
  customer: Customer,
  elsId: string,
  now = new Date(),
): Promise<void> {
  const message = await findMessage(db, customer.accountId, elsId);
  if (!message) throw new AppError(404, 'MESSAGE_NOT_FOUND', 'No such message');
  if (message.showOneTime !== 1) {
    throw new AppError(422, 'MESSAGE_NOT_ONE_TIME', 'This message stays until its cause is gone');
  }
  await markMessageSeen(db, message.id, now.toISOString());
}

/** Whether the shop in the address is the caller's, and which one is (decision 040). */
export function checkMyShop(
  customer: Customer,
  shop: ShopCode,
): { matches: boolean; shop: ShopCode } {
  const own = isShopCode(customer.shop) ? customer.shop : 'de';
  return { matches: own === shop, shop: own };
}
