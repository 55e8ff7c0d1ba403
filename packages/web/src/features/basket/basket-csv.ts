import type { BasketResponse } from '@shop/domain/api/basket.ts';
import { MINOR_UNIT_DIGITS } from '@shop/domain/rules/money.ts';
import { csvText } from '#web/shared/format/csv-text.ts';

/**
 * The CSV export of the basket (docs/product/basket.md#basket-route): one row per basket line.
 * Cells that begin with = + - @ tab or CR are written with a leading apostrophe (docs/security.md),
 * so a spreadsheet never runs an article name as a formula. Semicolon-separated with a byte-order
 * mark, as spreadsheet programs in the shop's countries open it directly. An account that sees no
 * prices gets the file without the price and total columns.
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

/** Minor units as a plain decimal with a point: 1234 → 12.34 (no grouping, no symbol). */
export function decimalAmount(minor: number, digits: number): string {
  if (digits === 0) return String(minor);
  const sign = minor < 0 ? '-' : '';
  const units = Math.abs(minor);
  const scale = 10 ** digits;
  return `${sign}${Math.floor(units / scale)}.${String(units % scale).padStart(digits, '0')}`;
}

export function basketCsv(basket: BasketResponse, headings: BasketCsvHeadings): Promise<string> {
  const rows = basket.currencies.flatMap((list) =>
    list.articles.flatMap((article) =>
      article.variants.map((line) => ({
        articleNumber: line.articleNumber,
        name: line.names.name,
        ean: line.ean ?? '',
        quantity: line.quantity,
        cases: line.cases,
        ...('lineTotal' in line
          ? {
              price: decimalAmount(line.price, MINOR_UNIT_DIGITS[list.currency]),
              total: decimalAmount(line.lineTotal, MINOR_UNIT_DIGITS[list.currency]),
            }
          : {}),
        currency: list.currency,
        eta: line.eta.date ?? '',
      })),
    ),
  );
  const columns =
    'pricesHidden' in basket ? COLUMNS.filter((key) => !AMOUNT_COLUMNS.includes(key)) : COLUMNS;
  return csvText(rows, {
    header: true,
    bom: true,
    delimiter: ';',
    escape_formulas: true,
    columns: columns.map((key) => ({ key, header: headings[key] })),
  });
}
