import type { Insertable, Transaction } from 'kysely';
import { payTypeOf } from '@shop/domain/rules/payment-methods.ts';
import { accountIdsOf, unknownAccounts } from '#server/accounts/account-references.service.ts';
import { customerNumbersOf } from '#server/accounts/accounts.service.ts';
import { announceCustomerEvents } from '#server/events/customer-events.ts';
import type { DbOrTx } from '#server/db/database.ts';
import type { DB, Invoices } from '#server/db/tables.ts';
import { problemOf } from '#server/exchange/csv-cells.ts';
import type {
  ApplyContext,
  ImportProblem,
  ImportKeys,
  Located,
  RecordType,
} from '#server/exchange/record-type.ts';
import type { PdfStore } from '#server/files/stored-pdfs.ts';
import { orderNumbersById, ordersByNumber } from '#server/orders/invoiced-orders.service.ts';
import {
  deleteTurnover,
  findAllTurnover,
  findInvoicePage,
  findInvoicesByNumber,
  findLinesOf,
  findTurnoverOf,
  insertInvoices,
  replaceLines,
  updateInvoice,
  upsertTurnover,
  type StoredInvoice,
  type StoredInvoiceLine,
} from './invoice-import.repository.ts';
import type { InvoiceLine } from './invoice-lines.ts';
import { checkedPdfHash, checkInvoicePdfs, pdfFileName } from './invoice-pdf-files.ts';
import {
  invoiceCsv,
  invoiceRecordSchema,
  turnoverCsv,
  turnoverKey,
  turnoverRecordSchema,
  type InvoiceRecord,
  type TurnoverRecord,
} from './invoice-record.ts';

/**
 * The `invoice` and `turnover` record types (docs/decisions/093-account-and-document-import.md).
 * Invoices are the ERP's documents: they are created and updated, never removed, also in replace
 * mode (a paid invoice stays a document of the account). Turnover is the ERP's state: replace
 * removes the years the file does not name.
 */

const invoiceKey = (record: InvoiceRecord) => record.invoiceNumber;

/** A stored invoice in the record's shape: what the export writes (and the demo seed imports). */
export function storedInvoiceRecord(
  row: StoredInvoice,
  customerNumber: string,
  orderNumber: string | null,
): InvoiceRecord {
  return {
    invoiceNumber: row.invoiceNumber,
    customerNumber,
    date: row.date,
    dueDate: row.dueDate,
    total: row.total,
    currency: row.currency === 'GBP' ? 'GBP' : 'EUR',
    paymentMethodId: payTypeOf(row.paymentMethodId),
    paidAt: row.paidAt,
    canceled: row.canceled === 1,
    canceledOrigin: row.canceledOrigin,
    orderNumber,
  };
}

/** The order an invoice names must be the same account's; the invoice it cancels must exist. */
async function checkInvoices(
  db: DbOrTx,
  batch: readonly Located<InvoiceRecord>[],
  keys: ImportKeys,
): Promise<ImportProblem[]> {
  const problems = await unknownAccounts(db, batch, keys, { type: 'invoice', key: invoiceKey });
  const records = batch.map((located) => located.record);
  const [orders, accounts, origins, stored] = await Promise.all([
    ordersByNumber(
      db,
      records.flatMap((r) => (r.orderNumber === null ? [] : [r.orderNumber])),
    ),
    accountIdsOf(
      db,
      records.map((r) => r.customerNumber),
    ),
    findInvoicesByNumber(
      db,
      records.flatMap((r) => (r.canceledOrigin === null ? [] : [r.canceledOrigin])),
    ),
    findInvoicesByNumber(db, records.map(invoiceKey)),
  ]);
  const originNumbers = new Set(origins.map((row) => row.invoiceNumber));
  const storedAccount = new Map(stored.map((row) => [row.invoiceNumber, row.accountId]));
  for (const located of batch) {
    const { record } = located;
    const at = { type: 'invoice', key: record.invoiceNumber };
    const accountId = accounts.get(record.customerNumber);
    if (record.orderNumber !== null) {
      const order = orders.get(record.orderNumber);
      if (!order || order.accountId !== accountId) {
        problems.push(
          problemOf(located, {
            ...at,
            field: 'orderNumber',
            code: 'UNKNOWN_ORDER',
            message: `account ${record.customerNumber} has no order ${record.orderNumber}`,
          }),
        );
      }
    }
    if (
      record.canceledOrigin !== null &&
      !originNumbers.has(record.canceledOrigin) &&
      !keys.has('invoice', record.canceledOrigin)
    ) {
      problems.push(
        problemOf(located, {
          ...at,
          field: 'canceledOrigin',
          code: 'UNKNOWN_INVOICE',
          message: `no invoice ${record.canceledOrigin} in the shop or in this import`,
        }),
      );
    }
    const owner = storedAccount.get(record.invoiceNumber);
    if (owner !== undefined && owner !== accountId) {
      problems.push(
        problemOf(located, {
          ...at,
          field: 'customerNumber',
          code: 'INVOICE_OF_OTHER_ACCOUNT',
          message: `invoice ${record.invoiceNumber} belongs to another account`,
        }),
      );
    }
  }
  return problems;
}

