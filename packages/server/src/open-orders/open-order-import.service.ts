import { OPEN_ORDER_STATES } from '@shop/domain/rules/availability.ts';
import { accountIdsOf, unknownAccounts } from '#server/accounts/account-references.service.ts';
import { customerNumbersOf } from '#server/accounts/accounts.service.ts';
import { articleNames } from '#server/catalog/catalog.service.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { announceCustomerEvents, type CustomerEvent } from '#server/events/customer-events.ts';
import { problemOf } from '#server/exchange/csv-cells.ts';
import type {
  ImportKeys,
  ImportProblem,
  Located,
  RecordType,
} from '#server/exchange/record-type.ts';
import {
  deleteLines,
  findErpLinePage,
  findLineKeys,
  findLines,
  findShopLinePage,
  insertLines,
  updateLine,
  type StoredOpenOrder,
} from './open-order-import.repository.ts';
import {
  openOrderCsv,
  openOrderRecordSchema,
  SHOP_LINE_PREFIX,
  type OpenOrderRecord,
} from './open-order-record.ts';

/**
 * The `openOrder` record type (docs/decisions/093-account-and-document-import.md): back orders
 * and pre-orders are the ERP's state, so a replace import removes the lines it does not name.
 */

const lineKey = (record: OpenOrderRecord) => record.lineId;
const keyOfRow = (row: { id: number; erpLineId: string | null }) =>
  row.erpLineId ?? `${SHOP_LINE_PREFIX}${row.id}`;
/** The row id a `shop-<id>` key names, else undefined. */
const shopLineId = (key: string): number | undefined => {
  const match = /^shop-(\d{1,12})$/.exec(key);
  return match ? Number(match[1]) : undefined;
};

async function storedLines(db: DbOrTx, records: readonly OpenOrderRecord[]) {
  const keys = records.map(lineKey);
  const shopIds = keys.flatMap((key) => {
    const id = shopLineId(key);
    return id === undefined ? [] : [id];
  });
  const rows = await findLines(
    db,
    keys.filter((key) => shopLineId(key) === undefined),
    shopIds,
  );
  return new Map(rows.map((row) => [keyOfRow(row), row]));
}

async function checkLines(
  db: DbOrTx,
  batch: readonly Located<OpenOrderRecord>[],
  keys: ImportKeys,
): Promise<ImportProblem[]> {
  const problems = await unknownAccounts(db, batch, keys, { type: 'openOrder', key: lineKey });
  const records = batch.map((located) => located.record);
  const [stored, articles] = await Promise.all([
    storedLines(db, records),
    articleNames(db, [...new Set(records.map((r) => r.articleNumber))], 'en'),
  ]);
  const known = new Set(articles.map((article) => article.articleNumber));
  for (const located of batch) {
    const { record } = located;
    const at = { type: 'openOrder', key: record.lineId };
    if (record.lineId.startsWith(SHOP_LINE_PREFIX) && !stored.has(record.lineId)) {
      problems.push(
        problemOf(located, {
          ...at,
          field: 'lineId',
          code: 'UNKNOWN_SHOP_LINE',
          message: `${SHOP_LINE_PREFIX}… names a line the shop wrote; there is no ${record.lineId}`,
        }),
      );
    }
    if (!known.has(record.articleNumber) && !keys.has('article', record.articleNumber)) {
      problems.push(
        problemOf(located, {
          ...at,
          field: 'articleNumber',
          code: 'UNKNOWN_ARTICLE',
          message: `no article ${record.articleNumber} in the shop or in this import`,
        }),
      );
    }
  }
  return problems;
}

function rowOf(record: OpenOrderRecord, accountId: number) {
  return {
    accountId,
    articleNumber: record.articleNumber,
    kind: record.kind,
    state: record.state,
    orderDate: record.orderDate,
    lastIntakeDate: record.lastIntakeDate,
    etaEstimate: record.etaEstimate,
    etaDate: record.etaDate,
    singlePrice: record.singlePrice,
    rebate: record.rebate,
    currency: record.currency,
    quantity: record.quantity,
    caseQuantity: record.caseQuantity,
    availableQuantity: record.availableQuantity,
    allocatedQuantity: record.allocatedQuantity,
    poNumber: record.poNumber,
    reference: record.reference,
  };
}

