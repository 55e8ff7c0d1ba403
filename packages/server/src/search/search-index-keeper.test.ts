import { afterAll, beforeAll, expect, it } from 'vitest';
import { articleSearchResponseSchema } from '@shop/domain/api/search.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { articleInStockWithProducer } from './stock-count.fixtures.ts';

/** The index's keeper when changes of other processes may have been missed. */
let t: TestApp;
beforeAll(async () => {
  // the poll would come only after ten minutes: only the missed-changes signal can be in time
  t = await createTestApp({ CATALOG_SYNC_INTERVAL_MS: '600000' });
  await seedDatabase(t.database.handle, { articles: 20, referenceDate: '2026-11-25' });
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
