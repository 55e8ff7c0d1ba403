import type { SearchGroupType } from '@shop/domain/api/search.ts';
import { SEARCH_GROUP_TYPES } from '@shop/domain/api/search.ts';
import type { SearchFilter } from '@shop/domain/rules/search-url.ts';
import { localizedName } from '#server/catalog/localized-name.ts';
import { andNotInto, countAndEach, countBits, orInto, type Bits } from './bitset.ts';
import { FacetCodes, facetCodes } from './index-facet-codes.ts';
import type { Facet, GroupCount, IndexStore } from './index-store.ts';

/**
 * Facets of the index: selections of groups and the articles per group entity
 * (docs/decisions/032-search-index-parts.md).
 */

export type GroupCounts = Partial<Record<SearchGroupType, Int32Array>>;

/** Slots of any of the given entities of a group; null for no selection. */
export function selection(
  store: IndexStore,
  type: SearchGroupType,
  ids: readonly number[],
): Bits | null {
  if (ids.length === 0) return null;
  const facet = store.facets[type];
  const bits = store.scratch();
  for (const id of ids) {
    const index = facet.indexOf.get(id);
    if (index !== undefined) orInto(bits, facet.bits[index]!);
  }
  return bits;
}

/** Localized names of a facet's entities and their order by name (then id), kept per language. */
export function entityOrder(
  facet: Facet,
  language: string,
): { names: string[]; order: Int32Array } {
  let named = facet.orderByLanguage.get(language);
  if (!named) {
    const names = facet.rows.map((row) => localizedName(row.names, language, row.name));
    const order = Int32Array.from(facet.rows.keys()).sort(
      (a, b) => names[a]!.localeCompare(names[b]!) || facet.rows[a]!.id - facet.rows[b]!.id,
    );
    named = { names, order };
    facet.orderByLanguage.set(language, named);
  }
  return named;
}

/** The producer's name in the language; null for a producer the index does not know yet. */
export function producerName(store: IndexStore, id: number, language: string): string | null {
  const facet = store.facets.producer;
  const index = facet.indexOf.get(id);
  return index === undefined ? null : entityOrder(facet, language).names[index]!;
}

/** The entities of a group with articles among the counted, in name order. */
export function groupList(
  store: IndexStore,
  type: SearchGroupType,
  counts: Int32Array,
  language: string,
): GroupCount[] {
  const facet = store.facets[type];
  const { names, order } = entityOrder(facet, language);
  const result: GroupCount[] = [];
  for (const index of order) {
    if (counts[index]! > 0) {
      result.push({
        id: facet.rows[index]!.id,
        name: names[index]!,
        numberOfArticles: counts[index]!,
      });
    }
  }
  return result;
}

/** Group and filter counts of all listed articles, kept until the next change. */
export function listedTotals(store: IndexStore): NonNullable<IndexStore['totals']> {
  if (!store.totals) {
    const filters = Object.keys(store.flags) as SearchFilter[];
    const sizes = countAndEach(
      store.listed,
      filters.map((filter) => store.flags[filter]),
    );
    const flags = {} as Record<SearchFilter, number>;
    filters.forEach((filter, k) => (flags[filter] = sizes[k]!));
    store.totals = {
      size: countBits(store.listed),
      counts: countGroups(store, store.listed, SEARCH_GROUP_TYPES),
      flags,
    };
  }
  return store.totals;
}

/**
 * Articles per entity of the given group types over a set of listed slots. A set larger
 * than half the listed ones is counted through its complement, subtracted from the counts
 * of all listed articles (kept until the next change): listings without a narrow
 * selection are the common case, and the biggest.
 */
export function groupCounts(
  store: IndexStore,
  within: Bits,
  size: number | null,
  types: readonly SearchGroupType[],
): GroupCounts {
  return beginGroupCounts(store, within, size, types)();
}

