import fs from 'node:fs';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleAnswerSchema } from '@shop/domain/api/article.ts';
import { basketAnswerSchema } from '@shop/domain/api/basket.ts';
import { runImport, type ImportRequest } from '#server/exchange/import-runner.ts';
import type { RecordType } from '#server/exchange/record-type.ts';
import { PNG_1X1 } from '#server/files/files.fixtures.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { caller } from '#server/testing/calls.ts';
import { DEMO, login } from '#server/testing/demo-logins.ts';
import { pngBytes } from '#server/accounts/profile.fixtures.ts';
import { pictureDirectory } from './article-pictures.ts';
import { createCatalogRecordTypes } from './catalog-record-types.ts';
import {
  catalogFootprint,
  exportRecords,
  fixtureCatalog,
  startPictureServer,
  type PictureServer,
  type TypedRecord,
} from './catalog-import.fixtures.ts';

let t: TestApp;
let types: readonly RecordType<unknown>[];
let pictures: PictureServer;
let folder: string;
let fileCount = 0;
const db = () => t.database.handle.db;

beforeAll(async () => {
  t = await createTestApp();
  // the demo accounts and their history, without a single article: the catalog is the import's
  await seedDatabase(t.database.handle, { articles: 0, referenceDate: '2026-11-25' });
  // the picture server is on this machine: the tests allow its address, the shop does not
  types = createCatalogRecordTypes({
    dataDir: t.config.dataDir,
    fetchPolicy: { allowedPrivate: ['127.0.0.1'] },
  });
  folder = fs.mkdtempSync(path.join(t.config.dataDir, 'import-'));
  pictures = await startPictureServer({
    '/figure.png': { body: PNG_1X1, type: 'image/png' },
    '/not-a-picture.png': { body: Buffer.from('<html>hello</html>'), type: 'image/png' },
    '/dry.png': { body: pngBytes(2), type: 'image/png' },
    '/refused.png': { body: pngBytes(3), type: 'image/png' },
  });
});
afterAll(async () => {
  await pictures.close();
  await t.close();
});

function jsonLines(records: readonly TypedRecord[]): string {
  const file = path.join(folder, `catalog-${++fileCount}.jsonl`);
  fs.writeFileSync(file, records.map((record) => JSON.stringify(record)).join('\n'));
  return file;
}

const request = (files: string[], mode: ImportRequest['mode']): ImportRequest => ({
  files: files.map((file) => ({ path: file, name: path.basename(file) })),
  mode,
  dryRun: false,
  scopes: ['catalog', 'stock-prices'],
});

const importFiles = (
  files: string[],
  options: { mode?: ImportRequest['mode']; dryRun?: boolean } = {},
  withTypes: readonly RecordType<unknown>[] = types,
) =>
  runImport(t.database.handle.db, withTypes, {
    ...request(files, options.mode ?? 'delta'),
    dryRun: options.dryRun ?? false,
  });

async function articlePage(articleNumber: string, token: string | null = null) {
  const res = await caller(t, token)('POST', '/api/article', { articleNumber, language: 'fr' });
  expect(res.statusCode).toBe(200);
  return articleAnswerSchema.parse(res.json()).article;
}

