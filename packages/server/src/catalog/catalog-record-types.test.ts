import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordType } from '#server/exchange/record-type.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { importRecords as importThroughRunner } from '#server/testing/record-import.ts';
import { createCatalogRecordTypes } from './catalog-record-types.ts';
import {
  catalogFootprint,
  exportRecords,
  fixtureCatalog,
  importRecords,
  type TypedRecord,
} from './catalog-import.fixtures.ts';

let database: TestDatabase;
let types: readonly RecordType<unknown>[];
const db = () => database.handle.db;

beforeAll(async () => {
  database = await createTestDatabase();
  types = createCatalogRecordTypes({ dataDir: database.dataDir });
});
afterAll(async () => {
  await database.drop();
});

const typeNamed = (name: string) => types.find((type) => type.type === name)!;

async function articleRow(articleNumber: string) {
  return db()
    .selectFrom('articles')
    .selectAll()
    .where('articleNumber', '=', articleNumber)
    .executeTakeFirstOrThrow();
}

describe('importing a catalog into an empty database', () => {
  it('writes every table of an article, and a second import changes nothing', async () => {
    const first = await importRecords(db(), types, fixtureCatalog(), 'delta', {
      now: '2026-12-02T08:00:00.000Z',
    });
    expect(first.problems).toEqual([]);
    expect(first.context.counts).toEqual({ created: 15, updated: 0, unchanged: 0, removed: 0 });
    expect(first.context.changedArticleIds.size).toBe(6);

    const figure = await articleRow('ST1001');
    expect(figure).toMatchObject({
      producerId: 501,
      productTypeId: 31,
      caseQuantity: 6,
      stockQuantity: 48,
      deliveryType: 'parcel',
      allowDropshipping: 1,
      inshopDate: '2026-12-02',
      updatedAt: '2026-12-02T08:00:00.000Z',
    });
    const tiers = await db()
      .selectFrom('articlePriceTiers')
      .select(['currency', 'amount', 'price', 'rebate'])
      .where('articleId', '=', figure.id)
      .orderBy('currency')
      .orderBy('amount')
      .execute();
    expect(tiers).toEqual([
      { currency: 'EUR', amount: 6, price: 1299, rebate: 0 },
      { currency: 'EUR', amount: 24, price: 1199, rebate: 3 },
      { currency: 'GBP', amount: 6, price: 1099, rebate: 0 },
    ]);
    const names = await db()
      .selectFrom('articleLocalizations')
      .select('language')
      .where('articleId', '=', figure.id)
      .execute();
    expect(names).toHaveLength(7);
    const shirt = await articleRow('MG2000');
    const campaign = await db()
      .selectFrom('campaigns')
      .select('id')
      .where('code', '=', 'WINTER')
      .executeTakeFirstOrThrow();
    expect(shirt.campaignId).toBe(campaign.id);

    const before = await catalogFootprint(db());
    const second = await importRecords(db(), types, fixtureCatalog(), 'delta', {
      now: '2026-12-02T09:00:00.000Z',
    });
    expect(second.problems).toEqual([]);
    expect(second.context.counts).toEqual({ created: 0, updated: 0, unchanged: 15, removed: 0 });
    expect(second.context.changedArticleIds.size).toBe(0);
    expect(await catalogFootprint(db())).toEqual(before);
  });

  it('rewrites only the article whose price changed, and gives it the import time', async () => {
    const catalog = fixtureCatalog();
    const hotDeal = catalog.find((record) => record.articleNumber === 'ST1002')!;
    hotDeal.prices = { EUR: { singlePrice: 750, oldPrice: 1000 } };
    const other = await articleRow('ST1001');
    const result = await importRecords(db(), types, catalog, 'delta', {
      now: '2026-12-02T10:00:00.000Z',
    });
    const changed = await articleRow('ST1002');
    expect(result.context.counts).toMatchObject({ updated: 1, unchanged: 14 });
    expect([...result.context.changedArticleIds]).toEqual([changed.id]);
    expect(changed.updatedAt).toBe('2026-12-02T10:00:00.000Z');
    expect((await articleRow('ST1001')).updatedAt).toBe(other.updatedAt);
    const price = await db()
      .selectFrom('articlePrices')
      .select('singlePrice')
      .where('articleId', '=', changed.id)
      .executeTakeFirstOrThrow();
    expect(price.singlePrice).toBe(750);
  });

  it('exports every record in the shape it reads: importing the export changes nothing', async () => {
    const exported = await exportRecords(db(), types);
    expect(
      exported.filter((record) => record.type === 'article').map((record) => record.articleNumber),
    ).toEqual(['MG2000', 'MG2000-L', 'MG2000-M', 'MG2000-S', 'ST1001', 'ST1002']);
    const before = await catalogFootprint(db());
    const again = await importRecords(db(), types, exported, 'replace', {
      now: '2026-12-02T11:00:00.000Z',
    });
    expect(again.problems).toEqual([]);
    expect(again.context.changedArticleIds.size).toBe(0);
    expect(again.context.counts).toMatchObject({ created: 0, updated: 0, removed: 0 });
    expect(await catalogFootprint(db())).toEqual(before);
  });

  it('carries every exported record through its CSV row unchanged', async () => {
    const exported = await exportRecords(db(), types);
    for (const { type: name, ...record } of exported) {
      const type = typeNamed(name);
      const row = type.csv.toRow(record);
      expect(Object.keys(row).sort()).toEqual([...type.csv.columns].sort());
      const cells = Object.fromEntries(Object.entries(row).filter(([, cell]) => cell !== ''));
      expect(type.schema.parse(type.csv.fromRow(cells))).toEqual(type.schema.parse(record));
    }
  });

  it('reads a stock and price delta, changing only what it names', async () => {
    const figure = await articleRow('ST1001');
    const result = await importRecords(
      db(),
      types,
      [
        {
          type: 'stockPrice',
          articleNumber: 'ST1001',
          stockQuantity: 0,
          prices: { EUR: { singlePrice: 1199 } },
        },
        { type: 'stockPrice', articleNumber: 'ST1002', state: 'partialStock', stockQuantity: 2 },
      ],
      'delta',
      { now: '2026-12-02T12:00:00.000Z' },
    );
    expect(result.problems).toEqual([]);
    expect(result.context.counts).toMatchObject({ updated: 1, unchanged: 1 });
    expect([...result.context.stockChangedArticleIds]).toEqual([figure.id]);
    expect(result.context.changedArticleIds.size).toBe(0);
    const after = await articleRow('ST1001');
    expect(after).toMatchObject({
      stockQuantity: 0,
      state: 'inStock',
      updatedAt: '2026-12-02T12:00:00.000Z',
    });
    const price = await db()
      .selectFrom('articlePrices')
      .select(['singlePrice', 'evp'])
      .where('articleId', '=', figure.id)
      .where('currency', '=', 'EUR')
      .executeTakeFirstOrThrow();
    expect(price).toEqual({ singlePrice: 1199, evp: 2499 });
  });
});

