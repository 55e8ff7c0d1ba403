import type { Transaction } from 'kysely';
import { endSessionsOf } from '#server/auth/auth.service.ts';
import type { AppConfig } from '#server/config/env.ts';
import type { DbOrTx } from '#server/db/database.ts';
import type { DB } from '#server/db/tables.ts';
import { problemOf, stableJson } from '#server/exchange/csv-cells.ts';
import type {
  ApplyContext,
  ImportProblem,
  Located,
  RecordType,
} from '#server/exchange/record-type.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import {
  importedNewsletterTypes,
  setImportedNewsletterTypes,
} from '#server/newsletters/newsletter-emails.service.ts';
import { setPasswordInvitation } from '#server/registration/account-invitation.service.ts';
import {
  deactivateAccounts,
  findAccountPage,
  findAccountsByEmail,
  findAccountsByNumber,
  findActiveAccounts,
  findAddressesOf,
  findContactsOf,
  insertImportedAccount,
  replaceAddresses,
  replaceContacts,
  updateImportedAccount,
  type ImportedAccountRow,
} from './account-import.repository.ts';
import {
  accountColumns,
  addressRows,
  contactRows,
  storedRecord,
  type AccountColumns,
} from './account-record-rows.ts';
import { accountCsv, accountRecordSchema, type AccountRecord } from './account-record.ts';

/**
 * The `account` record type of the operator import (docs/decisions/093-account-and-document-import.md):
 * the ERP owns accounts, their contacts, addresses, settings, billing and newsletter categories.
 * A new account gets the set-password mail of an approved registration after the commit; an
 * account switched off loses its sessions at once. Every batch is compared with what is stored
 * in five queries, and only what differs is written.
 */

export interface AccountImportServices {
  mailer: Mailer;
  config: AppConfig;
}

/**
 * Who mails a new account its set-password link; null for an import that invites no one: the
 * demo seed, whose accounts log in with known passwords
 * (docs/decisions/105-the-demo-through-the-import.md).
 */
export type InvitationSender = AccountImportServices | null;

/** The stored state of a batch's accounts: rows, contacts, addresses and newsletter categories. */
async function loadStored(db: DbOrTx, records: readonly AccountRecord[]) {
  const rows = await findAccountsByNumber(
    db,
    records.map((record) => record.customerNumber),
  );
  const ids = rows.map((row) => row.id);
  const emailOf = new Map(records.map((record) => [record.customerNumber, record.email]));
  const [contacts, addresses, newsletters] = await Promise.all([
    findContactsOf(db, ids),
    findAddressesOf(db, ids),
    importedNewsletterTypes(
      db,
      rows.map((row) => ({ accountId: row.id, email: emailOf.get(row.customerNumber) ?? '' })),
    ),
  ]);
  return new Map(
    rows.map((row) => [
      row.customerNumber,
      {
        row,
        record: storedRecord(
          row,
          contacts.filter((contact) => contact.accountId === row.id),
          addresses.filter((address) => address.accountId === row.id),
          newsletters.get(row.id) ?? [],
        ),
      },
    ]),
  );
}

function changedColumns(row: ImportedAccountRow, wanted: AccountColumns): Partial<AccountColumns> {
  return Object.fromEntries(
    Object.entries(wanted).filter(
      ([column, value]) => row[column as keyof AccountColumns] !== value,
    ),
  );
}

async function createAccount(
  tx: Transaction<DB>,
  services: InvitationSender,
  record: AccountRecord,
  context: ApplyContext,
): Promise<void> {
  const accountId = await insertImportedAccount(tx, {
    customerNumber: record.customerNumber,
    ...accountColumns(record),
    passwordHash: null,
    passwordInitialization: 1,
    createdAt: context.now,
  });
  await replaceContacts(tx, accountId, contactRows(record));
  await replaceAddresses(tx, accountId, addressRows(record));
  await setImportedNewsletterTypes(tx, {
    accountId,
    email: record.email,
    language: record.language,
    types: record.newsletterTypes,
    at: context.now,
  });
  context.counts.created++;
  // an account switched off from the start cannot log in, so it gets no link yet
  if (!record.active || services === null) return;
  const primary = record.contacts.find((contact) => contact.primary) ?? record.contacts[0];
  const mail = await setPasswordInvitation(
    tx,
    services,
    {
      accountId,
      customerNumber: record.customerNumber,
      shop: record.shop,
      language: record.language,
      email: record.email,
      companyName:
        record.billingAddress.company || `${primary?.firstName} ${primary?.lastName}`.trim(),
      person: primary ?? {},
    },
    new Date(context.now),
  );
  context.afterCommit(() => services.mailer.send(mail));
}

