import type { FastifyReply } from 'fastify';
import type { OpenOrderArticle } from '@shop/domain/api/open-orders.ts';
import {
  csvAmount,
  csvNumber,
  csvStyle,
  formatCsvDate,
  type CsvFormat,
} from '@shop/domain/rules/csv-format.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { AppContext } from '#server/app-context.ts';
import { sendCsv, type CsvColumn } from '#server/csv/csv-reply.ts';
import { shippedTexts } from '#server/i18n/shipped-texts.ts';
import { filteredOpenOrders, type OpenOrdersFilter } from './open-orders.service.ts';

/**
 * The export is named for open orders (docs/product/account.md#account-open-orders,
 * docs/decisions/035-csv-exports.md).
 */
export const OPEN_ORDERS_CSV_NAME = 'open-orders.csv';

/**
 * POST /account/openOrdersCSV: every line matching the filters (paging ignored) in the list's
 * order, headings in the request's language, in its spreadsheet format; no price columns for an
 * account without prices.
 */
export async function sendOpenOrdersCsv(
  context: AppContext,
  reply: FastifyReply,
  customer: Customer,
  filter: OpenOrdersFilter,
  format: CsvFormat | undefined,
): Promise<FastifyReply> {
  const { caller, lines } = await filteredOpenOrders(context.database.db, customer, filter);
  const text = shippedTexts(caller.language, 'accountOrders');
  const style = csvStyle(caller.language, format, context.config.csvDateFormat);
  const date = (value: string | null) => formatCsvDate(value, style.datePattern);
  const amount = (value: number | null) => (value === null ? '' : csvAmount(value, 2, style));
  type Column = CsvColumn<OpenOrderArticle>;
  const prices: Column[] = caller.showsPrices
    ? [
        { header: text('csv.singlePrice'), value: (row) => amount(row.singlePrice) },
        { header: text('csv.rebate'), value: (row) => row.rebate },
        { header: text('csv.unitPrice'), value: (row) => amount(row.unitPrice) },
        { header: text('csv.lineTotal'), value: (row) => amount(row.lineTotal) },
        { header: text('csv.evp'), value: (row) => amount(row.evp) },
        { header: text('csv.currency'), value: (row) => row.currency },
      ]
    : [];
  const columns: Column[] = [
    { header: text('csv.articleNumber'), value: (row) => row.articleNumber },
    { header: text('csv.name'), value: (row) => row.name },
    { header: text('csv.producer'), value: (row) => row.producers.map((p) => p.name).join(', ') },
    { header: text('csv.ean'), value: (row) => row.ean },
    { header: text('csv.state'), value: (row) => text(`openOrders.state.${row.state}`) },
    { header: text('csv.orderDate'), value: (row) => date(row.orderDate) },
    { header: text('csv.lastIntakeDate'), value: (row) => date(row.lastIntakeDate) },
    { header: text('csv.eta'), value: (row) => date(row.etaDate) || (row.etaEstimate ?? '') },
    { header: text('csv.quantity'), value: (row) => row.quantity },
    { header: text('csv.availableQuantity'), value: (row) => row.availableQuantity },
    { header: text('csv.caseQuantity'), value: (row) => row.caseQuantity },
    ...prices,
    { header: text('csv.poNumber'), value: (row) => row.poNumber },
    { header: text('csv.reference'), value: (row) => row.reference },
    { header: text('csv.taric'), value: (row) => row.taric },
    {
      header: text('csv.weight'),
      value: (row) => (row.weight === null ? '' : csvNumber(row.weight, style)),
    },
  ];
  return sendCsv(reply, OPEN_ORDERS_CSV_NAME, style, columns, lines);
}