describe('refusing a stock and price delta', () => {
  it('asks for the single price of a currency the stored article has no price in', async () => {
    const before = await catalogFootprint(db());
    const result = await importRecords(db(), types, [
      {
        type: 'stockPrice',
        articleNumber: 'MG2000',
        prices: { EUR: { oldPrice: 1600 }, GBP: { oldPrice: 1400 } },
      },
      { type: 'stockPrice', articleNumber: 'MG2000-S', prices: { GBP: { oldPrice: 1400 } } },
    ]);
    expect(result.problems.map((problem) => [problem.key, problem.field, problem.code])).toEqual([
      ['MG2000', 'prices.GBP.singlePrice', 'PRICE_MISSING'],
    ]);
    expect(await catalogFootprint(db())).toEqual(before);
  });
});

describe('refusing a file', () => {
  it('lists every problem of every record with its field, and writes nothing', async () => {
    const before = await catalogFootprint(db());
    const bad: TypedRecord[] = [
      ...fixtureCatalog(),
      { type: 'producer', dbId: 503, name: 'Ghost', colour: 'red' },
      {
        type: 'article',
        articleNumber: 'BAD1',
        localization: { de: { name: 'Nur deutsch' }, xx: { name: 'x' } },
        state: 'inStock',
        prices: {
          EUR: { singlePrice: -5, tiers: [{ amount: 0, price: 100 }] },
          USD: { singlePrice: 100 },
        },
        etaDate: '02.12.2026',
        barcode: '4006381333932',
      },
      {
        type: 'article',
        articleNumber: 'BAD2',
        mainArticleNumber: 'NOSUCHMAIN',
        localization: { de: { name: 'Nul\u0000' }, en: { name: 'Fine' } },
        state: 'inStock',
        producerDbId: 999,
        themeDbIds: [801, 998],
        campaignCode: 'NOPE',
      },
      { type: 'stockPrice', articleNumber: 'NOSUCH', stockQuantity: 1 },
      { type: 'articleRemoval', articleNumber: 'ST1001' },
    ];
    const result = await importRecords(db(), types, bad);
    const found = result.problems.map((problem) => [problem.line, problem.field, problem.code]);
    const lines = { producer: 16, bad1: 17, bad2: 18, stock: 19, removal: 20 };
    expect(found).toEqual(
      expect.arrayContaining([
        [lines.producer, 'colour', 'INVALID_FIELD'],
        [lines.bad1, 'localization', 'INVALID_FIELD'],
        [lines.bad1, 'prices.EUR.singlePrice', 'INVALID_FIELD'],
        [lines.bad1, 'prices.EUR.tiers.0.amount', 'INVALID_FIELD'],
        [lines.bad1, 'prices', 'INVALID_FIELD'],
        [lines.bad1, 'etaDate', 'INVALID_FIELD'],
        [lines.bad1, 'barcode', 'INVALID_FIELD'],
        [lines.bad2, 'localization.de.name', 'INVALID_FIELD'],
      ]),
    );
    expect(
      result.problems.find((problem) => problem.line === lines.bad1 && problem.field === 'prices')
        ?.message,
    ).toMatch(/USD/);
    // the second record was read, so its references were checked too once the first is fixed
    const fixed = bad
      .map((record) =>
        record.articleNumber === 'BAD1' || (record.type === 'producer' && record.dbId === 503)
          ? { ...record, type: 'skip' }
          : record,
      )
      .filter((record) => record.type !== 'skip');
    (
      fixed.find((record) => record.articleNumber === 'BAD2')!.localization as Record<
        string,
        unknown
      >
    ).de = { name: 'Gut' };
    const checked = await importRecords(db(), types, fixed);
    expect(checked.problems.map((problem) => [problem.field, problem.code])).toEqual(
      expect.arrayContaining([
        ['mainArticleNumber', 'UNKNOWN_MAIN_ARTICLE'],
        ['producerDbId', 'UNKNOWN_REFERENCE'],
        ['themeDbIds.1', 'UNKNOWN_REFERENCE'],
        ['campaignCode', 'UNKNOWN_REFERENCE'],
        ['articleNumber', 'UNKNOWN_ARTICLE'],
        ['articleNumber', 'REMOVED_AND_IMPORTED'],
      ]),
    );
    expect(checked.problems).toHaveLength(6);
    expect(await catalogFootprint(db())).toEqual(before);
  });
});