const EXPORT_PAGE = 500;

/** A stored turnover year in the record's shape: what the export writes (and the demo seed imports). */
export function turnoverRecordOf(
  row: { year: number; amount: number; currency: string },
  customerNumber: string,
): TurnoverRecord {
  return {
    customerNumber,
    year: row.year,
    amount: row.amount,
    currency: row.currency === 'GBP' ? 'GBP' : 'EUR',
  };
}

type InvoiceLineRow = Omit<StoredInvoiceLine, 'id' | 'invoiceId' | 'position'>;

const lineRows = (lines: readonly InvoiceLine[]): InvoiceLineRow[] =>
  lines.map((line) => ({
    articleNumber: line.articleNumber,
    name: line.name,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    discount: line.discount,
    taxRate: line.taxRate,
    lineTotal: line.lineTotal,
  }));

const sameLines = (a: readonly InvoiceLineRow[], b: readonly InvoiceLineRow[]) =>
  JSON.stringify(a) === JSON.stringify(lineRows(b));

/** Rewrites a stored invoice's changed columns and lines; counts what it did. */
async function updateStoredInvoice(
  tx: Transaction<DB>,
  record: InvoiceRecord,
  row: Omit<Insertable<Invoices>, 'invoiceNumber'>,
  existing: StoredInvoice,
  storedLines: readonly InvoiceLineRow[],
  context: ApplyContext,
): Promise<void> {
  const linesChanged = record.lines !== undefined && !sameLines(storedLines, record.lines);
  const changed = Object.fromEntries(
    Object.entries(row).filter(
      ([column, value]) => value !== undefined && existing[column as keyof typeof row] !== value,
    ),
  );
  if (Object.keys(changed).length === 0 && !linesChanged) {
    context.counts.unchanged++;
    return;
  }
  if (Object.keys(changed).length > 0) await updateInvoice(tx, existing.id, changed);
  if (linesChanged) await replaceLines(tx, existing.id, lineRows(record.lines!));
  context.counts.updated++;
}

/** Inserts a batch's new invoices in a few statements, then the lines of those that have some. */
async function insertNewInvoices(
  tx: Transaction<DB>,
  created: readonly { record: InvoiceRecord; row: Insertable<Invoices> }[],
  context: ApplyContext,
): Promise<void> {
  const ids = await insertInvoices(
    tx,
    created.map((entry) => entry.row),
  );
  for (const { record } of created) {
    context.counts.created++;
    if (record.lines !== undefined && record.lines.length > 0)
      await replaceLines(tx, ids.get(record.invoiceNumber)!, lineRows(record.lines));
  }
  // a new invoice is issued to its customer (docs/decisions/140-retailer-webhooks.md)
  await announceCustomerEvents(
    tx,
    created
      .filter(({ record }) => !record.canceled)
      .map(({ record, row }) => ({
        accountId: row.accountId,
        type: 'invoice.issued' as const,
        subject: record.invoiceNumber,
        data: {
          invoiceNumber: record.invoiceNumber,
          orderNumber: record.orderNumber,
          date: record.date,
          dueDate: record.dueDate,
          currency: record.currency,
          total: record.total,
        },
      })),
  );
}

/** The `invoice` record type; the ERP's PDFs are kept in `store`. */
export function invoiceRecordType(store: PdfStore): RecordType<InvoiceRecord> {
  return {
    type: 'invoice',
    csvName: 'invoices',
    scope: 'documents',
    order: 50,
    schema: invoiceRecordSchema,
    csv: invoiceCsv,
    key: invoiceKey,
    async check(db, batch, keys, run) {
      const problems = await checkInvoices(db, batch, keys);
      // nothing is fetched for a file that is refused anyway
      if (problems.length > 0) return problems;
      return checkInvoicePdfs(db, store, batch, run);
    },
    async apply(tx, batch, context) {
      const records = batch.map((located) => located.record);
      const [accounts, orders, stored] = await Promise.all([
        accountIdsOf(
          tx,
          records.map((r) => r.customerNumber),
        ),
        ordersByNumber(
          tx,
          records.flatMap((r) => (r.orderNumber === null ? [] : [r.orderNumber])),
        ),
        findInvoicesByNumber(tx, records.map(invoiceKey)),
      ]);
      const byNumber = new Map(stored.map((row) => [row.invoiceNumber, row]));
      const storedLines = linesByInvoice(
        await findLinesOf(
          tx,
          stored.map((row) => row.id),
        ),
      );
      const created: { record: InvoiceRecord; row: Insertable<Invoices> }[] = [];
      for (const record of records) {
        const pdfSha256 = await checkedPdfHash(store, record, context.afterCommit);
        const row = {
          accountId: accounts.get(record.customerNumber)!,
          orderId: record.orderNumber === null ? null : orders.get(record.orderNumber)!.id,
          date: record.date,
          dueDate: record.dueDate,
          total: record.total,
          currency: record.currency,
          paymentMethodId: record.paymentMethodId,
          paidAt: record.paidAt,
          canceled: record.canceled ? 1 : 0,
          canceledOrigin: record.canceledOrigin,
          // a record that names no PDF keeps the stored one (an upload's, say)
          ...(pdfSha256 === undefined ? {} : { pdfSha256 }),
        };
        const existing = byNumber.get(record.invoiceNumber);
        if (existing === undefined) {
          created.push({ record, row: { invoiceNumber: record.invoiceNumber, ...row } });
          continue;
        }
        const lines = storedLines.get(existing.id) ?? [];
        await updateStoredInvoice(tx, record, row, existing, lines, context);
      }
      await insertNewInvoices(tx, created, context);
    },
    exportAll: exportInvoices,
  };
}

