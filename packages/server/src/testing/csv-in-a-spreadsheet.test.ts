import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@shop/domain/shops.ts';
import { defaultCsvFormat } from '@shop/domain/rules/csv-format.ts';
import {
  openInSpreadsheet,
  type CsvFile,
  type SheetCell,
} from '@shop/domain/testing/spreadsheet.fixtures.ts';
import { csvRows } from './csv.ts';
import type { Caller } from './calls.ts';
import { DEMO } from './demo-logins.ts';
import { seededApp } from './seeded-app.ts';
import type { TestApp } from './test-app.ts';

/**
 * The server's CSV exports opened in a real spreadsheet
 * (docs/decisions/122-csv-in-the-buyers-spreadsheet.md): orders, open orders, invoices, the
 * product archive, the GPSR data and a product feed, each in de and en, opened by LibreOffice in the language's
 * locale with the separator of its format. The spreadsheet must find the file's columns, read
 * every amount as a number and every date as a date, and run no cell as a formula.
 */

const LANGUAGES: readonly Language[] = ['de', 'en'];
const AMOUNT = /^-?\d+[.,]\d{2}$/;
const DATE = /^\d{2}\.\d{2}\.\d{4}$|^\d{4}-\d{2}-\d{2}$/;

let t: TestApp;
let demo: Caller;
const files: CsvFile[] = [];
let sheets: Map<string, SheetCell[][]>;

async function download(
  name: string,
  language: Language,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
) {
  const res = await demo(method, url, body);
  expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
  files.push({
    name: `${name}-${language}`,
    csv: res.body,
    language,
    format: defaultCsvFormat(language),
  });
}

beforeAll(async () => {
  ({
    t,
    callers: [demo],
  } = await seededApp({ articles: 220, logins: [DEMO.de] }));
  for (const language of LANGUAGES) {
    await download('orders', language, 'POST', '/account/ordersCSV', {
      search: { alsoCanceled: true, language },
    });
    await download('open-orders', language, 'POST', '/account/openOrdersCSV', {
      openOrdersParameter: { language },
    });
    await download('invoices', language, 'POST', '/account/invoicesCSV', {
      search: { alsoCanceled: true, language },
    });
    await download('archive', language, 'POST', '/account/getProductArchiveItems', {
      productArchiveParameters: {
        page: 1,
        countPageItems: 20,
        timePeriod: 0,
        language,
        shop: 'de',
        csv: true,
      },
    });
    await download('gpsr', language, 'GET', `/export/gpsr/?language=${language}`);
    const feed = await demo('POST', '/api/account/feeds', {
      name: `spreadsheet ${language}`,
      format: 'csv',
      language,
      filters: {
        producers: [],
        themes: [],
        productTypes: [],
        categories: [],
        inStockOnly: false,
        preorders: 'with',
        newSince: null,
      },
      price: { kind: 'purchase' },
    });
    expect(feed.statusCode, feed.body).toBe(201);
    const { address } = feed.json<{ address: string }>();
    await download('feed', language, 'GET', new URL(address).pathname);
  }
  sheets = await openInSpreadsheet(files);
}, 180_000);
afterAll(() => t.close());

/** The CSV's cells and the spreadsheet's, row by row. */
function opened(name: string) {
  const file = files.find((f) => f.name === name)!;
  const csv = csvRows(file.csv, file.language === 'de' ? ';' : ',');
  return { csv, sheet: sheets.get(name)! };
}

const EXPORTS = ['orders', 'open-orders', 'invoices', 'archive', 'gpsr', 'feed'] as const;
const NAMES = EXPORTS.flatMap((name) => LANGUAGES.map((language) => `${name}-${language}`));

/** 03.12.2026 or 2026-12-03 as 2026-12-03. */
function isoOf(date: string): string {
  return date.includes('.') ? date.split('.').reverse().join('-') : date;
}

describe('the server’s CSV exports in a spreadsheet', () => {
  it.each(NAMES)('%s opens in its columns, with numbers, dates and no formula', (name) => {
    const { csv, sheet } = opened(name);
    expect(csv.length).toBeGreaterThan(1);
    expect(sheet).toHaveLength(csv.length);
    // the separator was understood: the heading row has the file's cells
    expect(sheet[0]!.map((cell) => cell.text)).toEqual(csv[0]);
    let amounts = 0;
    let dates = 0;
    csv.slice(1).forEach((row, r) => {
      const cells = sheet[r + 1]!;
      expect(cells.length).toBeLessThanOrEqual(row.length);
      row.forEach((text, c) => {
        const cell = cells[c];
        expect(cell?.formula ?? false, `${name} row ${r} cell ${c}`).toBe(false);
        if (AMOUNT.test(text)) {
          amounts += 1;
          expect(cell, `${name}: ${text}`).toMatchObject({ type: 'float' });
          expect(Number(cell!.value)).toBe(Number(text.replace(',', '.')));
        }
        if (DATE.test(text)) {
          dates += 1;
          // the German spreadsheet's own short date; English files carry ISO dates
          expect(text).toMatch(name.endsWith('-de') ? /^\d{2}\.\d{2}\.\d{4}$/ : /^\d{4}-/);
          expect(cell, `${name}: ${text}`).toMatchObject({ type: 'date', value: isoOf(text) });
        }
      });
    });
    if (!name.startsWith('gpsr')) expect(dates, name).toBeGreaterThan(0);
    if (!name.startsWith('gpsr') && !name.startsWith('archive'))
      expect(amounts, name).toBeGreaterThan(0);
  });
});
