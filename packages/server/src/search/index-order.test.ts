import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPriceInRange } from '@shop/domain/rules/price-filter.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { countBits, emptyBits, hasBit, setBit } from './bitset.ts';
import { priceBounds } from './index-order.ts';
import { priceBits } from './index-query.ts';
import { everyArticle } from './index-query.fixtures.ts';
import { IndexStore } from './index-store.ts';
import { buildSearchIndex } from './search-index-keeper.ts';

let database: TestDatabase;
let store: IndexStore;
let partlyPriced: IndexStore;

beforeAll(async () => {
  database = await createTestDatabase({ level: 'migrated' });
  await seedDatabase(database.handle, { articles: 300, referenceDate: '2026-11-25' });
  const data = (await buildSearchIndex(database.handle)).snapshotData();
  store = IndexStore.fromData(data);
  // every seventh article without a euro price, which price ranges leave out
  const prices = new Map(data.prices);
  prices.set(
    'EUR',
    prices.get('EUR')!.map((price, slot) => (slot % 7 === 3 ? -1 : price)),
  );
  partlyPriced = IndexStore.fromData({ ...data, prices });
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

describe('price range', () => {
  it('finds the slots priced within it, for narrow and wide ranges and open ends', () => {
    for (const [currency, prices] of partlyPriced.prices) {
      const priced = Array.from(prices.subarray(0, partlyPriced.size)).filter(
        (price) => price >= 0,
      );
      if (priced.length === 0) continue;
      const low = Math.min(...priced);
      const high = Math.max(...priced);
      const ranges: { min?: number; max?: number }[] = [
        { min: low },
        { max: high },
        { min: low, max: high },
        { min: high + 1 },
        { max: low - 1 },
      ];
      for (let round = 0; round < 20; round++) {
        const a = low + Math.floor(Math.random() * (high - low + 1));
        const b = low + Math.floor(Math.random() * (high - low + 1));
        ranges.push({ min: Math.min(a, b), max: Math.max(a, b) }, { min: a }, { max: b });
      }
      for (const range of ranges) {
        const query = everyArticle('de', {
          currency,
          minPrice: range.min,
          maxPrice: range.max,
        });
        const bits = partlyPriced.withScratch(() => priceBits(partlyPriced, query)!.slice());
        for (let slot = 0; slot < store.capacity; slot++) {
          const price = slot < store.size ? prices[slot]! : -1;
          const expected = price >= 0 && isPriceInRange(price, range);
          expect(hasBit(bits, slot), `${currency} ${JSON.stringify(range)} ${slot}`).toBe(expected);
        }
      }
    }
  });
});