describe('taking articles off sale', () => {
  it('in replace mode marks an article the import leaves out sold out, keeping its rows', async () => {
    const catalog = fixtureCatalog().filter((record) => record.articleNumber !== 'ST1002');
    const result = await importRecords(db(), types, catalog, 'replace', {
      now: '2026-12-03T08:00:00.000Z',
    });
    expect(result.problems).toEqual([]);
    const gone = await articleRow('ST1002');
    expect(gone).toMatchObject({
      state: 'soldOut',
      stockQuantity: 0,
      soldOutDate: '2026-12-03',
      updatedAt: '2026-12-03T08:00:00.000Z',
    });
    expect(result.context.counts.removed).toBe(1);
    expect(result.context.changedArticleIds.has(gone.id)).toBe(true);
    const again = await importRecords(db(), types, catalog, 'replace', {
      now: '2026-12-03T09:00:00.000Z',
    });
    expect(again.context.counts.removed).toBe(0);
    expect((await articleRow('ST1002')).updatedAt).toBe('2026-12-03T08:00:00.000Z');
  });

  it('takes a removed article off sale in delta mode and leaves the others', async () => {
    const result = await importRecords(
      db(),
      types,
      [{ type: 'articleRemoval', articleNumber: 'MG2000-S' }],
      'delta',
      {
        now: '2026-12-04T08:00:00.000Z',
      },
    );
    expect(result.problems).toEqual([]);
    expect(await articleRow('MG2000-S')).toMatchObject({
      state: 'soldOut',
      stockQuantity: 0,
      soldOutDate: '2026-12-04',
    });
    expect((await articleRow('MG2000-M')).state).toBe('inStock');
  });

  it('leaves the articles alone when a replace import holds no article', async () => {
    const result = await importRecords(
      db(),
      types,
      [{ type: 'producer', dbId: 501, name: 'Star Toys' }],
      'replace',
    );
    expect(result.context.counts.removed).toBe(0);
    expect((await articleRow('ST1001')).state).toBe('inStock');
  });
});

describe('a category and its parent far apart in the input', () => {
  const category = (dbId: number, parentDbId?: number) => ({
    type: 'category',
    dbId,
    name: `Category ${dbId}`,
    ...(parentDbId === undefined ? {} : { parentDbId }),
  });

  it('lists a new parent more than a batch after its child as a problem, writing nothing', async () => {
    const between = Array.from({ length: 1_000 }, (_, index) => category(80_002 + index));
    const outcome = await importThroughRunner(db(), types, [
      category(80_001, 80_000),
      ...between,
      category(80_000),
    ]);
    expect(outcome.ok).toBe(false);
    expect(outcome.problems).toEqual([
      expect.objectContaining({
        line: 1,
        type: 'category',
        key: '80001',
        field: 'parentDbId',
        code: 'PARENT_LATER',
      }),
    ]);
    const written = await db()
      .selectFrom('categories')
      .select('id')
      .where('id', '>=', 80_000)
      .execute();
    expect(written).toEqual([]);
  });

  it('takes a parent that comes after its child within the same batch, or is stored', async () => {
    const near = await importThroughRunner(db(), types, [
      category(80_001, 80_000),
      category(80_000),
    ]);
    expect(near.problems).toEqual([]);
    const between = Array.from({ length: 1_000 }, (_, index) => category(80_002 + index));
    const stored = await importThroughRunner(db(), types, [
      category(80_001, 80_000),
      ...between,
      category(80_000),
    ]);
    expect(stored.problems).toEqual([]);
  });
});