/** Writes what differs of a stored account; true when the account was switched off. */
async function updateAccount(
  tx: Transaction<DB>,
  stored: { row: ImportedAccountRow; record: AccountRecord },
  record: AccountRecord,
  context: ApplyContext,
): Promise<boolean> {
  const accountId = stored.row.id;
  const columns = changedColumns(stored.row, accountColumns(record));
  const contactsDiffer = stableJson(stored.record.contacts) !== stableJson(record.contacts);
  const addressesDiffer =
    stableJson([stored.record.billingAddress, stored.record.shippingAddresses]) !==
    stableJson([record.billingAddress, record.shippingAddresses]);
  const newsletterDiffers =
    stableJson(stored.record.newsletterTypes) !== stableJson(record.newsletterTypes);
  if (
    Object.keys(columns).length === 0 &&
    !contactsDiffer &&
    !addressesDiffer &&
    !newsletterDiffers
  ) {
    context.counts.unchanged++;
    return false;
  }
  if (Object.keys(columns).length > 0) await updateImportedAccount(tx, accountId, columns);
  if (contactsDiffer) await replaceContacts(tx, accountId, contactRows(record));
  if (addressesDiffer) await replaceAddresses(tx, accountId, addressRows(record));
  if (newsletterDiffers) {
    await setImportedNewsletterTypes(tx, {
      accountId,
      email: record.email,
      language: record.language,
      types: record.newsletterTypes,
      at: context.now,
    });
  }
  context.counts.updated++;
  return columns.active === 0;
}

/**
 * E-mail addresses that belong to another stored account (two records of the import with one
 * address are found by the read pass, through the type's unique field, however far apart).
 */
async function checkAccounts(
  db: DbOrTx,
  batch: readonly Located<AccountRecord>[],
): Promise<ImportProblem[]> {
  const problems: ImportProblem[] = [];
  const stored = await findAccountsByNumber(
    db,
    batch.map((located) => located.record.customerNumber),
  );
  const deleted = new Set(
    stored.filter((row) => row.deletedAt !== null).map((row) => row.customerNumber),
  );
  const holders = new Map(
    (
      await findAccountsByEmail(
        db,
        batch.map((located) => located.record.email),
      )
    ).map((row) => [row.email, row.customerNumber]),
  );
  for (const located of batch) {
    const { customerNumber, email } = located.record;
    const at = { type: 'account', key: customerNumber };
    if (deleted.has(customerNumber)) {
      problems.push(
        problemOf(located, {
          ...at,
          field: 'customerNumber',
          code: 'ACCOUNT_DELETED',
          message: `account ${customerNumber} was deleted; its number is not used again`,
        }),
      );
    }
    const holder = holders.get(email);
    if (holder !== undefined && holder !== customerNumber) {
      problems.push(
        problemOf(located, {
          ...at,
          field: 'email',
          code: 'EMAIL_TAKEN',
          message: `${email} is the address of account ${holder}`,
        }),
      );
    }
  }
  return problems;
}

const EXPORT_PAGE = 500;

export function accountRecordType(services: InvitationSender): RecordType<AccountRecord> {
  return {
    type: 'account',
    csvName: 'accounts',
    scope: 'accounts',
    order: 40,
    schema: accountRecordSchema,
    csv: accountCsv,
    key: (record) => record.customerNumber,
    uniqueFields: [{ field: 'email', value: (record) => record.email }],
    check: (db, batch) => checkAccounts(db, batch),
    async apply(tx, batch, context) {
      const stored = await loadStored(
        tx,
        batch.map((located) => located.record),
      );
      const switchedOff: number[] = [];
      for (const { record } of batch) {
        const existing = stored.get(record.customerNumber);
        if (!existing) await createAccount(tx, services, record, context);
        else if (await updateAccount(tx, existing, record, context))
          switchedOff.push(existing.row.id);
      }
      await endSessionsOf(tx, switchedOff, context.now);
    },
    async finish(tx, seen, context) {
      if (context.mode !== 'replace') return;
      const unnamed = (await findActiveAccounts(tx))
        .filter((account) => !seen.has(account.customerNumber))
        .map((account) => account.id);
      await deactivateAccounts(tx, unnamed);
      await endSessionsOf(tx, unnamed, context.now);
      context.counts.removed += unnamed.length;
    },
    async *exportAll(db) {
      let after: string | null = null;
      for (;;) {
        const rows = await findAccountPage(db, after, EXPORT_PAGE);
        if (rows.length === 0) return;
        const ids = rows.map((row) => row.id);
        const [contacts, addresses, newsletters] = await Promise.all([
          findContactsOf(db, ids),
          findAddressesOf(db, ids),
          importedNewsletterTypes(
            db,
            rows.map((row) => ({ accountId: row.id, email: row.email })),
          ),
        ]);
        for (const row of rows) {
          yield storedRecord(
            row,
            contacts.filter((contact) => contact.accountId === row.id),
            addresses.filter((address) => address.accountId === row.id),
            newsletters.get(row.id) ?? [],
          );
        }
        after = rows[rows.length - 1]!.customerNumber;
      }
    },
  };
}
