import { seedDatabase } from '#server/seed/seed.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { IndexStore } from './index-store.ts';
import { buildSearchIndex } from './search-index-keeper.ts';

/** A migrated test database seeded with `articles` articles, and the index store built from it. */
export async function openSeededIndex(
  articles: number,
): Promise<{ database: TestDatabase; store: IndexStore }> {
  const database = await createTestDatabase({ level: 'migrated' });
  await seedDatabase(database.handle, { articles, referenceDate: '2026-11-25' });
  const store = IndexStore.fromData((await buildSearchIndex(database.handle)).snapshotData());
  return { database, store };
}
