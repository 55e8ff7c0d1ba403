import { MAX_ARTICLES_FOR_IDS } from '@shop/domain/api/article-limits.ts';
import { MAX_EXPORT_LIMIT, type SearchArticle } from '@shop/domain/api/search.ts';
import {
  MINOR_UNIT_DIGITS,
  MONEY_CURRENCIES,
  type MoneyCurrency,
} from '@shop/domain/rules/money.ts';
import {
  csvAmount,
  formatCsvDate,
  safeCsvCell,
  type CsvStyle,
} from '@shop/domain/rules/csv-format.ts';
import { csvText } from '#web/shared/format/csv-text.ts';

/**
 * The CSV export of a search result (docs/product/catalog.md#cat-csv-export; docs/security.md): the
 * columns a buyer works with in the buyer's spreadsheet format
 * (docs/decisions/122-csv-in-the-buyers-spreadsheet.md), at most 30000 rows, cells that start with = + - @ tab or CR
 * neutralised with a leading apostrophe (safeCsvCell), so a spreadsheet never runs a cell as a
 * formula, while a negative amount stays a number. Pure: the export dialog fetches the rows, this module writes the file.
 */

/** The spec's limit of the search CSV export. */
export const CSV_EXPORT_LIMIT = MAX_EXPORT_LIMIT;

/**
 * The export reads the result in pages of this size (POST /api/articles with `csv`), so the
 * progress bar moves and each page's EANs come in one POST /api/articlesForIDs.
 */
export const CSV_PAGE_SIZE = MAX_ARTICLES_FOR_IDS;

export const CSV_COLUMNS = [
  'articleNumber',
  'ean',
  'name',
  'producer',
  'availability',
  'releaseDate',
  'preorderDate',
  'price',
  'currency',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

const PRICE_COLUMNS: readonly CsvColumn[] = ['price', 'currency'];

/** Price and currency only for a customer who sees prices. */
export function csvColumns(withPrices: boolean): CsvColumn[] {
  return CSV_COLUMNS.filter((column) => withPrices || !PRICE_COLUMNS.includes(column));
}

/** One page request of the export. */
export interface CsvChunk {
  offset: number;
  limit: number;
}

/** The page requests that fetch min(hits, 30000) rows. */
export function csvChunks(hits: number, pageSize: number = CSV_PAGE_SIZE): CsvChunk[] {
  const total = Math.min(Math.max(0, hits), CSV_EXPORT_LIMIT);
  const chunks: CsvChunk[] = [];
  for (let offset = 0; offset < total; offset += pageSize) {
    chunks.push({ offset, limit: Math.min(pageSize, total - offset) });
  }
  return chunks;
}

function isMoneyCurrency(value: string | undefined): value is MoneyCurrency {
  return (MONEY_CURRENCIES as readonly string[]).includes(value ?? '');
}

export interface ArticlesCsvInput {
  articles: readonly SearchArticle[];
  /** EAN by article number (from POST /api/articlesForIDs); missing ones stay empty */
  barcodes: ReadonlyMap<string, string | null>;
  withPrices: boolean;
  /** separator, decimal mark and dates of the buyer's spreadsheet */
  style: CsvStyle;
  /** the column titles in the user's language */
  headers: Readonly<Record<CsvColumn, string>>;
  /** the translated availability label of a state */
  availability: (state: string) => string;
}

/** The CSV text with a header row; UTF-8 with BOM so spreadsheets read umlauts right. */
export function buildArticlesCsv(input: ArticlesCsvInput): Promise<string> {
  const columns = csvColumns(input.withPrices);
  const rows = input.articles.slice(0, CSV_EXPORT_LIMIT).map((article) => {
    const currency = isMoneyCurrency(article.currency) ? article.currency : undefined;
    const cells: Record<CsvColumn, string> = {
      articleNumber: article.articleNumber,
      ean: input.barcodes.get(article.articleNumber) ?? '',
      name: article.name,
      producer: article.producer ?? '',
      availability: input.availability(article.state),
      releaseDate: formatCsvDate(article.releaseDate, input.style.datePattern),
      preorderDate: formatCsvDate(article.preorderDate, input.style.datePattern),
      price:
        article.price !== undefined && currency !== undefined
          ? csvAmount(article.price, MINOR_UNIT_DIGITS[currency], input.style)
          : '',
      currency: currency ?? '',
    };
    return columns.map((column) => safeCsvCell(cells[column]));
  });
  const headings = columns.map((column) => safeCsvCell(input.headers[column]));
  return csvText([headings, ...rows], {
    delimiter: input.style.delimiter,
    bom: true,
    record_delimiter: 'windows',
  });
}

/** e.g. articles-2026-11-25.csv */
export function csvFileName(now: Date): string {
  return `articles-${now.toISOString().slice(0, 10)}.csv`;
}
