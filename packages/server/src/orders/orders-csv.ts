import type { FastifyReply } from 'fastify';
import type { OrdersCsvSearch } from '@shop/domain/api/account-orders.ts';
import {
  csvAmount,
  csvStyle,
  formatCsvDate,
  type CsvFormat,
} from '@shop/domain/rules/csv-format.ts';
import { isLanguage, type Language } from '@shop/domain/shops.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { AppContext } from '#server/app-context.ts';
import { sendCsv, type CsvColumn } from '#server/csv/csv-reply.ts';
import { shippedTexts } from '#server/i18n/shipped-texts.ts';
import { basketAccountOf } from '#server/basket/basket.service.ts';
import { exportOrders, type ExportedOrder } from './account-orders.service.ts';

/** The orders export is named for orders (docs/decisions/035-csv-exports.md). */
export const ORDERS_CSV_NAME = 'orders.csv';

/**
 * POST /account/ordersCSV: the caller's orders as a CSV download, headings in the request's
 * language (else the account's) and its spreadsheet format, no amount column for an account that
 * sees no prices.
 */
export async function sendOrdersCsv(
  context: AppContext,
  reply: FastifyReply,
  customer: Customer,
  search: OrdersCsvSearch,
  format: CsvFormat | undefined,
): Promise<FastifyReply> {
  const { db } = context.database;
  const account = await basketAccountOf(db, customer.accountId);
  const language: Language =
    search.language ?? (isLanguage(account.language) ? account.language : 'en');
  const text = shippedTexts(language, 'accountOrders');
  const style = csvStyle(language, format, context.config.csvDateFormat);
  const columns: CsvColumn<ExportedOrder>[] = [
    { header: text('csv.orderNumber'), value: (row) => row.orderNumber },
    { header: text('csv.date'), value: (row) => formatCsvDate(row.createdAt, style.datePattern) },
    { header: text('csv.state'), value: (row) => text(`orders.state.${row.state}`) },
    { header: text('csv.lines'), value: (row) => row.linesCount },
    ...(account.showPrices === 1
      ? [
          {
            header: text('csv.total'),
            value: (row: ExportedOrder) =>
              row.total === null ? '' : csvAmount(row.total, 2, style),
          },
          { header: text('csv.currency'), value: (row: ExportedOrder) => row.currency },
        ]
      : []),
    { header: text('csv.reference'), value: (row) => row.reference },
    {
      header: text('csv.dropshipping'),
      value: (row) => (row.dropshipping ? text('csv.yes') : text('csv.no')),
    },
  ];
  const { language: _language, ...rest } = search;
  return sendCsv(reply, ORDERS_CSV_NAME, style, columns, exportOrders(db, customer, rest));
}
