import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '#server/seed/seed.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { countBits, emptyBits, setBit } from './bitset.ts';
import { priceBounds } from './index-order.ts';
import { IndexStore } from './index-store.ts';
import { buildSearchIndex } from './search-index-keeper.ts';

let database: TestDatabase;
let store: IndexStore;

beforeAll(async () => {
  database = await createTestDatabase({ level: 'migrated' });
  await seedDatabase(database.handle, { articles: 300, referenceDate: '2026-11-25' });
  store = IndexStore.fromData((await buildSearchIndex(database.handle)).snapshotData());
});
afterAll(async () => {
  await database.drop();
});

describe('price bounds', () => {
  it('of a small set read from its own prices are those the walk of the price order finds', () => {
    for (const size of [0, 1, 2, 5, 20, 60, store.size]) {
      for (let round = 0; round < 10; round++) {
        const bits = emptyBits(store.capacity);
        for (let i = 0; i < size; i++) setBit(bits, Math.floor(Math.random() * store.size));
        const walked = priceBounds(store, bits, null, 'EUR');
        expect(priceBounds(store, bits, countBits(bits), 'EUR'), `${size}`).toEqual(walked);
        if (size > 0) expect(walked).not.toBeNull();
      }
    }
    expect(priceBounds(store, emptyBits(store.capacity), 0, 'EUR')).toBeNull();
  });
});
