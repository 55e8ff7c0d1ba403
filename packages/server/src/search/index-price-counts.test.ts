import { describe, expect, it } from 'vitest';
import { SEARCH_GROUP_TYPES, type SearchGroupType } from '@shop/domain/api/search.ts';
import { SEARCH_FILTERS, type SearchFilter } from '@shop/domain/rules/search-url.ts';
import type { TestDatabase } from '#server/testing/test-database.ts';
import { andInto, countAnd, countBits, emptyBits, hasBit, setBit } from './bitset.ts';
import { applyChange, articleParts } from './index-build.ts';
import { facetCodes } from './index-facet-codes.ts';
import { countEach, groupList } from './index-facets.ts';
import { orderOf } from './index-order.ts';
import { PriceCounts } from './index-price-counts.ts';
import { priceBits, runSearch } from './index-query.ts';
import { everyArticle } from './index-query.fixtures.ts';
import type { IndexQuery, IndexStore } from './index-store.ts';
import { listedArticlesWithProducer, seededIndexForTheseTests } from './seeded-index.fixtures.ts';
import { loadIndexArticles } from './search.repository.ts';

let database: TestDatabase;
let store: IndexStore;
seededIndexForTheseTests(150, (seeded) => ({ database, store } = seeded));

const euroOrder = () => orderOf(store, { field: 'price', direction: 'asc' }, '', 'EUR');

/** The listed slots at positions [from, to) of the euro price order, as a bit set. */
function stretchSet(from: number, to: number) {
  const bits = emptyBits(store.capacity);
  const { sorted } = euroOrder();
  for (let position = from; position < to; position++) setBit(bits, sorted[position]!);
  return andInto(bits, store.listed);
}

describe('counts along the price order', () => {
  it('of any stretch are those of its listed slots, for steps of 1 to 1,024', () => {
    const { sorted } = euroOrder();
    const length = sorted.length;
    expect(length).toBeGreaterThan(100);
    const codes = facetCodes(store);
    for (const step of [1, 7, 64, 1024]) {
      const counts = new PriceCounts(store, codes, euroOrder(), step);
      const stretches: [number, number][] = [
        [0, 0],
        [0, length],
        [Math.min(step, length), length],
        [0, Math.min(step, length)],
        [length, length],
      ];
      for (let round = 0; round < 40; round++) {
        const a = Math.floor(Math.random() * (length + 1));
        const b = Math.floor(Math.random() * (length + 1));
        stretches.push([Math.min(a, b), Math.max(a, b)]);
      }
      for (const [from, to] of stretches) {
        const bits = stretchSet(from, to);
        const filters = {} as Record<SearchFilter, number>;
        for (const filter of SEARCH_FILTERS) filters[filter] = countAnd(bits, store.flags[filter]);
        expect(counts.stretch(from, to), `step ${step}: ${from} to ${to}`).toEqual({
          codes: codes.count(bits),
          filters,
          slots: countBits(bits),
        });
      }
    }
  });
});

/** A price range's hits and counts straight from the bit sets and the facets' own arrays. */
function expectedAnswer(query: IndexQuery, selected: SearchGroupType | null) {
  const range = store.withScratch(() => priceBits(store, query)!.slice());
  const base = andInto(range, store.listed);
  const hits = base.slice();
  if (selected) {
    const facet = store.facets[selected];
    const selection = emptyBits(store.capacity);
    const index = facet.indexOf.get(query.producers[0] ?? query.categories[0]!)!;
    for (let slot = 0; slot < store.size; slot++) {
      if (hasBit(facet.bits[index]!, slot)) setBit(selection, slot);
    }
    andInto(hits, selection);
  }
  const counts = countEach(store, hits, SEARCH_GROUP_TYPES);
  if (selected) counts[selected] = countEach(store, base, [selected])[selected];
  const filterCounts = {} as Record<SearchFilter, number>;
  for (const filter of SEARCH_FILTERS) filterCounts[filter] = countAnd(hits, store.flags[filter]);
  const groups = {} as Record<SearchGroupType, ReturnType<typeof groupList>>;
  for (const type of SEARCH_GROUP_TYPES) groups[type] = groupList(store, type, counts[type]!, 'de');
  return { hits: countBits(hits), filterCounts, groups };
}

/** Searches of price ranges alone and with a producer or a category, against the bit sets. */
function expectRangesCounted(): void {
  const prices = Array.from(store.prices.get('EUR')!.subarray(0, store.size)).filter(
    (price) => price >= 0,
  );
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const producer = store.facets.producer.rows[1]!.id;
  const category = store.facets.category.rows[2]!.id;
  for (let round = 0; round < 30; round++) {
    const a = low + Math.floor(Math.random() * (high - low + 1));
    const b = low + Math.floor(Math.random() * (high - low + 1));
    const range = { currency: 'EUR', minPrice: Math.min(a, b), maxPrice: Math.max(a, b) };
    const queries: [IndexQuery, SearchGroupType | null][] = [
      [everyArticle('de', range), null],
      [everyArticle('de', { ...range, maxPrice: undefined }), null],
      [everyArticle('de', { ...range, producers: [producer] }), 'producer'],
      [everyArticle('de', { ...range, categories: [category] }), 'category'],
    ];
    for (const [query, selected] of queries) {
      const answer = store.withScratch(() =>
        runSearch(
          store,
          query,
          { field: 'price', direction: 'asc' },
          {
            offset: 0,
            limit: 5,
            withPage: true,
          },
        ),
      );
      const { hits, filterCounts, groups } = answer;
      expect({ hits, filterCounts, groups }, JSON.stringify(query)).toEqual(
        expectedAnswer(query, selected),
      );
    }
  }
}

describe('searches of a price range', () => {
  it('count their groups and filters as the bit sets do, alone and with one group', () => {
    expectRangesCounted();
  });

  it('count as the bit sets do after changes in place of producer and stock', async () => {
    const db = database.handle.db;
    expectRangesCounted();
    const articles = await listedArticlesWithProducer({ database, store }, 5);
    const producers = store.entities.producers;
    for (const article of articles) {
      const other = producers.find((producer) => producer.id !== article.producerId)!;
      await db
        .updateTable('articles')
        .set({ producerId: other.id, stockQuantity: article.stockQuantity > 0 ? 0 : 5 })
        .where('id', '=', article.id)
        .execute();
    }
    const data = await loadIndexArticles(db, { ids: articles.map((article) => article.id) });
    for (const parts of articleParts(data)) expect(applyChange(store, parts)).toBe(true);
    expectRangesCounted();
  });
});
