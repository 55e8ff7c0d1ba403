import { isLanguage, type Language } from '@shop/domain/shops.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { readAccountImage } from '#server/files/account-images.ts';
import {
  findAccountDetails,
  findAccountEmail,
  findAddresses,
  findPrimaryContact,
} from './accounts.repository.ts';

/**
 * The retailer as its consumer sees it on dropshipping paperwork: the company, its billing
 * address, its e-mail for answers and its uploaded logo
 * (docs/decisions/143-neutral-dropship-delivery-note.md). Nothing of the shop.
 */
export interface Retailer {
  /** the company, else the contact's name */
  name: string;
  /** street, postcode and town, country code */
  address: { street: string; zipCity: string; country: string } | null;
  email: string;
  /** the account's language: the article names of its orders */
  language: Language;
  logo: Buffer | null;
}

/** The retailer of an account, or undefined for no such account; no logo without a data directory. */
export async function retailerOf(
  db: DbOrTx,
  dataDir: string | null,
  accountId: number,
): Promise<Retailer | undefined> {
  const [account, contact, addresses, email] = await Promise.all([
    findAccountDetails(db, accountId),
    findPrimaryContact(db, accountId),
    findAddresses(db, accountId),
    findAccountEmail(db, accountId),
  ]);
  if (!account) return undefined;
  const billing = addresses.find((row) => row.kind === 'billing');
  const person = [contact?.firstName, contact?.lastName].filter(Boolean).join(' ');
  const image =
    account.logoImage && dataDir !== null
      ? await readAccountImage(db, dataDir, accountId, account.logoImage)
      : undefined;
  return {
    name: billing?.company.trim() || person || account.customerNumber,
    address: billing
      ? {
          street: [billing.street, billing.adding].filter(Boolean).join(' '),
          zipCity: `${billing.zip} ${billing.location}`.trim(),
          country: billing.country,
        }
      : null,
    email: contact?.email || email?.email || '',
    language: isLanguage(account.language) ? account.language : 'en',
    logo: image?.content ?? null,
  };
}
