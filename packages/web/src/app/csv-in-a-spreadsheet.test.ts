import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchArticle } from '@shop/domain/api/search.ts';
import { csvStyle, defaultCsvFormat, type CsvFormat } from '@shop/domain/rules/csv-format.ts';
import type { Language } from '@shop/domain/shops.ts';
import { basket, line } from '@shop/domain/testing/basket.fixtures.ts';
import {
  openInSpreadsheet,
  type CsvFile,
  type SheetCell,
} from '@shop/domain/testing/spreadsheet.fixtures.ts';
import { basketCsv, type BasketCsvHeadings } from '#web/features/basket/basket-csv.ts';
import {
  CSV_COLUMNS,
  buildArticlesCsv,
  type CsvColumn,
} from '#web/features/catalog/export/articles-csv.ts';

/**
 * The browser's CSV exports, the basket and the article list, opened in a real spreadsheet
 * (docs/decisions/122-csv-in-the-buyers-spreadsheet.md): written in de and en in the language's
 * format, and in de with the other format chosen, then opened by LibreOffice in the language's
 * locale. Amounts must be numbers, dates dates, an article name that looks like a formula text.
 * (The server's exports: packages/server/src/testing/csv-in-a-spreadsheet.test.ts.)
 */

const FORMULA_NAME = '=HYPERLINK("http://example.com")';
const headings = Object.fromEntries(
  ['articleNumber', 'name', 'ean', 'quantity', 'cases', 'price', 'total', 'currency', 'eta'].map(
    (key) => [key, `H ${key}`],
  ),
) as unknown as BasketCsvHeadings;

function article(overrides: Partial<SearchArticle>): SearchArticle {
  return {
    articleNumber: 'FIG-1',
    name: 'Figure',
    producer: 'Maker',
    image: '/img.svg',
    state: 'inStock',
    caseQuantity: 6,
    releaseDate: '2026-03-01',
    preorderDate: null,
    hotDeal: false,
    closeOut: false,
    ...overrides,
  };
}

const CASES: readonly { language: Language; format: CsvFormat }[] = [
  { language: 'de', format: defaultCsvFormat('de') },
  { language: 'en', format: defaultCsvFormat('en') },
  { language: 'de', format: 'comma-point' },
];
const nameOf = (kind: string, { language, format }: (typeof CASES)[number]) =>
  `${kind}-${language}-${format}`;

let sheets: Map<string, SheetCell[][]>;

beforeAll(async () => {
  const files: CsvFile[] = [];
  for (const entry of CASES) {
    const style = csvStyle(entry.language, entry.format);
    const lines = [
      line({
        price: 123456,
        lineTotal: 246912,
        quantity: 2,
        eta: { date: '2026-12-03', kind: 'eta' },
      }),
      line({ articleNumber: 'BOX-2', names: { name: FORMULA_NAME }, price: -505, lineTotal: -505 }),
    ];
    files.push({
      ...entry,
      name: nameOf('basket', entry),
      csv: await basketCsv(basket(lines), headings, style),
    });
    const articles = await buildArticlesCsv({
      articles: [
        article({ price: 123456, currency: 'EUR' }),
        article({ articleNumber: 'FIG-2', name: FORMULA_NAME, price: 5, currency: 'GBP' }),
      ],
      barcodes: new Map([['FIG-1', '4012345678901']]),
      withPrices: true,
      style,
      headers: Object.fromEntries(CSV_COLUMNS.map((column) => [column, `H ${column}`])) as Record<
        CsvColumn,
        string
      >,
      availability: String,
    });
    files.push({ ...entry, name: nameOf('articles', entry), csv: articles });
  }
  sheets = await openInSpreadsheet(files);
}, 180_000);

/** The cell under the heading `H column` in row `row` (1: the first after the headings). */
function cell(name: string, column: string, row: number): SheetCell | undefined {
  const sheet = sheets.get(name)!;
  const index = sheet[0]!.findIndex((heading) => heading.text === `H ${column}`);
  expect(index, `${name}: ${column}`).toBeGreaterThanOrEqual(0);
  return sheet[row]![index];
}

describe('the browser’s CSV exports in a spreadsheet', () => {
  it.each(CASES)(
    'the basket in $language with $format reads amounts and dates as such',
    (entry) => {
      const name = nameOf('basket', entry);
      expect(cell(name, 'price', 1)).toMatchObject({ type: 'float', value: '1234.56' });
      expect(cell(name, 'total', 1)).toMatchObject({ type: 'float', value: '2469.12' });
      expect(cell(name, 'price', 2)).toMatchObject({ type: 'float', value: '-5.05' });
      expect(cell(name, 'quantity', 1)).toMatchObject({ type: 'float', value: '2' });
      expect(cell(name, 'eta', 1)).toMatchObject({ type: 'date', value: '2026-12-03' });
      expect(cell(name, 'name', 2)).toMatchObject({ type: 'string', formula: false });
      expect(cell(name, 'name', 2)!.text).toContain('HYPERLINK');
    },
  );

  it.each(CASES)('the article list in $language with $format does too', (entry) => {
    const name = nameOf('articles', entry);
    expect(cell(name, 'price', 1)).toMatchObject({ type: 'float', value: '1234.56' });
    expect(cell(name, 'price', 2)).toMatchObject({ type: 'float', value: '0.05' });
    expect(cell(name, 'releaseDate', 1)).toMatchObject({ type: 'date', value: '2026-03-01' });
    expect(cell(name, 'name', 2)).toMatchObject({ type: 'string', formula: false });
    expect(cell(name, 'currency', 2)).toMatchObject({ type: 'string', text: 'GBP' });
  });
});