function linesByInvoice(rows: readonly StoredInvoiceLine[]): Map<number, InvoiceLineRow[]> {
  const byInvoice = new Map<number, InvoiceLineRow[]>();
  for (const { id: _id, invoiceId, position: _position, ...line } of rows) {
    const list = byInvoice.get(invoiceId) ?? [];
    list.push(line);
    byInvoice.set(invoiceId, list);
  }
  return byInvoice;
}

async function* exportInvoices(db: DbOrTx): AsyncGenerator<InvoiceRecord> {
  let after: string | null = null;
  for (;;) {
    const rows = await findInvoicePage(db, after, EXPORT_PAGE);
    if (rows.length === 0) return;
    const [numbers, orders, lines] = await Promise.all([
      customerNumbersOf(
        db,
        rows.map((row) => row.accountId),
      ),
      orderNumbersById(
        db,
        rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId])),
      ),
      findLinesOf(
        db,
        rows.map((row) => row.id),
      ).then(linesByInvoice),
    ]);
    for (const row of rows) {
      const orderNumber = row.orderId === null ? null : (orders.get(row.orderId) ?? null);
      const record = storedInvoiceRecord(row, numbers.get(row.accountId) ?? '', orderNumber);
      const own = lines.get(row.id);
      yield {
        ...record,
        ...(own ? { lines: own } : {}),
        ...(row.pdfSha256 === null ? {} : { pdfFile: pdfFileName(row.pdfSha256) }),
      };
    }
    after = rows[rows.length - 1]!.invoiceNumber;
  }
}

export const turnoverRecordType: RecordType<TurnoverRecord> = {
  type: 'turnover',
  csvName: 'turnover',
  scope: 'documents',
  order: 50,
  schema: turnoverRecordSchema,
  csv: turnoverCsv,
  key: turnoverKey,
  check: (db, batch, keys) =>
    unknownAccounts(db, batch, keys, { type: 'turnover', key: turnoverKey }),
  async apply(tx, batch, context) {
    const accounts = await accountIdsOf(
      tx,
      batch.map((l) => l.record.customerNumber),
    );
    const stored = await findTurnoverOf(tx, [...accounts.values()]);
    const byKey = new Map(stored.map((row) => [`${row.accountId}:${row.year}`, row]));
    for (const { record } of batch) {
      const accountId = accounts.get(record.customerNumber)!;
      const existing = byKey.get(`${accountId}:${record.year}`);
      if (existing && existing.amount === record.amount && existing.currency === record.currency) {
        context.counts.unchanged++;
        continue;
      }
      await upsertTurnover(tx, {
        accountId,
        year: record.year,
        amount: record.amount,
        currency: record.currency,
      });
      if (existing) context.counts.updated++;
      else context.counts.created++;
    }
  },
  async finish(tx, seen, context) {
    if (context.mode !== 'replace') return;
    const rows = await findAllTurnover(tx);
    const numbers = await customerNumbersOf(
      tx,
      rows.map((row) => row.accountId),
    );
    const unnamed = rows.filter(
      (row) =>
        !seen.has(
          turnoverKey({ customerNumber: numbers.get(row.accountId) ?? '', year: row.year }),
        ),
    );
    await deleteTurnover(tx, unnamed);
    context.counts.removed += unnamed.length;
  },
  async *exportAll(db) {
    const rows = await findAllTurnover(db);
    const numbers = await customerNumbersOf(
      db,
      rows.map((row) => row.accountId),
    );
    const records = rows.map((row) => turnoverRecordOf(row, numbers.get(row.accountId) ?? ''));
    records.sort((a, b) => (turnoverKey(a) < turnoverKey(b) ? -1 : 1));
    yield* records;
  },
};
