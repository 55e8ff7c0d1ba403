/**
 * The demo accounts and their documents enter the shop the way the ERP's do, through the import
 * (docs/decisions/105-the-demo-through-the-import.md). The accounts seed composes rows with its
 * own ids; this module turns the rows the ERP owns (accounts with contacts, addresses and
 * newsletter categories; invoices, turnover, open-order lines, order states with parcels) into
 * import records with the export's own mappings, and writes the rest, which the shop owns
 * (orders, newsletter addresses of their own, saved searches, messages, saved baskets, card
 * payments), with the ids the import gave the accounts and invoices.
 */
import type { Transaction } from 'kysely';
import { storedRecord } from '#server/accounts/account-record-rows.ts';
import { setKnownPassword, type KnownPassword } from '#server/accounts/accounts.service.ts';
import type { DB } from '#server/db/tables.ts';
import { storedInvoiceRecord, turnoverRecordOf } from '#server/invoices/invoice-import.service.ts';
import { openOrderRecordOf } from '#server/open-orders/open-order-import.service.ts';
import { orderStateRecordOf } from '#server/orders/order-state-import.service.ts';
import type { ParcelRecord } from '#server/orders/order-state-record.ts';
import { RowBatch, toSnakeCase, type BulkWriter, type TableName } from './bulk-writer.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';

type Row = Record<string, unknown>;
// the stored shapes, as the export mappings take them
type ImportedAccountRow = Parameters<typeof storedRecord>[0];
type ContactRow = Parameters<typeof storedRecord>[1][number];
type AddressRow = Parameters<typeof storedRecord>[2][number];
type StoredInvoice = Parameters<typeof storedInvoiceRecord>[0];
type StoredOpenOrder = Parameters<typeof openOrderRecordOf>[0];

/** Tables the import writes from the demo's account and document records. */
const IMPORTED_TABLES = new Set<TableName>([
  'accounts',
  'accountContacts',
  'accountAddresses',
  'invoices',
  'turnover',
  'openOrders',
  'orderParcels',
]);

export interface DemoAccountRecords {
  /** `account` records, imported with the catalog */
  accounts: object[];
  /** `invoice`, `turnover`, `openOrder` and `orderState` records, imported after the orders */
  documents: object[];
  /** the shop's own rows, with the seed's account ids */
  direct: RowBatch;
  /** card payments, which name the seed's invoice ids */
  transactions: Row[];
  logins: KnownPassword[];
  /** rows per table (snake_case), as the seed's summary counts them */
  counts: Map<string, number>;
  accountNumbers: Map<number, string>;
  invoiceNumbers: Map<number, string>;
}

function rowsOf(batch: RowBatch, table: TableName): Row[] {
  return (batch.tables.get(table) as Row[] | undefined) ?? [];
}

function groupBy(rows: readonly Row[], column: string): Map<unknown, Row[]> {
  const groups = new Map<unknown, Row[]>();
  for (const row of rows) {
    const list = groups.get(row[column]) ?? [];
    list.push(row);
    groups.set(row[column], list);
  }
  return groups;
}

function accountRecords(batch: RowBatch, numbers: Map<number, string>): object[] {
  const contacts = groupBy(rowsOf(batch, 'accountContacts'), 'accountId');
  const addresses = groupBy(rowsOf(batch, 'accountAddresses'), 'accountId');
  const newsletters = rowsOf(batch, 'newsletterEmails');
  return rowsOf(batch, 'accounts').map((row) => {
    const account = row as unknown as ImportedAccountRow;
    numbers.set(account.id, account.customerNumber);
    // the import keeps the categories of the account's own address; other addresses are the shop's
    const own = newsletters.find(
      (entry) => entry.accountId === account.id && entry.email === account.email,
    );
    return {
      type: 'account',
      ...storedRecord(
        { ...account, deletedAt: null },
        (contacts.get(account.id) ?? []) as unknown as ContactRow[],
        (addresses.get(account.id) ?? []) as unknown as AddressRow[],
        own ? (JSON.parse(own.types as string) as number[]) : [],
      ),
    };
  });
}

function documentRecords(
  batch: RowBatch,
  numbers: ReadonlyMap<number, string>,
  invoiceNumbers: Map<number, string>,
): object[] {
  const orderNumbers = new Map(
    rowsOf(batch, 'orders').map((order) => [order.id, order.orderNumber as string]),
  );
  const parcels = groupBy(rowsOf(batch, 'orderParcels'), 'orderId');
  const customer = (row: Row) => numbers.get(row.accountId as number) ?? '';
  const lines: object[] = [];
  for (const row of rowsOf(batch, 'invoices')) {
    const invoice = row as unknown as StoredInvoice;
    invoiceNumbers.set(invoice.id, invoice.invoiceNumber);
    const orderNumber = invoice.orderId === null ? null : orderNumbers.get(invoice.orderId);
    lines.push({
      type: 'invoice',
      ...storedInvoiceRecord(invoice, customer(row), orderNumber ?? null),
    });
  }
  for (const row of rowsOf(batch, 'turnover'))
    lines.push({
      type: 'turnover',
      ...turnoverRecordOf(row as { year: number; amount: number; currency: string }, customer(row)),
    });
  for (const row of rowsOf(batch, 'openOrders'))
    lines.push({
      type: 'openOrder',
      ...openOrderRecordOf(row as unknown as StoredOpenOrder, customer(row)),
    });
  for (const row of rowsOf(batch, 'orders')) {
    const order = row as { id: number; orderNumber: string; status: string };
    lines.push({
      type: 'orderState',
      ...orderStateRecordOf(order, (parcels.get(order.id) ?? []) as unknown as ParcelRecord[]),
    });
  }
  return lines;
}

