import { eraseSessionsAndIdentity } from '#server/auth/auth.service.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { flushErasedData } from '#server/db/erasure.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { detachAccountUploads, removeUploadFiles } from '#server/files/account-images.ts';
import { AppError, notFound } from '#server/http/app-error.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { accountDeletedMail } from './account-deleted-mail.ts';
import { eraseRecoveriesOf } from '#server/recovery/recovery.service.ts';
import { eraseRegistrationOf } from '#server/registration/registration.service.ts';
import { findAccountDetails, findPrimaryContact } from './accounts.repository.ts';
import { refuseBusinessConsole } from './accounts.service.ts';
import { anonymiseAccount, deleteOwnRows } from './account-deletion.repository.ts';

/**
 * Erases what another area keeps of an account (its baskets, its orders' personal details), in
 * the deletion's transaction. The orders import accounts, so accounts cannot import them: the
 * app hands these erasers in (docs/decisions/111-no-cycles-between-areas.md).
 */
export type AccountEraser = (tx: DbOrTx, accountId: number) => Promise<void>;

export interface DeletionDeps {
  mailer: Mailer;
  dataDir: string;
  /** a confirmation mail that cannot be sent does not undo the deletion; it is logged */
  onMailError: (error: unknown) => void;
  /** run in this order, after sessions and recoveries are erased */
  eraseElsewhere: readonly AccountEraser[];
}

/**
 * GET /account/deleteAccount (GDPR, docs/decisions/039-account-deletion.md): one transaction
 * removes every personal field of the account in every table, ends every session and removes
 * its files; orders and invoices stay, anonymised, for tax retention. The typed confirmation
 * (the customer number) must come along, so no link or forged page can delete an account.
 */
export async function deleteAccount(
  db: DbOrTx,
  deps: DeletionDeps,
  customer: Customer,
  confirmation: string | undefined,
  now = new Date(),
): Promise<void> {
  refuseBusinessConsole(customer);
  if (confirmation?.toUpperCase() !== customer.customerNumber.toUpperCase()) {
    throw new AppError(
      400,
      'DELETE_NOT_CONFIRMED',
      'Type your customer number to confirm the deletion',
    );
  }
  const account = await findAccountDetails(db, customer.accountId);
  if (!account) throw notFound('No such account');
  const contact = await findPrimaryContact(db, customer.accountId);
  const recipients = [...new Set([customer.email, contact?.email].filter((e) => !!e))] as string[];

  const files = await inTransaction(db, async (tx) => {
    await eraseSessionsAndIdentity(tx, account.id);
    await eraseRecoveriesOf(tx, account.id);
    for (const erase of deps.eraseElsewhere) await erase(tx, account.id);
    for (const email of recipients) await eraseRegistrationOf(tx, account.id, email);
    for (const email of recipients) await deleteOwnRows(tx, account.id, email);
    await anonymiseAccount(tx, account.id, now.toISOString());
    return detachAccountUploads(tx, account.id);
  });
  await removeUploadFiles(deps.dataDir, files);
  await flushErasedData(db);

  const mail = accountDeletedMail(account.language, { customerNumber: account.customerNumber });
  for (const to of recipients) {
    await deps.mailer.send({ to, ...mail }).catch(deps.onMailError);
  }
}
