import { describe, expect, it } from 'vitest';
import { SEARCH_GROUP_TYPES } from '@shop/domain/api/search.ts';
import type { TestDatabase } from '#server/testing/test-database.ts';
import { emptyBits, forEachBit, setBit, type Bits } from './bitset.ts';
import { applyChange, articleParts } from './index-build.ts';
import { countEach, countGroups } from './index-facets.ts';
import type { IndexStore } from './index-store.ts';
import { listedArticlesWithProducer, seededIndexForTheseTests } from './seeded-index.fixtures.ts';
import { loadIndexArticles } from './search.repository.ts';

let database: TestDatabase;
let store: IndexStore;
seededIndexForTheseTests(150, (seeded) => ({ database, store } = seeded));

/** Listed slots kept with the given share, drawn from a fixed sequence (repeatable). */
function someListed(share: number, seed: number): Bits {
  const bits = emptyBits(store.capacity);
  let state = seed;
  forEachBit(store.listed, (slot) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    if (state / 2147483648 < share) setBit(bits, slot);
  });
  return bits;
}

function expectSameCounts(within: Bits): void {
  const types = [SEARCH_GROUP_TYPES, ['theme', 'producer'], ['category', 'campaign']] as const;
  for (const chosen of types) {
    expect(countGroups(store, within, chosen)).toEqual(countEach(store, within, chosen));
  }
}

describe('facet codes', () => {
  it('count every group as the facets themselves do', () => {
    expect(store.size).toBeGreaterThan(100);
    expectSameCounts(store.listed);
    expectSameCounts(emptyBits(store.capacity));
    for (const [share, seed] of [
      [0.02, 1],
      [0.3, 2],
      [0.7, 3],
    ] as const) {
      expectSameCounts(someListed(share, seed));
    }
  });

  it('follow a change in place of the producer and campaign', async () => {
    const db = database.handle.db;
    expectSameCounts(store.listed);
    const producers = store.entities.producers;
    const [article] = await listedArticlesWithProducer({ database, store }, 1);
    if (article === undefined) throw new Error('the seed has no listed article with a producer');
    const other = producers.find((producer) => producer.id !== article.producerId)!;
    await db
      .updateTable('articles')
      .set({ producerId: other.id, campaignId: null })
      .where('id', '=', article.id)
      .execute();
    const data = await loadIndexArticles(db, { ids: [article.id] });
    for (const parts of articleParts(data)) expect(applyChange(store, parts)).toBe(true);
    const slot = store.slotOf(article.id);
    expect(store.facets.producer.rows[store.facets.producer.single![slot]!]!.id).toBe(other.id);
    expectSameCounts(store.listed);
    expectSameCounts(someListed(0.5, 4));
  });
});