function shopRow(table: TableName, row: Row): Row {
  // an order is placed as processing; the ERP's order state says how far it got
  if (table === 'orders') return { ...row, status: 'processing' };
  // the import numbered the accounts' own addresses; the database numbers the others after them
  if (table === 'newsletterEmails') {
    const { id: _id, ...rest } = row;
    return rest;
  }
  return row;
}

/** Splits the accounts seed's rows into import records and the rows the seed writes itself. */
export function demoAccountRecords(batch: RowBatch): DemoAccountRecords {
  const accountNumbers = new Map<number, string>();
  const invoiceNumbers = new Map<number, string>();
  const accounts = accountRecords(batch, accountNumbers);
  const documents = documentRecords(batch, accountNumbers, invoiceNumbers);
  const emails = new Map(rowsOf(batch, 'accounts').map((row) => [row.id, row.email]));
  const direct = new RowBatch();
  for (const [table, rows] of batch.tables) {
    if (IMPORTED_TABLES.has(table) || table === 'transactions') continue;
    for (const row of rows) {
      // the import wrote the account's own newsletter address
      if (table === 'newsletterEmails' && emails.get(row.accountId as number) === row.email)
        continue;
      direct.add(table, shopRow(table, row) as never);
    }
  }
  return {
    accounts,
    documents,
    direct,
    transactions: rowsOf(batch, 'transactions'),
    logins: rowsOf(batch, 'accounts').map((row) => ({
      customerNumber: row.customerNumber as string,
      mustSetOwn: row.passwordInitialization === 1,
    })),
    counts: new Map(
      [...batch.tables].map(([table, rows]) => [toSnakeCase(table), rows.length] as const),
    ),
    accountNumbers,
    invoiceNumbers,
  };
}

/** Seed ids to the ids the import gave, through the key both share (customer or invoice number). */
function storedIds(
  seedKeys: ReadonlyMap<number, string>,
  stored: readonly { id: number; key: string }[],
): Map<unknown, number> {
  const byKey = new Map(stored.map((row) => [row.key, row.id]));
  return new Map([...seedKeys].map(([seedId, key]) => [seedId, byKey.get(key)!]));
}

async function accountIdsOf(tx: Transaction<DB>, demo: DemoAccountRecords) {
  const stored = await tx
    .selectFrom('accounts')
    .select(['id', 'customerNumber as key'])
    .where('customerNumber', 'in', [...demo.accountNumbers.values()])
    .execute();
  return storedIds(demo.accountNumbers, stored);
}

function withIds(rows: readonly Row[], ids: Record<string, ReadonlyMap<unknown, number>>): Row[] {
  return rows.map((row) => {
    const copy = { ...row };
    for (const [column, map] of Object.entries(ids))
      if (column in copy) copy[column] = map.get(copy[column]);
    return copy;
  });
}

/**
 * After the accounts were imported: their known passwords, then the shop's own rows (orders
 * first, which the documents name) under the imported accounts' ids.
 */
export async function writeShopRows(
  tx: Transaction<DB>,
  bulk: BulkWriter,
  demo: DemoAccountRecords,
  at: string,
): Promise<void> {
  await setKnownPassword(tx, demo.logins, DEMO_PASSWORD, at);
  const accountId = await accountIdsOf(tx, demo);
  const batch = new RowBatch();
  for (const [table, rows] of demo.direct.tables)
    for (const row of withIds(rows, { accountId })) batch.add(table, row as never);
  await bulk.write(batch);
}

/** After the documents were imported: the card payments of the paid invoices. */
export async function writeTransactions(
  tx: Transaction<DB>,
  bulk: BulkWriter,
  demo: DemoAccountRecords,
): Promise<void> {
  if (demo.transactions.length === 0) return;
  const invoices = await tx
    .selectFrom('invoices')
    .select(['id', 'invoiceNumber as key'])
    .where('invoiceNumber', 'in', [...demo.invoiceNumbers.values()])
    .execute();
  const batch = new RowBatch();
  const ids = {
    accountId: await accountIdsOf(tx, demo),
    invoiceId: storedIds(demo.invoiceNumbers, invoices),
  };
  for (const row of withIds(demo.transactions, ids)) batch.add('transactions', row as never);
  await bulk.write(batch);
}
