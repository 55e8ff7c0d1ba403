import type { SearchGroupType } from '@shop/domain/api/search.ts';
import { SEARCH_GROUP_TYPES } from '@shop/domain/api/search.ts';
import { isPriceInRange, type PriceRange } from '@shop/domain/rules/price-filter.ts';
import type { SearchFilter } from '@shop/domain/rules/search-url.ts';
import type { SortMeaning } from '@shop/domain/rules/sort-ids.ts';
import { andInto, clearBit, countAndEach, countBits, hasBit, setBit, type Bits } from './bitset.ts';
import {
  beginGroupCounts,
  groupCounts,
  groupList,
  groupsOfCodes,
  listedTotals,
  selection,
  type GroupCounts,
} from './index-facets.ts';
import { facetCodes } from './index-facet-codes.ts';
import { hitPage, orderOf, priceBounds, type Hits } from './index-order.ts';
import { priceCounts, type StretchCounts } from './index-price-counts.ts';
import { selectionCounts } from './index-selection-counts.ts';
import type { GroupCount, IndexQuery, IndexResult, IndexStore, Order } from './index-store.ts';
import { slotsByNumberPrefix, textMatch } from './index-text.ts';
import { countEachOfSlots, keptIn } from './slot-lists.ts';
import type { TextMatch } from './text-match.ts';

/**
 * One search over the index: hits, filter counts, group counts, price bounds and the page
 * (docs/decisions/032-search-index-parts.md). Runs inside the store's `withScratch`.
 */

/** The sets of a query's criteria; null where the query sets none. */
interface Criteria {
  groups: Record<SearchGroupType, Bits | null>;
  /** Article numbers and free text: they narrow every count. */
  common: Bits[];
  text: TextMatch | null;
  filters: Bits | null;
  price: Bits | null;
  /** The price range's stretch of the price order, when the currency has prices. */
  stretch: PriceStretch | null;
}

type Omitted = SearchGroupType | 'filters' | 'price' | null;

