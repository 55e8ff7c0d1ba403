import { afterAll, beforeAll } from 'vitest';
import { seedDatabase } from '#server/seed/seed.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { IndexStore } from './index-store.ts';
import { buildSearchIndex } from './search-index-keeper.ts';

export interface SeededIndex {
  database: TestDatabase;
  store: IndexStore;
}

/**
 * For the tests of one file: before them a migrated test database seeded with `articles`
 * articles and the index store built from it, handed to `use`; after them the database dropped.
 */
export function seededIndexForTheseTests(articles: number, use: (seeded: SeededIndex) => void) {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase({ level: 'migrated' });
    await seedDatabase(database.handle, { articles, referenceDate: '2026-11-25' });
    const store = IndexStore.fromData((await buildSearchIndex(database.handle)).snapshotData());
    use({ database, store });
  });
  afterAll(async () => {
    await database?.drop();
  });
}

/** Up to `limit` listed articles of the index that have a producer, by id: rows to change in place. */
export function listedArticlesWithProducer({ database, store }: SeededIndex, limit: number) {
  return database.handle.db
    .selectFrom('articles')
    .select(['id', 'producerId', 'stockQuantity'])
    .where('producerId', 'is not', null)
    .where('id', 'in', Array.from(store.ids.subarray(0, store.size)))
    .orderBy('id')
    .limit(limit)
    .execute();
}
