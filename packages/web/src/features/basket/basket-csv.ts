import type { BasketResponse } from '@shop/domain/api/basket.ts';
import {
  csvAmount,
  formatCsvDate,
  safeCsvCell,
  type CsvStyle,
} from '@shop/domain/rules/csv-format.ts';
import { MINOR_UNIT_DIGITS } from '@shop/domain/rules/money.ts';
import { csvText } from '#web/shared/format/csv-text.ts';

/**
 * The CSV export of the basket (docs/product/basket.md#basket-route): one row per basket line.
 * Text cells that begin with = + - @ tab or CR are written with a leading apostrophe
 * (docs/security.md, safeCsvCell), so a spreadsheet never runs an article name as a formula, while
 * a negative amount stays a number. Written in the buyer's spreadsheet
 * format (separator, decimal mark, dates: docs/decisions/122-csv-in-the-buyers-spreadsheet.md)
 * with a byte-order mark and CRLF, so spreadsheet programs open it directly. An account that sees
 * no prices gets the file without the price and total columns.
 */
export interface BasketCsvHeadings {
  articleNumber: string;
  name: string;
  ean: string;
  quantity: string;
  cases: string;
  price: string;
  total: string;
  currency: string;
  eta: string;
}

const COLUMNS = [
  'articleNumber',
  'name',
  'ean',
  'quantity',
  'cases',
  'price',
  'total',
  'currency',
  'eta',
] as const satisfies readonly (keyof BasketCsvHeadings)[];
const AMOUNT_COLUMNS: readonly (typeof COLUMNS)[number][] = ['price', 'total'];

export function basketCsv(
  basket: BasketResponse,
  headings: BasketCsvHeadings,
  style: CsvStyle,
): Promise<string> {
  const rows = basket.currencies.flatMap((list) =>
    list.articles.flatMap((article) =>
      article.variants.map((line) => ({
        articleNumber: safeCsvCell(line.articleNumber),
        name: safeCsvCell(line.names.name),
        ean: safeCsvCell(line.ean),
        quantity: line.quantity,
        cases: line.cases,
        ...('lineTotal' in line
          ? {
              price: csvAmount(line.price, MINOR_UNIT_DIGITS[list.currency], style),
              total: csvAmount(line.lineTotal, MINOR_UNIT_DIGITS[list.currency], style),
            }
          : {}),
        currency: list.currency,
        eta: formatCsvDate(line.eta.date, style.datePattern),
      })),
    ),
  );
  const columns =
    'pricesHidden' in basket ? COLUMNS.filter((key) => !AMOUNT_COLUMNS.includes(key)) : COLUMNS;
  return csvText(rows, {
    header: true,
    bom: true,
    delimiter: style.delimiter,
    record_delimiter: 'windows',
    columns: columns.map((key) => ({ key, header: safeCsvCell(headings[key]) })),
  });
}