describe('a catalog imported through the import runner', () => {
  it('shows on the article page with its sizes, texts, groups and fetched picture', async () => {
    const outcome = await importFiles([jsonLines(fixtureCatalog(pictures.url('/figure.png')))]);
    expect(outcome.problems).toEqual([]);
    expect(outcome.ok).toBe(true);
    expect(outcome.types.article).toMatchObject({ records: 6, created: 6 });
    expect(outcome.changedArticleIds).toHaveLength(6);

    const shirt = await articlePage('MG2000-M');
    expect(shirt.articleNumber).toBe('MG2000');
    expect(shirt.variants.map((variant) => variant.articleNumber)).toEqual([
      'MG2000-S',
      'MG2000-M',
      'MG2000-L',
    ]);
    expect(shirt.initialVariant).toBe('MG2000-M');
    expect(shirt.localization.Name).toBe('Moon Quest shirt (fr)');

    const figure = await articlePage('ST1001');
    expect(figure.producers).toEqual([{ id: 501, name: 'Star Toys fr' }]);
    expect(figure.categories.map((category) => category.id)).toEqual([71, 72]);
    expect(figure.information).toMatchObject({
      barcode: '4006381333931',
      producerCaseQuantity: 24,
    });
    expect(figure.gpsrInformation?.safetyWarnings).toEqual(['Small parts.']);
    const picture = figure.images[0]!;
    expect(picture.path).toMatch(/^\/images\/articles\/imported\/[0-9a-f]{64}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: picture.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
  });

  it('changes nothing when the same catalog comes again', async () => {
    const before = await catalogFootprint(db());
    const outcome = await importFiles([jsonLines(fixtureCatalog(pictures.url('/figure.png')))]);
    expect(outcome.ok).toBe(true);
    expect(outcome.changedArticleIds).toEqual([]);
    expect(outcome.types.article).toMatchObject({ unchanged: 6, created: 0, updated: 0 });
    expect(await catalogFootprint(db())).toEqual(before);
  });

  it('takes away the pictures a dry run or a refused import fetched, never one an article shows', async () => {
    const stored = await importFiles([jsonLines(fixtureCatalog(pictures.url('/figure.png')))]);
    expect(stored.ok).toBe(true);
    const directory = pictureDirectory(t.config.dataDir);
    const before = fs.readdirSync(directory).sort();
    const sources = fs.readdirSync(path.join(directory, 'sources')).sort();

    const dry = await importFiles([jsonLines(fixtureCatalog(pictures.url('/dry.png')))], {
      dryRun: true,
    });
    expect(dry).toMatchObject({ ok: true, dryRun: true });
    const catalog = fixtureCatalog(pictures.url('/refused.png'));
    catalog.push({
      ...catalog.find((record) => record.articleNumber === 'ST1002')!,
      articleNumber: 'ST1003',
      images: [pictures.url('/figure.png'), pictures.url('/missing.png')],
    });
    const refused = await importFiles([jsonLines(catalog)]);
    expect(refused.problems.map((problem) => problem.code)).toEqual(['PICTURE_UNREACHABLE']);

    // the stored article's picture, fetched again by the refused import, is still there
    expect(fs.readdirSync(directory).sort()).toEqual(before);
    // and no note of an address stays behind (a note is read only by its own import's apply)
    for (const note of fs.readdirSync(path.join(directory, 'sources')))
      expect(sources).toContain(note);
    const figure = await articlePage('ST1001');
    const served = await t.app.inject({ method: 'GET', url: figure.images[0]!.path });
    expect(served.statusCode).toBe(200);
  });

  it('refuses picture addresses off the public internet unless the shop allows them', async () => {
    const before = await catalogFootprint(db());
    const catalog = fixtureCatalog(pictures.url('/figure.png'));
    catalog.push({
      ...catalog.find((record) => record.articleNumber === 'ST1002')!,
      articleNumber: 'ST1003',
      images: ['http://169.254.169.254/latest/meta-data/x.png', 'http://[::1]/x.png'],
    });
    const publicOnly = createCatalogRecordTypes({ dataDir: t.config.dataDir });
    const outcome = await importFiles([jsonLines(catalog)], {}, publicOnly);
    expect(outcome.problems.map((problem) => [problem.key, problem.field, problem.code])).toEqual([
      ['ST1001', 'images.0', 'PICTURE_ADDRESS'],
      ['ST1003', 'images.0', 'PICTURE_ADDRESS'],
      ['ST1003', 'images.1', 'PICTURE_ADDRESS'],
    ]);
    expect(await catalogFootprint(db())).toEqual(before);
  });

  it('refuses a file with a bad picture or a bad record anywhere, listing each, writing nothing', async () => {
    const before = await catalogFootprint(db());
    const catalog = fixtureCatalog(pictures.url('/not-a-picture.png'));
    catalog.push({
      ...catalog.find((record) => record.articleNumber === 'ST1002')!,
      articleNumber: 'ST1003',
      images: [pictures.url('/missing.png')],
    });
    const outcome = await importFiles([jsonLines(catalog)]);
    expect(outcome.ok).toBe(false);
    expect(outcome.problems.map((problem) => [problem.key, problem.field, problem.code])).toEqual([
      ['ST1001', 'images.0', 'PICTURE_TYPE'],
      ['ST1003', 'images.0', 'PICTURE_UNREACHABLE'],
    ]);
    const mistyped = fixtureCatalog();
    mistyped.push({
      type: 'article',
      articleNumber: 'ST1004',
      localization: { de: { name: 'x' }, en: { name: 'y' } },
      state: 'gone',
      stockQuantity: '3',
    });
    const refused = await importFiles([jsonLines(mistyped)]);
    expect(refused.problems.map((problem) => [problem.line, problem.field])).toEqual([
      [16, 'state'],
      [16, 'stockQuantity'],
    ]);
    expect(await catalogFootprint(db())).toEqual(before);
  });

  it('imports its own export again, as JSON Lines and as CSV, without a change', async () => {
    const exported = await exportRecords(db(), types);
    const before = await catalogFootprint(db());
    const asJson = await importFiles([jsonLines(exported)], { mode: 'replace' });
    expect(asJson.problems).toEqual([]);
    expect(asJson.types.article).toMatchObject({ records: 6, unchanged: 6 });
    expect(asJson.changedArticleIds).toEqual([]);
    const csvFiles = types
      .filter((type) => exported.some((record) => record.type === type.type))
      .map((type) => {
        const rows = exported
          .filter((record) => record.type === type.type)
          .map(({ type: _name, ...record }) => type.csv.toRow(record));
        const file = path.join(folder, `${type.csvName}.csv`);
        fs.writeFileSync(file, stringify(rows, { header: true, columns: [...type.csv.columns] }));
        return file;
      });
    const asCsv = await importFiles(csvFiles, { mode: 'replace' });
    expect(asCsv.problems).toEqual([]);
    expect(asCsv.records).toBe(exported.length);
    expect(asCsv.changedArticleIds).toEqual([]);
    expect(await catalogFootprint(db())).toEqual(before);
  });
});

describe('CSV files as an operator writes them', () => {
  it('reads articles.csv with flattened texts, prices and tiers, and stockPrices.csv with null', async () => {
    const articles = path.join(folder, 'articles-hand.csv');
    fs.writeFileSync(
      articles,
      '\uFEFFarticleNumber;state;name_de;name_en;description_en;stockQuantity;lowStock;etaDate;singlePrice_EUR;oldPrice_EUR;tiers_EUR;themeDbIds;categoryDbIds\n' +
        'CSV100;partialStock;Würfel;Dice;"Six sides; red";12;1;2026-12-20;450;500;6:450:0|24:420:3;801|802;71\n',
    );
    const outcome = await importFiles([articles]);
    expect(outcome.problems).toEqual([]);
    const row = await db()
      .selectFrom('articles')
      .selectAll()
      .where('articleNumber', '=', 'CSV100')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      state: 'partialStock',
      stockQuantity: 12,
      lowStock: 1,
      etaDate: '2026-12-20',
    });
    const tiers = await db()
      .selectFrom('articlePriceTiers')
      .select(['amount', 'price', 'rebate'])
      .where('articleId', '=', row.id)
      .orderBy('amount')
      .execute();
    expect(tiers).toEqual([
      { amount: 6, price: 450, rebate: 0 },
      { amount: 24, price: 420, rebate: 3 },
    ]);
    const text = await db()
      .selectFrom('articleLocalizations')
      .select('description')
      .where('articleId', '=', row.id)
      .where('language', '=', 'en')
      .executeTakeFirstOrThrow();
    expect(text.description).toBe('Six sides; red');

    const delta = path.join(folder, 'stockPrices.csv');
    fs.writeFileSync(
      delta,
      'articleNumber;stockQuantity;etaDate;oldPrice_EUR\nCSV100;;null;null\n',
    );
    expect((await importFiles([delta])).problems).toEqual([]);
    const after = await db()
      .selectFrom('articles')
      .select(['stockQuantity', 'etaDate'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ stockQuantity: 12, etaDate: null });
    const price = await db()
      .selectFrom('articlePrices')
      .select(['singlePrice', 'oldPrice'])
      .where('articleId', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(price).toEqual({ singlePrice: 450, oldPrice: null });
  });

  it('names the column of a CSV cell that is not what its field needs', async () => {
    const articles = path.join(folder, 'articles-bad.csv');
    fs.writeFileSync(
      articles,
      'articleNumber;state;name_de;name_en;stockQuantity;tiers_EUR\nCSV101;inStock;A;B;many;6-450\n',
    );
    const outcome = await importFiles([articles]);
    expect(outcome.problems.map((problem) => [problem.line, problem.field])).toEqual([
      [2, 'stockQuantity'],
      [2, 'prices.EUR.singlePrice'],
      [2, 'prices.EUR.tiers.0'],
    ]);
  });
});

