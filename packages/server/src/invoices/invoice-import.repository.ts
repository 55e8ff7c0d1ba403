import type { Insertable, Selectable } from 'kysely';
import { chunksOf } from '#server/db/chunks.ts';
import type { DbOrTx } from '#server/db/database.ts';
import type { InvoiceLines, Invoices, Turnover } from '#server/db/tables.ts';

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

/** New invoices, a few statements for a whole batch; answers their ids by number. */
export async function insertInvoices(
  db: DbOrTx,
  rows: readonly Insertable<Invoices>[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const chunk of chunksOf(rows, 12)) {
    const inserted = await db
      .insertInto('invoices')
      .values(chunk)
      .returning(['id', 'invoiceNumber'])
      .execute();
    for (const row of inserted) ids.set(row.invoiceNumber, row.id);
  }
  return ids;
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

export type StoredInvoiceLine = Selectable<InvoiceLines>;

/** The lines of these invoices, in position order. */
export function findLinesOf(
  db: DbOrTx,
  invoiceIds: readonly number[],
): Promise<StoredInvoiceLine[]> {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('invoiceLines')
    .selectAll()
    .where('invoiceId', 'in', [...invoiceIds])
    .orderBy('invoiceId')
    .orderBy('position')
    .execute();
}

/** Replaces an invoice's lines with these, numbered from 1 in their order. */
export async function replaceLines(
  db: DbOrTx,
  invoiceId: number,
  lines: readonly Omit<Insertable<InvoiceLines>, 'invoiceId' | 'position'>[],
): Promise<void> {
  await db.deleteFrom('invoiceLines').where('invoiceId', '=', invoiceId).execute();
  if (lines.length === 0) return;
  await db
    .insertInto('invoiceLines')
    .values(lines.map((line, index) => ({ ...line, invoiceId, position: index + 1 })))
    .execute();
}

/** Which of these PDF hashes a stored invoice names. */
export async function findPdfHashesInUse(
  db: DbOrTx,
  hashes: readonly string[],
): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .selectFrom('invoices')
    .select('pdfSha256')
    .where('pdfSha256', 'in', [...hashes])
    .execute();
  return new Set(rows.flatMap((row) => (row.pdfSha256 === null ? [] : [row.pdfSha256])));
}
