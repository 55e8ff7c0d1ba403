import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { SearchArticle } from '@shop/domain/api/search.ts';
import { csvStyle } from '@shop/domain/rules/csv-format.ts';
import {
  CSV_COLUMNS,
  CSV_EXPORT_LIMIT,
  buildArticlesCsv,
  csvChunks,
  csvColumns,
  type CsvColumn,
} from './articles-csv.ts';

const headers = Object.fromEntries(CSV_COLUMNS.map((c) => [c, `H:${c}`])) as Record<
  CsvColumn,
  string
>;

function article(overrides: Partial<SearchArticle> = {}): SearchArticle {
  return {
    articleNumber: 'ABC-1',
    name: 'Figure Ä',
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

function read(csv: string, delimiter: string): string[][] {
  return parse(csv, { delimiter, bom: true }) as string[][];
}

describe('CSV export of a search result', () => {
  it('writes a header and one row per article with EAN, availability and prices for customers', async () => {
    const csv = await buildArticlesCsv({
      articles: [article({ price: 1250, currency: 'EUR' }), article({ articleNumber: 'X-2' })],
      barcodes: new Map([['ABC-1', '4012345678901']]),
      withPrices: true,
      style: csvStyle('de'),
      headers,
      availability: (state) => `label ${state}`,
    });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = read(csv, ';');
    expect(rows[0]).toEqual(CSV_COLUMNS.map((c) => `H:${c}`));
    expect(rows[1]).toEqual([
      'ABC-1',
      '4012345678901',
      'Figure Ä',
      'Maker',
      'label inStock',
      '01.03.2026',
      '',
      '12,50',
      'EUR',
    ]);
    expect(rows[2]![0]).toBe('X-2');
    expect(rows[2]![1]).toBe('');
    expect(rows).toHaveLength(3);
  });

  it('leaves out price and currency for visitors and uses commas in English', async () => {
    const csv = await buildArticlesCsv({
      articles: [article({ name: 'Comma, "quoted" name' })],
      barcodes: new Map(),
      withPrices: false,
      style: csvStyle('en'),
      headers,
      availability: String,
    });
    const rows = read(csv, ',');
    expect(rows[0]).toEqual(csvColumns(false).map((c) => `H:${c}`));
    expect(rows[0]).not.toContain('H:price');
    expect(rows[1]![2]).toBe('Comma, "quoted" name');
  });

  it('neutralises cells that start with = + - @ tab or CR and parses back to the data', async () => {
    const dangerous = ['=HYPERLINK("http://x")', '+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'];
    const csv = await buildArticlesCsv({
      articles: dangerous.map((name, i) => article({ articleNumber: `N${i}`, name })),
      barcodes: new Map(),
      withPrices: false,
      style: csvStyle('en'),
      headers,
      availability: String,
    });
    const names = read(csv, ',')
      .slice(1)
      .map((row) => row[2]);
    expect(names).toEqual(dangerous.map((name) => `'${name}`));
  });

  it('fetches at most 30000 rows in pages', () => {
    expect(csvChunks(0)).toEqual([]);
    expect(csvChunks(2500)).toEqual([
      { offset: 0, limit: 1000 },
      { offset: 1000, limit: 1000 },
      { offset: 2000, limit: 500 },
    ]);
    expect(csvChunks(450, 200)).toEqual([
      { offset: 0, limit: 200 },
      { offset: 200, limit: 200 },
      { offset: 400, limit: 50 },
    ]);
    const chunks = csvChunks(1_000_000, 200);
    expect(chunks.reduce((sum, c) => sum + c.limit, 0)).toBe(CSV_EXPORT_LIMIT);
    expect(chunks.at(-1)).toEqual({ offset: CSV_EXPORT_LIMIT - 200, limit: 200 });
  });

  it('never writes more than 30000 rows', async () => {
    const many = Array.from({ length: CSV_EXPORT_LIMIT + 5 }, (_, i) =>
      article({ articleNumber: `A${i}` }),
    );
    const csv = await buildArticlesCsv({
      articles: many,
      barcodes: new Map(),
      withPrices: false,
      style: csvStyle('en'),
      headers,
      availability: String,
    });
    expect(read(csv, ',')).toHaveLength(CSV_EXPORT_LIMIT + 1);
  });
});