describe('what a buyer sees after an import', () => {
  it('flags a lowered price as an old price and a stock of 0 as no stock on the basket line', async () => {
    const token = await login(t, DEMO.de);
    const shop = caller(t, token);
    expect((await shop('GET', '/basket/clear')).statusCode).toBe(200);
    for (const articleNumber of ['ST1001', 'MG2000-S'])
      expect((await shop('PUT', '/basket/add', { articleNumber, quantity: 1 })).statusCode).toBe(
        200,
      );
    const delta = jsonLines([
      {
        type: 'stockPrice',
        articleNumber: 'ST1001',
        prices: { EUR: { singlePrice: 1099, tiers: [{ amount: 6, price: 1099 }] } },
      },
      { type: 'stockPrice', articleNumber: 'MG2000-S', stockQuantity: 0 },
    ]);
    const outcome = await importFiles([delta]);
    expect(outcome.problems).toEqual([]);
    expect(outcome.types.stockPrice).toMatchObject({ updated: 2 });
    const basket = basketAnswerSchema.parse((await shop('GET', '/intern/basket')).json());
    const lines = basket.currencies.flatMap((list) =>
      list.articles.flatMap((article) => article.variants),
    );
    expect(lines.find((line) => line.articleNumber === 'ST1001')).toMatchObject({
      oldPrice: true,
      price: 1099,
      previousPrice: 1299,
    });
    expect(lines.find((line) => line.articleNumber === 'MG2000-S')).toMatchObject({
      noStock: true,
      soldOut: false,
    });
  });

  it('takes an article the replace import leaves out off sale: sold out in the basket, still on its page', async () => {
    const token = await login(t, DEMO.de);
    const shop = caller(t, token);
    const catalog = fixtureCatalog(pictures.url('/figure.png')).filter(
      (record) => record.articleNumber !== 'MG2000-S',
    );
    const outcome = await importFiles([jsonLines(catalog)], { mode: 'replace' });
    expect(outcome.problems).toEqual([]);
    // the size, and the article of the CSV test, which this catalog does not name either
    expect(outcome.types.article).toMatchObject({ removed: 2 });
    const basket = basketAnswerSchema.parse((await shop('GET', '/intern/basket')).json());
    const lines = basket.currencies.flatMap((list) =>
      list.articles.flatMap((article) => article.variants),
    );
    expect(lines.find((line) => line.articleNumber === 'MG2000-S')).toMatchObject({
      soldOut: true,
    });
    const page = await articlePage('MG2000');
    expect(page.stateInformation.find((state) => state.articleNumber === 'MG2000-S')).toMatchObject(
      { state: 'soldOut', hasStock: false },
    );
  });
});
