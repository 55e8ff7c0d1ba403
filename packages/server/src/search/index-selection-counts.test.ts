import { describe, expect, it } from 'vitest';
import { SEARCH_GROUP_TYPES, type SearchGroupType } from '@shop/domain/api/search.ts';
import { SEARCH_FILTERS, type SearchFilter } from '@shop/domain/rules/search-url.ts';
import type { TestDatabase } from '#server/testing/test-database.ts';
import { andInto, countAnd, countBits, type Bits } from './bitset.ts';
import { applyChange, articleParts } from './index-build.ts';
import { countEach } from './index-facets.ts';
import { selectionCounts } from './index-selection-counts.ts';
import { everyArticle } from './index-query.fixtures.ts';
import type { IndexStore } from './index-store.ts';
import type { IndexQuery } from './index-store.ts';
import { listedArticlesWithProducer, seededIndexForTheseTests } from './seeded-index.fixtures.ts';
import { loadIndexArticles } from './search.repository.ts';

let database: TestDatabase;
let store: IndexStore;
seededIndexForTheseTests(150, (seeded) => ({ database, store } = seeded));

const QUERY_FIELD = {
  category: 'categories',
  producer: 'producers',
  productType: 'productTypes',
  theme: 'themes',
  campaign: 'campaigns',
} as const;

function queryOf(
  selected: { type: SearchGroupType; id: number } | null,
  filter: SearchFilter | null,
): IndexQuery {
  const query = everyArticle('de', { filters: filter ? [filter] : [] });
  return selected ? { ...query, [QUERY_FIELD[selected.type]]: [selected.id] } : query;
}

/** The counts of a selection straight from the bit sets and the facets' own arrays. */
function counted(selected: { type: SearchGroupType; index: number } | null, filter: Bits | null) {
  const base = store.listed.slice();
  if (filter) andInto(base, filter);
  const hits = base.slice();
  if (selected) andInto(hits, store.facets[selected.type].bits[selected.index]!);
  const size = countBits(hits);
  const filters = {} as Record<SearchFilter, number>;
  for (const name of SEARCH_FILTERS) {
    filters[name] = store.flags[name] === filter ? size : countAnd(hits, store.flags[name]);
  }
  const groups = countEach(store, hits, SEARCH_GROUP_TYPES);
  if (selected) groups[selected.type] = countEach(store, base, [selected.type])[selected.type];
  return { hits: size, filters, groups };
}

/** Every selection of at most one entity and one flag against the straightforward counts. */
function expectEverySelectionCounted(): void {
  const kept = selectionCounts(store);
  const selections: ({ type: SearchGroupType; index: number } | null)[] = [null];
  for (const type of SEARCH_GROUP_TYPES) {
    store.facets[type].rows.forEach((_, index) => selections.push({ type, index }));
  }
  for (const selected of selections) {
    for (const filter of [null, ...SEARCH_FILTERS]) {
      const id = selected ? store.facets[selected.type].rows[selected.index]!.id : null;
      const query = queryOf(selected && { type: selected.type, id: id! }, filter);
      const expected = counted(selected, filter ? store.flags[filter] : null);
      expect(kept.of(query), `${selected?.type} ${id} ${filter}`).toEqual(expected);
    }
  }
}

describe('selection counts', () => {
  it('are those of the bit sets for every single entity and flag', () => {
    expect(store.size).toBeGreaterThan(100);
    expectEverySelectionCounted();
  });

  it('are not kept for text, numbers, a price range, two flags, two entities or an unknown one', () => {
    const kept = selectionCounts(store);
    const producer = store.facets.producer.rows[0]!.id;
    const theme = store.facets.theme.rows[0]!.id;
    const plain = queryOf(null, null);
    expect(kept.of(plain)).not.toBeNull();
    expect(kept.of({ ...plain, text: 'figur' })).toBeNull();
    expect(kept.of({ ...plain, articleNumbers: ['a'] })).toBeNull();
    expect(kept.of({ ...plain, currency: 'EUR', minPrice: 100 })).toBeNull();
    expect(kept.of({ ...plain, currency: 'EUR' })).not.toBeNull();
    expect(kept.of({ ...plain, filters: ['stock', 'soon'] })).toBeNull();
    expect(kept.of({ ...plain, filters: ['stock', 'stock'] })).not.toBeNull();
    expect(kept.of({ ...plain, producers: [producer], themes: [theme] })).toBeNull();
    expect(kept.of({ ...plain, producers: [producer, -1] })).toBeNull();
    expect(kept.of({ ...plain, producers: [-1] })).toBeNull();
  });

  it('follow changes in place of the producer, campaign and stock', async () => {
    const db = database.handle.db;
    selectionCounts(store);
    const articles = await listedArticlesWithProducer({ database, store }, 3);
    const producers = store.entities.producers;
    const campaign = store.entities.campaigns[0]?.id ?? null;
    for (const [n, article] of articles.entries()) {
      const other = producers.find((producer) => producer.id !== article.producerId)!;
      await db
        .updateTable('articles')
        .set({
          producerId: other.id,
          campaignId: n === 1 ? campaign : null,
          stockQuantity: article.stockQuantity > 0 ? 0 : 5,
        })
        .where('id', '=', article.id)
        .execute();
    }
    const data = await loadIndexArticles(db, { ids: articles.map((article) => article.id) });
    for (const parts of articleParts(data)) expect(applyChange(store, parts)).toBe(true);
    expectEverySelectionCounted();
  });
});
