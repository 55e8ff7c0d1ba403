import { describe, expect, it } from 'vitest';
import { SEARCH_GROUP_TYPES, type SearchGroupType } from '@shop/domain/api/search.ts';
import { SEARCH_FILTERS, type SearchFilter } from '@shop/domain/rules/search-url.ts';
import { SORTS } from '@shop/domain/rules/sort-ids.ts';
import { andInto, countAnd, countBits, type Bits } from './bitset.ts';
import { countEach, groupList } from './index-facets.ts';
import { orderOf, pageOf, priceBounds } from './index-order.ts';
import { priceBits, runSearch } from './index-query.ts';
import { everyArticle } from './index-query.fixtures.ts';
import type { IndexQuery, IndexStore } from './index-store.ts';
import { textMatch } from './index-text.ts';
import { seededIndexForTheseTests } from './seeded-index.fixtures.ts';

let store: IndexStore;
seededIndexForTheseTests(150, (seeded) => ({ store } = seeded));

/** A search's answer from whole sets: the text's set intersected with every other criterion. */
function expectedAnswer(query: IndexQuery, selected: SearchGroupType | null) {
  return store.withScratch(() => {
    const text = textMatch(store, query.language, query.text).bits.slice();
    const base = andInto(text, store.listed);
    const price = priceBits(store, query);
    const hits = base.slice();
    if (price) andInto(hits, price);
    for (const filter of query.filters) andInto(hits, store.flags[filter]);
    const withoutGroup = hits.slice();
    if (selected) {
      const facet = store.facets[selected];
      andInto(hits, facet.bits[facet.indexOf.get(query.producers[0] ?? query.categories[0]!)!]!);
    }
    const counts = countEach(store, hits, SEARCH_GROUP_TYPES);
    if (selected) counts[selected] = countEach(store, withoutGroup, [selected])[selected];
    const groups = {} as Record<SearchGroupType, ReturnType<typeof groupList>>;
    for (const type of SEARCH_GROUP_TYPES)
      groups[type] = groupList(store, type, counts[type]!, 'de');
    const filterCounts = {} as Record<SearchFilter, number>;
    for (const filter of SEARCH_FILTERS) {
      filterCounts[filter] = query.filters.includes(filter)
        ? countBits(hits)
        : countAnd(hits, store.flags[filter]);
    }
    const count = countBits(hits);
    const sort = SORTS[5];
    const order = orderOf(store, sort, 'de', query.currency);
    const page = pageOf(store, hits, count, order, sort.direction === 'desc', 0, 10);
    const boundsOf = (set: Bits) => priceBounds(store, set, null, 'EUR');
    return {
      hits: count,
      page: page.map((slot) => store.ids[slot]!),
      filterCounts,
      groups,
      priceBounds: query.currency ? boundsOf(price ? withoutPrice(query, selected) : hits) : null,
    };
  });
}

/** The hits without the price range, for the bounds a range is picked from. */
function withoutPrice(query: IndexQuery, selected: SearchGroupType | null): Bits {
  const set = andInto(textMatch(store, query.language, query.text).bits.slice(), store.listed);
  for (const filter of query.filters) andInto(set, store.flags[filter]);
  if (selected) {
    const facet = store.facets[selected];
    andInto(set, facet.bits[facet.indexOf.get(query.producers[0] ?? query.categories[0]!)!]!);
  }
  return set;
}

describe('searches of a text', () => {
  it('count, page and bound their hits as whole sets do, with groups, flags and prices', () => {
    const language = store.languages.get('de')!;
    const words = language.names.words.filter((_, i) => i % 2 === 0);
    const producer = store.facets.producer.rows[1]!.id;
    const category = store.facets.category.rows[2]!.id;
    let few = 0;
    for (const word of words) {
      const text = everyArticle('de', { text: word });
      const queries: [IndexQuery, SearchGroupType | null][] = [
        [text, null],
        [{ ...text, producers: [producer] }, 'producer'],
        [{ ...text, categories: [category], filters: ['stock'] }, 'category'],
        [{ ...text, currency: 'EUR' }, null],
        [{ ...text, currency: 'EUR', minPrice: 500, maxPrice: 5000 }, null],
      ];
      if (store.withScratch(() => textMatch(store, 'de', word).slots)) few++;
      for (const [query, selected] of queries) {
        const answer = store.withScratch(() =>
          runSearch(store, query, SORTS[5], { offset: 0, limit: 10, withPage: true }),
        );
        const { hits, page, filterCounts, groups, priceBounds: bounds } = answer;
        expect({ hits, page, filterCounts, groups, priceBounds: bounds }, word).toEqual(
          expectedAnswer(query, selected),
        );
      }
    }
    expect(few).toBeGreaterThan(5);
  });
});