/** A stored line in the record's shape: what the export writes (and the demo seed imports). */
export function openOrderRecordOf(row: StoredOpenOrder, customerNumber: string): OpenOrderRecord {
  const state = OPEN_ORDER_STATES.find((candidate) => candidate === row.state) ?? 'inquiry';
  return {
    lineId: keyOfRow(row),
    customerNumber,
    articleNumber: row.articleNumber,
    kind: row.kind === 'preorder' ? 'preorder' : 'backorder',
    state,
    orderDate: row.orderDate.slice(0, 10),
    lastIntakeDate: row.lastIntakeDate,
    etaEstimate: row.etaEstimate,
    etaDate: row.etaDate,
    singlePrice: row.singlePrice,
    rebate: row.rebate,
    currency: row.currency === 'GBP' ? 'GBP' : 'EUR',
    quantity: row.quantity,
    caseQuantity: row.caseQuantity,
    availableQuantity: row.availableQuantity,
    allocatedQuantity: row.allocatedQuantity,
    poNumber: row.poNumber,
    reference: row.reference,
  };
}

const EXPORT_PAGE = 500;

/** A back order whose goods came in: none were available before, some are now. */
function becameReady(record: OpenOrderRecord, existing: StoredOpenOrder | undefined): boolean {
  return (
    record.kind === 'backorder' &&
    record.availableQuantity > 0 &&
    (existing === undefined || existing.availableQuantity === 0)
  );
}

/** The customer event of a back order ready to ship (docs/decisions/140-retailer-webhooks.md). */
function backOrderReadyEvent(record: OpenOrderRecord, accountId: number): CustomerEvent {
  return {
    accountId,
    type: 'backorder.ready',
    subject: record.lineId,
    data: {
      lineId: record.lineId,
      articleNumber: record.articleNumber,
      quantity: record.quantity,
      availableQuantity: record.availableQuantity,
      poNumber: record.poNumber,
      reference: record.reference,
    },
  };
}

async function* exportPages(db: DbOrTx): AsyncGenerator<OpenOrderRecord> {
  let afterErp: string | null = null;
  let afterShop = 0;
  for (;;) {
    const rows: StoredOpenOrder[] =
      afterShop === 0 ? await findErpLinePage(db, afterErp, EXPORT_PAGE) : [];
    const page: StoredOpenOrder[] =
      rows.length > 0 ? rows : await findShopLinePage(db, afterShop, EXPORT_PAGE);
    if (page.length === 0) return;
    const numbers = await customerNumbersOf(
      db,
      page.map((row) => row.accountId),
    );
    for (const row of page) yield openOrderRecordOf(row, numbers.get(row.accountId) ?? '');
    const last = page[page.length - 1]!;
    if (rows.length > 0) afterErp = last.erpLineId;
    else afterShop = last.id;
  }
}

export const openOrderRecordType: RecordType<OpenOrderRecord> = {
  type: 'openOrder',
  csvName: 'open_orders',
  scope: 'documents',
  order: 50,
  schema: openOrderRecordSchema,
  csv: openOrderCsv,
  key: lineKey,
  check: checkLines,
  async apply(tx, batch, context) {
    const records = batch.map((located) => located.record);
    const [accounts, stored] = await Promise.all([
      accountIdsOf(
        tx,
        records.map((r) => r.customerNumber),
      ),
      storedLines(tx, records),
    ]);
    const created: Parameters<typeof insertLines>[1][number][] = [];
    const ready: CustomerEvent[] = [];
    for (const record of records) {
      const row = rowOf(record, accounts.get(record.customerNumber)!);
      const existing = stored.get(record.lineId);
      // a line the shop wrote keeps its time of day: its order finds it by that time
      if (existing?.orderDate.slice(0, 10) === row.orderDate) row.orderDate = existing.orderDate;
      if (becameReady(record, existing)) ready.push(backOrderReadyEvent(record, row.accountId));
      if (!existing) {
        created.push({ ...row, erpLineId: record.lineId });
        context.counts.created++;
        continue;
      }
      const changed = Object.fromEntries(
        Object.entries(row).filter(
          ([column, value]) => existing[column as keyof typeof row] !== value,
        ),
      );
      if (Object.keys(changed).length === 0) {
        context.counts.unchanged++;
        continue;
      }
      await updateLine(tx, existing.id, changed);
      context.counts.updated++;
    }
    await insertLines(tx, created);
    await announceCustomerEvents(tx, ready);
  },
  async finish(tx, seen, context) {
    if (context.mode !== 'replace') return;
    const unnamed = (await findLineKeys(tx)).filter((row) => !seen.has(keyOfRow(row)));
    await deleteLines(
      tx,
      unnamed.map((row) => row.id),
    );
    context.counts.removed += unnamed.length;
  },
  exportAll: exportPages,
};
