import { afterAll, beforeAll, expect, it } from 'vitest';
import { articleSearchResponseSchema } from '@shop/domain/api/search.ts';
import { SORTS } from '@shop/domain/rules/sort-ids.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { CatalogEvents } from '#server/events/catalog-events.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { SearchIndexKeeper } from './search-index-keeper.ts';
import { articleInStockWithProducer } from './stock-count.fixtures.ts';

/** The index's keeper when changes of other processes may have been missed. */
let t: TestApp;
beforeAll(async () => {
  // the poll would come only after ten minutes: only the missed-changes signal can be in time
  ({ t } = await seededApp({
    articles: 20,
    referenceDate: '2026-11-25',
    env: { CATALOG_SYNC_INTERVAL_MS: '600000' },
  }));
});
afterAll(async () => {
  await t.close();
});

it('looks for changed rows at once when the relay says changes may have been missed', async () => {
  const article = await articleInStockWithProducer(t.database.handle.db);
  const inStock = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/articles',
      payload: article.searchBody,
    });
    expect(res.statusCode, res.body).toBe(200);
    return articleSearchResponseSchema.parse(res.json()).filters.stock.count;
  };
  const before = await inStock();
  // another process's write, whose announcement never came
  await article.takeStock();
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await inStock()).toBe(before);

  const told = performance.now();
  t.catalogEvents.changesMissed();
  let count = await inStock();
  while (count !== before - 1 && performance.now() - told < 1000) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    count = await inStock();
  }
  expect(count).toBe(before - 1);
});

/** A keeper on a seeded database of its own, with every statement the database ran. */
async function withWatchedKeeper(
  work: (watched: {
    database: TestDatabase;
    events: CatalogEvents;
    keeper: SearchIndexKeeper;
    statements: string[];
  }) => Promise<void>,
): Promise<void> {
  const statements: string[] = [];
  const database = await createTestDatabase({ onQuery: (sql) => statements.push(sql) });
  await seedDatabase(database.handle, { articles: 20, referenceDate: '2026-11-25' });
  const events = new CatalogEvents();
  const keeper = SearchIndexKeeper.open(database.handle, events, { syncIntervalMs: 600_000 });
  try {
    await work({ database, events, keeper, statements });
  } finally {
    await keeper.close();
    await database.drop();
  }
}

it('does not read again in its sync what an announced change already brought, but reads an unannounced one', async () => {
  await withWatchedKeeper(async ({ database, events, keeper, statements }) => {
    await keeper.current();
    statements.length = 0;
    const db = database.handle.db;
    const ids = (await db.selectFrom('articles').select('id').orderBy('id').limit(4).execute()).map(
      (row) => row.id,
    );
    const stamp = (id: number, stock: number) =>
      db
        .updateTable('articles')
        .set({ stockQuantity: stock, updatedAt: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    /** the articles whose texts a statement since the last call read (a refresh loads them) */
    const textsRead = () => {
      const read = statements.filter((sql) => /from "article_localizations"/.test(sql));
      statements.length = 0;
      return read.length;
    };
    for (const id of ids.slice(0, 3)) await stamp(id, 7);
    events.articlesChanged(ids.slice(0, 3));
    await keeper.current();
    expect(textsRead()).toBe(1);

    // the sync finds the three rows by their stamps, and knows it has them
    events.changesMissed();
    await keeper.current();
    expect(textsRead()).toBe(0);

    // another process's change, never announced: the sync reads it
    await stamp(ids[3]!, 9);
    events.changesMissed();
    await keeper.current();
    expect(textsRead()).toBe(1);
  });
});

it('applies a change announced as stock and prices without reading texts or groups', async () => {
  await withWatchedKeeper(async ({ database, events, keeper, statements }) => {
    const db = database.handle.db;
    const article = await articleInStockWithProducer(db);
    const query = {
      ...{ language: 'en', themes: [], categories: [], productTypes: [], campaigns: [] },
      ...{ producers: [article.producerId], filters: [], articleNumbers: [], text: '' },
      currency: 'EUR',
    };
    const stockCount = async () =>
      (await keeper.current()).search(query, SORTS[1], 0, 1, false).filterCounts.stock;
    const before = await stockCount();
    statements.length = 0;
    await article.takeStock();
    events.articlesChanged([article.id], 'stockAndPrices');
    expect(await stockCount()).toBe(before - 1);
    const read = statements.join('\n');
    expect(read).toMatch(/from "articles"/);
    expect(read).toMatch(/from "article_prices"/);
    expect(read).not.toMatch(/from "article_localizations"|from "article_themes"/);

    // the same article changed whole as well: read whole, once
    statements.length = 0;
    events.articlesChanged([article.id], 'stockAndPrices');
    events.articlesChanged([article.id]);
    await keeper.current();
    expect(statements.filter((sql) => /from "article_localizations"/.test(sql))).toHaveLength(1);
    expect(statements.filter((sql) => /from "article_prices"/.test(sql))).toHaveLength(1);
  });
});
