import type { ShopCode } from '@shop/domain/shops.ts';
import type { AppConfig } from '#server/config/env.ts';
import type { DbOrTx } from '#server/db/database.ts';
import type { MailContent, Person } from '#server/mail/mail-layout.ts';
import { registrationApprovedMail } from './registration-mails.ts';
import { createRecoveryToken, recoveryLink } from '#server/recovery/recovery.service.ts';
import { APPROVAL_LINK_VALIDITY_DAYS } from './registration.service.ts';

/**
 * The mail a new account of the ERP gets to set its first password: the one an approved
 * registration gets, with a link valid APPROVAL_LINK_VALIDITY_DAYS. The link's token is written
 * in the caller's transaction, so it is undone with it; the caller sends the mail after the
 * commit (docs/decisions/093-account-and-document-import.md).
 */
export async function setPasswordInvitation(
  trx: DbOrTx,
  services: { config: AppConfig },
  account: {
    accountId: number;
    customerNumber: string;
    shop: ShopCode;
    language: string;
    email: string;
    companyName: string;
    person: Person;
  },
  now: Date,
): Promise<{ to: string } & MailContent> {
  const validFor = APPROVAL_LINK_VALIDITY_DAYS * 24 * 60 * 60 * 1000;
  const token = await createRecoveryToken(trx, account.accountId, validFor, now);
  const mail = registrationApprovedMail(account.language, {
    person: account.person,
    companyName: account.companyName,
    customerNumber: account.customerNumber,
    link: recoveryLink(services.config, account.shop, account.language, token),
    validDays: APPROVAL_LINK_VALIDITY_DAYS,
  });
  return { to: account.email, ...mail };
}