/**
 * `groupCounts` in two steps: the counting helper (if it takes the set) starts while the
 * caller does other work, and the function answered finishes the counts.
 */
export function beginGroupCounts(
  store: IndexStore,
  within: Bits,
  size: number | null,
  types: readonly SearchGroupType[],
): () => GroupCounts {
  const all = listedTotals(store);
  if ((size ?? countBits(within)) * 2 <= all.size) return beginCountGroups(store, within, types);
  const rest = store.copy(store.listed);
  andNotInto(rest, within);
  const finish = beginCountGroups(store, rest, types);
  return () => {
    const counts = finish();
    for (const type of types) {
      const total = all.counts[type]!;
      counts[type] = counts[type]!.map((value, index) => total[index]! - value);
    }
    return counts;
  };
}

/**
 * Articles per entity of the given group types over a set, in one pass: through the facet
 * codes for several types (the pass of every search), through the facet's own arrays for
 * one (a selected group counted without its selection), which touches less memory, unless
 * the set is large enough for the counting helper to share it.
 */
export function countGroups(
  store: IndexStore,
  within: Bits,
  types: readonly SearchGroupType[],
): GroupCounts {
  return beginCountGroups(store, within, types)();
}

function beginCountGroups(
  store: IndexStore,
  within: Bits,
  types: readonly SearchGroupType[],
): () => GroupCounts {
  if (types.length < 2 && !FacetCodes.shared(within)) {
    const counts = countEach(store, within, types);
    return () => counts;
  }
  const finish = facetCodes(store).begin(within);
  return () => groupsOfCodes(store, finish(), types);
}

/** The given group types' counts out of counts per facet code (FacetCodes.count). */
export function groupsOfCodes(
  store: IndexStore,
  perCode: Int32Array,
  types: readonly SearchGroupType[],
): GroupCounts {
  const codes = facetCodes(store);
  const counts: GroupCounts = {};
  for (const type of types) counts[type] = codes.of(perCode, type, store.facets[type].rows.length);
  return counts;
}

/** Articles per entity of the given group types over a set, reading each facet's arrays. */
export function countEach(
  store: IndexStore,
  within: Bits,
  types: readonly SearchGroupType[],
): GroupCounts {
  const counts: GroupCounts = {};
  for (const type of types) counts[type] = new Int32Array(store.facets[type].rows.length);
  // fixed locals instead of a loop over facets: this pass runs over every hit of every search
  const none = new Int32Array(0);
  const producer = counts.producer ? store.facets.producer.single! : null;
  const producerCounts = counts.producer ?? none;
  const productType = counts.productType ? store.facets.productType.single! : null;
  const productTypeCounts = counts.productType ?? none;
  const campaign = counts.campaign ? store.facets.campaign.single! : null;
  const campaignCounts = counts.campaign ?? none;
  const theme = counts.theme ? store.facets.theme.multi! : null;
  const themeCounts = counts.theme ?? none;
  const category = counts.category ? store.facets.category.multi! : null;
  const categoryCounts = counts.category ?? none;
  for (let i = 0; i < within.length; i++) {
    let word = within[i]!;
    while (word !== 0) {
      const low = word & -word;
      word ^= low;
      const slot = (i << 5) + 31 - Math.clz32(low);
      if (producer && producer[slot]! >= 0) producerCounts[producer[slot]!]!++;
      if (productType && productType[slot]! >= 0) productTypeCounts[productType[slot]!]!++;
      if (campaign && campaign[slot]! >= 0) campaignCounts[campaign[slot]!]!++;
      if (theme) {
        const end = theme.start[slot + 1]!;
        for (let k = theme.start[slot]!; k < end; k++) themeCounts[theme.values[k]!]!++;
      }
      if (category) {
        const end = category.start[slot + 1]!;
        for (let k = category.start[slot]!; k < end; k++) {
          categoryCounts[category.values[k]!]!++;
        }
      }
    }
  }
  return counts;
}
