import type { DbOrTx } from '#server/db/database.ts';
import { articleNames } from '#server/catalog/catalog.service.ts';
import {
  findInvoiceLines,
  findOrderIdsByReference,
  findOrderNumbers,
  findOrderNumbersById,
  findOrdersByNumber,
  findOwnOrderById,
  sumProcessingOrders,
} from './invoiced-orders.repository.ts';

/**
 * The orders area's door for the invoices area (docs/decisions/028-area-doors-and-import-rules.md,
 * docs/decisions/043-invoice-list-and-pdf.md): order numbers of invoices, the billed order with
 * its lines for the invoice PDF, and the open orders' part of the credit line.
 */

/** What the invoice list shows of the order an invoice bills. */
export interface BilledOrderRef {
  orderNumber: string;
  /** the buyer's reference (PO number); null when the order has none */
  reference: string | null;
}

/** Order id → number and reference, for the caller's orders among `orderIds`. */
export async function invoicedOrdersOf(
  db: DbOrTx,
  accountId: number,
  orderIds: readonly number[],
): Promise<Map<number, BilledOrderRef>> {
  const rows = await findOrderNumbers(db, accountId, [...new Set(orderIds)]);
  return new Map(
    rows.map((row) => [
      row.id,
      { orderNumber: row.orderNumber, reference: row.reference === '' ? null : row.reference },
    ]),
  );
}

/**
 * The ids of the caller's orders whose reference (PO number) holds the text, so the invoice list
 * finds an invoice by its order's reference (docs/product/invoices.md#inv-search). An account's
 * orders are at most some thousands, within what one `in` list of either database takes.
 */
export function orderIdsWithReference(
  db: DbOrTx,
  accountId: number,
  text: string,
): Promise<number[]> {
  return text === '' ? Promise.resolve([]) : findOrderIdsByReference(db, accountId, text);
}

export interface InvoicedOrder {
  orderNumber: string;
  createdAt: string;
  reference: string;
  payType: number;
  totals: { net: number; shipping: number; vatNormal: number; vatReduced: number; total: number };
  lines: {
    articleNumber: string;
    name: string;
    quantity: number;
    singlePrice: number;
    discount: number;
    lineTotal: number;
    taxRate: number;
  }[];
}

/** One of the caller's orders by id with its lines and stored sums; undefined if not theirs. */
export async function invoicedOrderOf(
  db: DbOrTx,
  accountId: number,
  orderId: number,
  language: string,
): Promise<InvoicedOrder | undefined> {
  const order = await findOwnOrderById(db, accountId, orderId);
  if (!order) return undefined;
  const rows = await findInvoiceLines(db, order.id);
  const names = new Map(
    (await articleNames(db, [...new Set(rows.map((row) => row.articleNumber))], language)).map(
      (n) => [n.articleNumber, n.name ?? n.fallbackName ?? n.articleNumber],
    ),
  );
  return {
    orderNumber: order.orderNumber,
    createdAt: order.createdAt,
    reference: order.reference,
    payType: order.payType,
    totals: {
      net: order.net,
      shipping: order.shipping,
      vatNormal: order.vatNormal,
      vatReduced: order.vatReduced,
      total: order.total,
    },
    lines: rows.map((row) => ({ ...row, name: names.get(row.articleNumber) ?? row.articleNumber })),
  };
}

/** What the caller's orders still being prepared (not yet invoiced) add up to. */
export function uninvoicedOrdersSum(db: DbOrTx, accountId: number): Promise<number> {
  return sumProcessingOrders(db, accountId);
}

/** Order id and account by order number, for imported invoices that name the order they bill. */
export async function ordersByNumber(db: DbOrTx, orderNumbers: readonly string[]) {
  const rows = await findOrdersByNumber(db, [...new Set(orderNumbers)]);
  return new Map(rows.map((row) => [row.orderNumber, { id: row.id, accountId: row.accountId }]));
}

/** Order number by order id, for the export of invoices. */
export async function orderNumbersById(db: DbOrTx, orderIds: readonly number[]) {
  const rows = await findOrderNumbersById(db, [...new Set(orderIds)]);
  return new Map(rows.map((row) => [row.id, row.orderNumber]));
}
