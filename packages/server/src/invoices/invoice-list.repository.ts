import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { InvoiceSearchType, InvoiceSort } from '@shop/domain/api/invoices.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { containsText } from '#server/db/like-pattern.ts';
import type { DB } from '#server/db/tables.ts';

/** The caller's invoices by filter type, text and sort (docs/decisions/043-invoice-list-and-pdf.md). */

export interface InvoiceFilter {
  type: InvoiceSearchType;
  alsoCanceled: boolean;
  /** part of the invoice number, matched literally; '' for any */
  text: string;
  /** the caller's orders whose reference (PO number) holds the text: their invoices match too */
  referenceOrderIds: readonly number[];
  /** YYYY-MM-DD: an unpaid invoice due before it is overdue */
  today: string;
}

const INVOICE_COLUMNS = [
  'id',
  'invoiceNumber',
  'orderId',
  'total',
  'currency',
  'paymentMethodId',
  'canceled',
  'canceledOrigin',
  'date',
  'dueDate',
  'paidAt',
  'pdfSha256',
] as const;

type InvoiceQuery<O> = SelectQueryBuilder<DB, 'invoices', O>;

function filtered<O>(query: InvoiceQuery<O>, accountId: number, filter: InvoiceFilter) {
  let q = query.where('accountId', '=', accountId);
  switch (filter.type) {
    case 'all':
      if (!filter.alsoCanceled) q = q.where('canceled', '=', 0);
      break;
    case 'paid':
      q = q.where('canceled', '=', 0).where('paidAt', 'is not', null);
      break;
    case 'notPaid':
      q = q.where('canceled', '=', 0).where('paidAt', 'is', null);
      break;
    case 'overdue':
      q = q
        .where('canceled', '=', 0)
        .where('paidAt', 'is', null)
        .where('dueDate', '<', filter.today);
      break;
    case 'canceled':
      q = q.where('canceled', '=', 1);
      break;
  }
  if (filter.text !== '') {
    const { text, referenceOrderIds } = filter;
    q = q.where((eb: ExpressionBuilder<DB, 'invoices'>) =>
      eb.or([
        containsText(eb.ref('invoiceNumber'), text),
        containsText(eb.fn.coalesce('canceledOrigin', eb.val('')), text),
        ...(referenceOrderIds.length === 0 ? [] : [eb('orderId', 'in', [...referenceOrderIds])]),
      ]),
    );
  }
  return q;
}

const SORT_COLUMNS = {
  1: ['date', 'desc'],
  2: ['date', 'asc'],
  3: ['dueDate', 'asc'],
  4: ['dueDate', 'desc'],
  5: ['total', 'desc'],
  6: ['total', 'asc'],
} as const;

/** A slice of the matching invoices in the sort's order; ties by id, so pages are stable. */
export function findInvoices(
  db: DbOrTx,
  accountId: number,
  filter: InvoiceFilter,
  sort: InvoiceSort,
  slice: { offset: number; limit: number },
) {
  const [column, direction] = SORT_COLUMNS[sort];
  return filtered(db.selectFrom('invoices').select(INVOICE_COLUMNS), accountId, filter)
    .orderBy(column, direction)
    .orderBy('id', direction)
    .offset(slice.offset)
    .limit(slice.limit)
    .execute();
}

/** How many invoices match, their total, and the unpaid and overdue part of it. */
export async function countAndSumInvoices(db: DbOrTx, accountId: number, filter: InvoiceFilter) {
  const row = await filtered(
    db.selectFrom('invoices').select((eb) => {
      const open = eb.and([eb('canceled', '=', 0), eb('paidAt', 'is', null)]);
      const sumWhen = (condition: typeof open) =>
        eb.fn.coalesce(
          eb.fn.sum<number | string>(eb.case().when(condition).then(eb.ref('total')).else(0).end()),
          eb.lit(0),
        );
      return [
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.coalesce(eb.fn.sum<number | string>('total'), eb.lit(0)).as('total'),
        sumWhen(open).as('unpaid'),
        sumWhen(eb.and([open, eb('dueDate', '<', filter.today)])).as('overdue'),
      ];
    }),
    accountId,
    filter,
  ).executeTakeFirstOrThrow();
  return {
    count: Number(row.count),
    total: Number(row.total),
    unpaid: Number(row.unpaid),
    overdue: Number(row.overdue),
  };
}

/** One of the caller's invoices by its number; undefined when it is not theirs. */
export function findOwnInvoice(db: DbOrTx, accountId: number, invoiceNumber: string) {
  return db
    .selectFrom('invoices')
    .select(INVOICE_COLUMNS)
    .where('accountId', '=', accountId)
    .where('invoiceNumber', '=', invoiceNumber)
    .executeTakeFirst();
}

export type InvoiceRow = NonNullable<Awaited<ReturnType<typeof findOwnInvoice>>>;
