import type { Insertable, Selectable } from 'kysely';
import { chunksOf } from '#server/db/chunks.ts';
import type { DbOrTx } from '#server/db/database.ts';
import type { Invoices, Turnover } from '#server/db/tables.ts';

/** The queries of the invoice and turnover import and export (docs/decisions/093-account-and-document-import.md). */

export type StoredInvoice = Selectable<Invoices>;

export function findInvoicesByNumber(
  db: DbOrTx,
  invoiceNumbers: readonly string[],
): Promise<StoredInvoice[]> {
  if (invoiceNumbers.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('invoiceNumber', 'in', [...invoiceNumbers])
    .execute();
}

/** New invoices, a few statements for a whole batch. */
export async function insertInvoices(
  db: DbOrTx,
  rows: readonly Insertable<Invoices>[],
): Promise<void> {
  for (const chunk of chunksOf(rows, 11)) await db.insertInto('invoices').values(chunk).execute();
}

export async function updateInvoice(
  db: DbOrTx,
  id: number,
  row: Partial<Insertable<Invoices>>,
): Promise<void> {
  await db.updateTable('invoices').set(row).where('id', '=', id).execute();
}

/** A page of invoices in invoice-number order after `after`. */
export function findInvoicePage(db: DbOrTx, after: string | null, limit: number) {
  let query = db.selectFrom('invoices').selectAll();
  if (after !== null) query = query.where('invoiceNumber', '>', after);
  return query.orderBy('invoiceNumber').limit(limit).execute();
}

export function findTurnoverOf(db: DbOrTx, accountIds: readonly number[]) {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('turnover')
    .selectAll()
    .where('accountId', 'in', [...accountIds])
    .execute();
}

export async function upsertTurnover(db: DbOrTx, row: Turnover): Promise<void> {
  await db
    .insertInto('turnover')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['accountId', 'year']).doUpdateSet({ amount: row.amount, currency: row.currency }),
    )
    .execute();
}

/** Every turnover row, in account and year order (the export names the account by number). */
export function findAllTurnover(db: DbOrTx) {
  return db.selectFrom('turnover').selectAll().orderBy('accountId').orderBy('year').execute();
}

export async function deleteTurnover(
  db: DbOrTx,
  rows: readonly { accountId: number; year: number }[],
): Promise<void> {
  for (const row of rows) {
    await db
      .deleteFrom('turnover')
      .where('accountId', '=', row.accountId)
      .where('year', '=', row.year)
      .execute();
  }
}
