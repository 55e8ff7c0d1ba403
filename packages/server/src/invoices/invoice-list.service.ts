import {
  INVOICES_PAGE_SIZE,
  type InvoiceListItem,
  type InvoiceResponse,
  type InvoiceSort,
  type InvoicesCsvSearch,
  type InvoicesResponse,
  type InvoicesSearch,
} from '@shop/domain/api/invoices.ts';
import { isCardPayable } from '@shop/domain/rules/invoice-payment.ts';
import { pageOffset } from '@shop/domain/rules/paging.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { AppError } from '#server/http/app-error.ts';
import {
  invoicedOrdersOf,
  orderIdsWithReference,
  type BilledOrderRef,
} from '#server/orders/invoiced-orders.service.ts';
import {
  countAndSumInvoices,
  findInvoices,
  findOwnInvoice,
  type InvoiceFilter,
  type InvoiceRow,
} from './invoice-list.repository.ts';
import { billingOf, day, invoiceState } from './invoices.service.ts';

/**
 * The invoice list, its export and one invoice (docs/product/invoices.md#inv-list;
 * docs/decisions/043-invoice-list-and-pdf.md): only the caller's invoices, amounts hidden from an
 * account that sees no prices.
 */

export const invoiceNotFound = () => new AppError(404, 'INVOICE_NOT_FOUND', 'No such invoice');

async function filterOf(
  db: DbOrTx,
  accountId: number,
  search: Omit<InvoicesSearch, 'page'>,
  now: Date,
): Promise<InvoiceFilter> {
  return {
    type: search.type,
    alsoCanceled: search.alsoCanceled,
    text: search.searchText,
    referenceOrderIds: await orderIdsWithReference(db, accountId, search.searchText),
    today: day(now),
  };
}

/** Sorting by amount would tell an account that sees no prices which invoice is larger. */
const sortFor = (sort: InvoiceSort, pricesHidden: boolean): InvoiceSort =>
  pricesHidden && (sort === 5 || sort === 6) ? 1 : sort;

/** What turns a row into a list item besides the row: the day, the account's view, the shop's setting. */
interface ItemView {
  today: string;
  pricesHidden: boolean;
  cardPaymentMethodId: number;
}

/** The shop settings the invoice list needs (the card provider's payment method id). */
export interface InvoiceListSettings {
  cardPaymentMethodId: number;
}

export function toListItem(
  row: InvoiceRow,
  orders: ReadonlyMap<number, BilledOrderRef>,
  { today, pricesHidden, cardPaymentMethodId }: ItemView,
): InvoiceListItem {
  const order = row.orderId === null ? undefined : orders.get(row.orderId);
  return {
    invoiceid: row.invoiceNumber,
    total: pricesHidden ? null : row.total,
    currency: row.currency === 'GBP' ? 'GBP' : 'EUR',
    paymentMethodId: row.paymentMethodId,
    canceled_origin: row.canceledOrigin,
    date: row.date.slice(0, 10),
    dueDate: row.dueDate.slice(0, 10),
    paidDate: row.paidAt === null ? null : row.paidAt.slice(0, 10),
    state: invoiceState(row, today),
    orderNumber: order?.orderNumber ?? null,
    orderReference: order?.reference ?? null,
    payable: isCardPayable(
      {
        paymentMethodId: row.paymentMethodId,
        canceled: row.canceled === 1,
        paid: row.paidAt !== null,
        total: row.total,
      },
      cardPaymentMethodId,
    ),
  };
}

async function itemsOf(db: DbOrTx, accountId: number, rows: InvoiceRow[], view: ItemView) {
  const orders = await invoicedOrdersOf(
    db,
    accountId,
    rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId])),
  );
  return rows.map((row) => toListItem(row, orders, view));
}

/** POST /account/invoices: one page of the caller's invoices matching the search, with the sums. */
export async function listInvoices(
  db: DbOrTx,
  settings: InvoiceListSettings,
  customer: Customer,
  search: InvoicesSearch,
  now = new Date(),
): Promise<InvoicesResponse> {
  const { currency, pricesHidden } = await billingOf(db, customer);
  const filter = await filterOf(db, customer.accountId, search, now);
  const [counted, rows] = await Promise.all([
    countAndSumInvoices(db, customer.accountId, filter),
    findInvoices(db, customer.accountId, filter, sortFor(search.sort, pricesHidden), {
      offset: pageOffset(search.page, INVOICES_PAGE_SIZE),
      limit: INVOICES_PAGE_SIZE,
    }),
  ]);
  const amount = (value: number) => (pricesHidden ? null : value);
  return {
    invoices: await itemsOf(db, customer.accountId, rows, {
      today: filter.today,
      pricesHidden,
      cardPaymentMethodId: settings.cardPaymentMethodId,
    }),
    page: search.page,
    size: INVOICES_PAGE_SIZE,
    totalCount: counted.count,
    currency,
    sums: {
      total: amount(counted.total),
      unpaid: amount(counted.unpaid),
      overdue: amount(counted.overdue),
    },
    pricesHidden,
  };
}

const EXPORT_SLICE = 500;

/**
 * POST /account/invoicesCSV: the caller's invoices matching the search in the list's order, read
 * slice by slice; page n exports only what page n of the list shows.
 */
export async function* exportInvoices(
  db: DbOrTx,
  settings: InvoiceListSettings,
  customer: Customer,
  search: Omit<InvoicesCsvSearch, 'language'>,
  now = new Date(),
): AsyncGenerator<InvoiceListItem> {
  const { pricesHidden } = await billingOf(db, customer);
  const filter = await filterOf(db, customer.accountId, search, now);
  const sort = sortFor(search.sort, pricesHidden);
  const first = search.page > 0 ? pageOffset(search.page, INVOICES_PAGE_SIZE) : 0;
  const end = search.page > 0 ? first + INVOICES_PAGE_SIZE : Number.POSITIVE_INFINITY;
  for (let offset = first; offset < end; offset += EXPORT_SLICE) {
    const limit = Math.min(EXPORT_SLICE, end - offset);
    const rows = await findInvoices(db, customer.accountId, filter, sort, { offset, limit });
    yield* await itemsOf(db, customer.accountId, rows, {
      today: filter.today,
      pricesHidden,
      cardPaymentMethodId: settings.cardPaymentMethodId,
    });
    if (rows.length < limit) return;
  }
}

/** The caller's invoice row by number; 404 for an unknown one or another customer's. */
export async function ownInvoiceRow(db: DbOrTx, customer: Customer, invoiceNumber: string) {
  const row = await findOwnInvoice(db, customer.accountId, invoiceNumber);
  if (!row) throw invoiceNotFound();
  return row;
}

/** GET /api/invoices/{id}: one of the caller's invoices. */
export async function getInvoice(
  db: DbOrTx,
  settings: InvoiceListSettings,
  customer: Customer,
  invoiceNumber: string,
  now = new Date(),
): Promise<InvoiceResponse> {
  const { pricesHidden } = await billingOf(db, customer);
  const row = await ownInvoiceRow(db, customer, invoiceNumber);
  const [item] = await itemsOf(db, customer.accountId, [row], {
    today: day(now),
    pricesHidden,
    cardPaymentMethodId: settings.cardPaymentMethodId,
  });
  return { ...item!, pricesHidden };
}