/** The first of `length` positions where `reached` holds; it must hold from there to the end. */
function firstWhere(length: number, reached: (position: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (reached(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** A price range's stretch of the currency's price order: positions [from, to). */
interface PriceStretch {
  currency: string;
  order: Order;
  from: number;
  to: number;
}

/**
 * The stretch of the price order (the priced slots by price, kept per currency for the price
 * sorts) that a price range selects, found by two binary searches instead of a look at every
 * article's price; null without a range or when no article has a price in the currency.
 */
function priceStretch(store: IndexStore, query: IndexQuery): PriceStretch | null {
  if (query.currency === null) return null;
  if (query.minPrice === undefined && query.maxPrice === undefined) return null;
  const prices = store.prices.get(query.currency);
  if (!prices) return null;
  const order = orderOf(store, { field: 'price', direction: 'asc' }, '', query.currency);
  const { sorted } = order;
  const priceAt = (position: number) => prices[sorted[position]!]!;
  // the range is the domain's rule, asked for each end on its own
  const aboveMin: PriceRange = { min: query.minPrice };
  const belowMax: PriceRange = { max: query.maxPrice };
  const from = firstWhere(sorted.length, (at) => isPriceInRange(priceAt(at), aboveMin));
  const to = firstWhere(sorted.length, (at) => !isPriceInRange(priceAt(at), belowMax));
  return { currency: query.currency, order, from, to };
}

/**
 * The articles priced within the range: its stretch of the price order. A stretch of more
 * than half the slots is every slot but those before and after it and those without a price:
 * setting each bit of a wide range in price order writes at random places all over a
 * million articles' set (docs/decisions/074-price-range-counts-and-few-text-slots.md).
 */
export function priceBits(store: IndexStore, query: IndexQuery): Bits | null {
  return stretchBits(store, query, priceStretch(store, query));
}

function stretchBits(
  store: IndexStore,
  query: IndexQuery,
  stretch: PriceStretch | null,
): Bits | null {
  if (query.currency === null) return null;
  if (query.minPrice === undefined && query.maxPrice === undefined) return null;
  const bits = store.scratch();
  if (!stretch) return bits;
  const { order, from, to } = stretch;
  const { sorted } = order;
  if ((to - from) * 2 <= store.size) {
    for (let position = from; position < to; position++) setBit(bits, sorted[position]!);
    return bits;
  }
  bits.fill(0xffffffff, 0, store.size >>> 5);
  if ((store.size & 31) !== 0) bits[store.size >>> 5] = (1 << (store.size & 31)) - 1;
  for (let position = 0; position < from; position++) clearBit(bits, sorted[position]!);
  for (let position = to; position < sorted.length; position++) clearBit(bits, sorted[position]!);
  for (const slot of order.nulls) clearBit(bits, slot);
  return bits;
}

function criteriaOf(store: IndexStore, query: IndexQuery): Criteria {
  const groups: Record<SearchGroupType, Bits | null> = {
    category: selection(store, 'category', query.categories),
    producer: selection(store, 'producer', query.producers),
    productType: selection(store, 'productType', query.productTypes),
    theme: selection(store, 'theme', query.themes),
    campaign: selection(store, 'campaign', query.campaigns),
  };
  const common: Bits[] = [];
  if (query.articleNumbers.length > 0) {
    const numbers = store.scratch();
    for (const number of query.articleNumbers) slotsByNumberPrefix(store, number, true, numbers);
    common.push(numbers);
  }
  const text = query.text === '' ? null : textMatch(store, query.language, query.text);
  if (text) common.push(text.bits);
  let filters: Bits | null = null;
  for (const filter of query.filters) {
    filters = filters ? andInto(filters, store.flags[filter]) : store.copy(store.flags[filter]);
  }
  const stretch = priceStretch(store, query);
  return { groups, common, text, filters, price: stretchBits(store, query, stretch), stretch };
}

/** The sets of every criterion except the omitted group, filters or price, and the text's. */
function partsOf(criteria: Criteria, omit: Omitted, text: Bits | null): Bits[] {
  const parts = criteria.common.filter((bits) => bits !== text);
  for (const type of SEARCH_GROUP_TYPES) {
    const bits = criteria.groups[type];
    if (bits && type !== omit) parts.push(bits);
  }
  if (criteria.filters && omit !== 'filters') parts.push(criteria.filters);
  if (criteria.price && omit !== 'price') parts.push(criteria.price);
  return parts;
}

/** A set of listed slots, with its slots sorted when a text's few slots were its start. */
interface Base {
  bits: Bits;
  slots: Int32Array | null;
}

/**
 * The listed set under every criterion except the omitted group, filters or price. When the
 * text's slots are few (index-text.ts), they are kept or dropped one by one by the other
 * sets instead of intersecting whole sets, and the set comes with its sorted slots.
 */
function baseWithSlots(store: IndexStore, criteria: Criteria, omit: Omitted): Base {
  const text = criteria.text;
  if (text?.slots) {
    const slots = keptIn(text.slots, [store.listed, ...partsOf(criteria, omit, text.bits)]);
    const bits = store.scratch();
    for (const slot of slots) setBit(bits, slot);
    return { bits, slots };
  }
  const bits = store.copy(store.listed);
  for (const part of partsOf(criteria, omit, null)) andInto(bits, part);
  return { bits, slots: null };
}

/** How many slots a base holds. */
function sizeOf(base: Base): number {
  return base.slots ? base.slots.length : countBits(base.bits);
}

/**
 * The counts of the base without the omitted group when the price range is its only other
 * criterion: read from the kept counts along the price order (index-price-counts.ts); null
 * otherwise.
 */
function rangeCounts(store: IndexStore, criteria: Criteria, omit: Omitted): StretchCounts | null {
  const { stretch } = criteria;
  if (!stretch || criteria.common.length > 0 || criteria.filters) return null;
  for (const type of SEARCH_GROUP_TYPES) {
    if (type !== omit && criteria.groups[type]) return null;
  }
  return priceCounts(store, stretch.currency, stretch.order).stretch(stretch.from, stretch.to);
}

function filterCounts(
  store: IndexStore,
  query: IndexQuery,
  hits: Hits,
): Record<SearchFilter, number> {
  const all = Object.keys(store.flags) as SearchFilter[];
  const counted = all.filter((filter) => !query.filters.includes(filter));
  const flags = counted.map((filter) => store.flags[filter]);
  // the hits are listed; more than half of them are counted through the listed rest
  const totals = listedTotals(store);
  const sizes = hits.slots
    ? countEachOfSlots(hits.slots, flags)
    : hits.count * 2 > totals.size
      ? countAndEach(store.listed, flags, hits.bits).map(
          (rest, k) => totals.flags[counted[k]!] - rest,
        )
      : countAndEach(hits.bits, flags);
  const counts = {} as Record<SearchFilter, number>;
  for (const filter of all) {
    counts[filter] = query.filters.includes(filter) ? hits.count : sizes[counted.indexOf(filter)]!;
  }
  return counts;
}

/**
 * One counting pass over the hits for every group without its own selection; a group with a
 * selection is counted without it. The pass over the hits begins at once (on the counting
 * helper, when it takes the set) and the function answered finishes it, so the caller can work
 * out the page meanwhile.
 */
function beginGroupsOf(store: IndexStore, criteria: Criteria, hits: Hits): () => GroupCounts {
  const unselected = SEARCH_GROUP_TYPES.filter((type) => !criteria.groups[type]);
  const ranged = rangeCounts(store, criteria, null);
  const finish: () => GroupCounts = ranged
    ? () => groupsOfCodes(store, ranged.codes, unselected)
    : hits.slots
      ? () => groupsOfCodes(store, facetCodes(store).countSlots(hits.slots!), unselected)
      : beginGroupCounts(store, hits.bits, hits.count, unselected);
  return () => {
    const counts = finish();
    for (const type of SEARCH_GROUP_TYPES) {
      if (criteria.groups[type]) {
        const rangedWithout = rangeCounts(store, criteria, type);
        counts[type] = rangedWithout
          ? groupsOfCodes(store, rangedWithout.codes, [type])[type]
          : selectedGroupCounts(store, baseWithSlots(store, criteria, type), type);
      }
    }
    return counts;
  };
}

/** A selected group's counts over the hits without its selection. */
function selectedGroupCounts(store: IndexStore, base: Base, type: SearchGroupType): Int32Array {
  const counts = base.slots
    ? groupsOfCodes(store, facetCodes(store).countSlots(base.slots), [type])
    : groupCounts(store, base.bits, null, [type]);
  return counts[type]!;
}

function groupListsOf(
  store: IndexStore,
  counts: GroupCounts,
  language: string,
): Record<SearchGroupType, GroupCount[]> {
  const groups = {} as Record<SearchGroupType, GroupCount[]>;
  for (const type of SEARCH_GROUP_TYPES) {
    groups[type] = groupList(store, type, counts[type]!, language);
  }
  return groups;
}

/**
 * The price bounds a range is picked from: those of the hits without the range. Their size is
 * counted first (one pass), so a small or empty set reads its own prices instead of walking
 * the price order from both ends, which for no hits at all read the whole order.
 */
function withoutPriceBounds(
  store: IndexStore,
  criteria: Criteria,
  currency: string,
): { min: number; max: number } | null {
  const base = baseWithSlots(store, criteria, 'price');
  return priceBounds(store, base.bits, sizeOf(base), currency, base.slots);
}

/** How many listed articles the query finds, without counting or ordering them. */
export function countHits(store: IndexStore, query: IndexQuery): number {
  return sizeOf(baseWithSlots(store, criteriaOf(store, query), null));
}

export function runSearch(
  store: IndexStore,
  query: IndexQuery,
  sort: SortMeaning,
  page: { offset: number; limit: number; withPage: boolean },
): IndexResult {
  const criteria = criteriaOf(store, query);
  const base = baseWithSlots(store, criteria, null);
  // a selection of at most one entity and one flag: its counts are kept
  const kept = selectionCounts(store).of(query);
  const hits: Hits = { ...base, count: kept ? kept.hits : sizeOf(base) };
  const finishGroups = kept ? () => kept.groups : beginGroupsOf(store, criteria, hits);
  const counts =
    kept?.filters ??
    rangeCounts(store, criteria, null)?.filters ??
    filterCounts(store, query, hits);
  const bounds =
    query.currency === null
      ? null
      : criteria.price
        ? withoutPriceBounds(store, criteria, query.currency)
        : priceBounds(store, hits.bits, hits.count, query.currency, hits.slots);
  const slots =
    page.withPage && hits.count > 0
      ? hitPage(
          store,
          hits,
          sort,
          orderOf(store, sort, query.language, query.currency),
          criteria.text,
          page.offset,
          page.limit,
        )
      : [];
  const groups = groupListsOf(store, finishGroups(), query.language);
  return {
    hits: hits.count,
    page: slots.map((slot) => store.ids[slot]!),
    pageFlags: slots.map((slot) => ({
      hotDeal: hasBit(store.flags.hotDeals, slot),
      closeOut: hasBit(store.flags.closeOut, slot),
    })),
    filterCounts: counts,
    groups,
    priceBounds: bounds,
  };
}
