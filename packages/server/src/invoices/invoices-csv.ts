import type { FastifyReply } from 'fastify';
import type { InvoiceListItem, InvoicesCsvSearch } from '@shop/domain/api/invoices.ts';
import type { Language } from '@shop/domain/shops.ts';
import {
  csvAmount,
  csvStyle,
  formatCsvDate,
  type CsvFormat,
} from '@shop/domain/rules/csv-format.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { sendCsv, type CsvColumn } from '#server/csv/csv-reply.ts';
import { shippedTexts } from '#server/i18n/shipped-texts.ts';
import { loadAccount, refuseBusinessConsole } from '#server/accounts/accounts.service.ts';
import { exportInvoices } from './invoice-list.service.ts';

/** The invoices export is named for invoices (docs/decisions/035-csv-exports.md). */
export const INVOICES_CSV_NAME = 'invoices.csv';

/**
 * POST /account/invoicesCSV: the caller's invoices matching the search as a CSV download,
 * headings in the request's language (else the account's) and its spreadsheet format, no amount
 * column for an account that sees no prices.
 */
export async function sendInvoicesCsv(
  db: DbOrTx,
  deps: { csvDateFormat: string | undefined; cardPaymentMethodId: number },
  reply: FastifyReply,
  customer: Customer,
  search: InvoicesCsvSearch,
  format: CsvFormat | undefined,
): Promise<FastifyReply> {
  // refused before the download starts, not halfway through the stream
  refuseBusinessConsole(customer);
  const account = await loadAccount(db, customer);
  const language: Language = search.language ?? account.language;
  const text = shippedTexts(language, 'accountInvoices');
  const style = csvStyle(language, format, deps.csvDateFormat);
  const date = (value: string | null) => formatCsvDate(value, style.datePattern);
  const columns: CsvColumn<InvoiceListItem>[] = [
    { header: text('csv.invoiceNumber'), value: (row) => row.invoiceid },
    { header: text('csv.date'), value: (row) => date(row.date) },
    { header: text('csv.dueDate'), value: (row) => date(row.dueDate) },
    { header: text('csv.state'), value: (row) => text(`state.${row.state}`) },
    { header: text('csv.orderNumber'), value: (row) => row.orderNumber ?? '' },
    { header: text('csv.reference'), value: (row) => row.orderReference ?? '' },
    ...(account.settings.showPrices
      ? [
          {
            header: text('csv.total'),
            value: (row: InvoiceListItem) =>
              row.total === null ? '' : csvAmount(row.total, 2, style),
          },
          { header: text('csv.currency'), value: (row: InvoiceListItem) => row.currency },
        ]
      : []),
    { header: text('csv.paidDate'), value: (row) => date(row.paidDate) },
    { header: text('csv.cancels'), value: (row) => row.canceled_origin ?? '' },
  ];
  const { language: _language, ...rest } = search;
  return sendCsv(
    reply,
    INVOICES_CSV_NAME,
    style,
    columns,
    exportInvoices(db, deps, customer, rest),
  );
}
