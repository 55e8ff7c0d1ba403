import { afterAll, beforeAll, expect, it } from 'vitest';
import { articleSearchResponseSchema } from '@shop/domain/api/search.ts';
import { encodeSearchParams } from '@shop/domain/rules/search-url.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

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
  const db = t.database.handle.db;
  const article = await db
    .selectFrom('articles')
    .select(['id', 'producerId'])
    .where('stockQuantity', '>', 0)
    .where('state', '!=', 'soldOut')
    .where('producerId', 'is not', null)
    .where('mainArticleNumber', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const inStock = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/articles',
      payload: {
        searchParams: encodeSearchParams({ producers: [article.producerId!] }),
        offset: 0,
        limit: 20,
        language: 'en',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return articleSearchResponseSchema.parse(res.json()).filters.stock.count;
  };
  const before = await inStock();
  // another process's write, whose announcement never came
  await db
    .updateTable('articles')
    .set({ stockQuantity: 0, updatedAt: new Date().toISOString() })
    .where('id', '=', article.id)
    .execute();
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
