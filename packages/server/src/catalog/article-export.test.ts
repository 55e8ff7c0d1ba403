import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordType } from '#server/exchange/record-type.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { createCatalogRecordTypes } from './catalog-record-types.ts';
import {
  catalogFootprint,
  exportRecords,
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

/** A Magic display with every field that limits or explains what a buyer orders. */
const display: TypedRecord = {
  type: 'article',
  articleNumber: 'MT3000',
  localization: { de: { name: 'Booster-Display' }, en: { name: 'Booster display' } },
  state: 'preorder',
  caseQuantity: 1,
  articleType: 'display',
  singleStatus: 'available',
  restriction: 'noMarketplaces',
  maxQty: 4,
  maxQtyDate: '2026-12-20',
  isMagicItem: true,
  magicReleaseDate: '2027-01-15',
  magicNoPrereleaseDeadline: '2027-01-08',
  prices: {
    EUR: { singlePrice: 9990, type: 'fixedRetail' },
    GBP: { singlePrice: 8590 },
  },
};

describe('the fields that limit or explain an order, through import and export', () => {
  it('stores each, exports it back, and importing the export again changes nothing', async () => {
    const first = await importRecords(db(), types, [display]);
    expect(first.problems).toEqual([]);
    const row = await db()
      .selectFrom('articles')
      .selectAll()
      .where('articleNumber', '=', 'MT3000')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      articleType: 'display',
      singleStatus: 'available',
      restriction: 'noMarketplaces',
      maxQty: 4,
      maxQtyDate: '2026-12-20',
      isMagicItem: 1,
      magicReleaseDate: '2027-01-15',
      magicNoPrereleaseDeadline: '2027-01-08',
    });
    const prices = await db()
      .selectFrom('articlePrices')
      .select(['currency', 'priceType'])
      .where('articleId', '=', row.id)
      .orderBy('currency')
      .execute();
    expect(prices).toEqual([
      { currency: 'EUR', priceType: 'fixedRetail' },
      { currency: 'GBP', priceType: null },
    ]);

    const exported = await exportRecords(db(), types);
    const { type: _type, ...fields } = display;
    expect(exported).toEqual([
      expect.objectContaining({ ...fields, prices: expect.any(Object) as unknown }),
    ]);
    expect(exported[0]!.prices).toMatchObject({
      EUR: { singlePrice: 9990, type: 'fixedRetail' },
      GBP: { singlePrice: 8590 },
    });
    expect(exported[0]!.prices).not.toHaveProperty('GBP.type');

    const before = await catalogFootprint(db());
    const again = await importRecords(db(), types, exported, 'replace');
    expect(again.problems).toEqual([]);
    expect(again.context.changedArticleIds.size).toBe(0);
    expect(await catalogFootprint(db())).toEqual(before);
  });

  it('writes them to the CSV columns and reads them back', async () => {
    const article = types.find((type) => type.type === 'article')!;
    const [exported] = await exportRecords(db(), types);
    const { type: _type, ...record } = exported!;
    const row = article.csv.toRow(record);
    expect(row).toMatchObject({
      articleType: 'display',
      singleStatus: 'available',
      restriction: 'noMarketplaces',
      maxQty: '4',
      maxQtyDate: '2026-12-20',
      isMagicItem: 'true',
      magicReleaseDate: '2027-01-15',
      magicNoPrereleaseDeadline: '2027-01-08',
      priceType_EUR: 'fixedRetail',
      priceType_GBP: '',
    });
    const cells = Object.fromEntries(Object.entries(row).filter(([, cell]) => cell !== ''));
    expect(article.schema.parse(article.csv.fromRow(cells))).toEqual(article.schema.parse(record));
  });
});
