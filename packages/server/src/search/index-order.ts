import type { SortMeaning } from '@shop/domain/rules/sort-ids.ts';
import {
  andInto,
  andNotInto,
  countBits,
  forEachBit,
  hasBit,
  slotsOf,
  type Bits,
} from './bitset.ts';
import { NO_RANK, SORT_DATE, type IndexStore, type Order } from './index-store.ts';
import type { TextMatch } from './text-match.ts';

/**
 * Ordering and paging of hits: one sorted slot order per sort key, kept until a change of its
 * keys, walked or sorted per page, whichever is cheaper (docs/decisions/032-search-index-parts.md).
 */

/** The cache key of a sort and the key of a slot under it (NaN: no key, last either way). */
function sortKey(
  store: IndexStore,
  sort: SortMeaning,
  language: string,
  currency: string | null,
): { cacheKey: string; key: (slot: number) => number } {
  const dateField = SORT_DATE[sort.field];
  if (sort.field === 'name' || sort.field === 'bestMatch') {
    const name = store.languages.get(language)?.nameRank;
    return {
      cacheKey: `name:${language}`,
      key: (slot) => {
        const rank = name ? name[slot]! : NO_RANK;
        return rank === NO_RANK ? Number.NaN : rank;
      },
    };
  }
  if (sort.field === 'price') {
    const prices = currency === null ? undefined : store.prices.get(currency);
    return {
      cacheKey: `price:${currency ?? ''}`,
      key: (slot) => {
        const price = prices ? prices[slot]! : -1;
        return price < 0 ? Number.NaN : price;
      },
    };
  }
  if (dateField) {
    const dates = store.dates[dateField];
    return { cacheKey: dateField, key: (slot) => dates[slot]! };
  }
  return { cacheKey: 'articleNumber', key: (slot) => store.numberRank[slot]! };
}

/** Every slot in the order of a sort (ascending), built once per key and kept. */
export function orderOf(
  store: IndexStore,
  sort: SortMeaning,
  language: string,
  currency: string | null,
): Order {
  const { cacheKey, key } = sortKey(store, sort, language, currency);
  let order = store.orders.get(cacheKey);
  if (!order) {
    const withKey: number[] = [];
    const without: number[] = [];
    for (let slot = 0; slot < store.size; slot++) {
      (Number.isNaN(key(slot)) ? without : withKey).push(slot);
    }
    const numberRank = store.numberRank;
    order = {
      sorted: Int32Array.from(withKey).sort(
        (a, b) => key(a) - key(b) || numberRank[a]! - numberRank[b]!,
      ),
      nulls: Int32Array.from(without).sort((a, b) => numberRank[a]! - numberRank[b]!),
      key,
    };
    store.orders.set(cacheKey, order);
  }
  return order;
}

/** Hits of a search: their set, its size and, when few, their sorted slots (index-query.ts). */
export interface Hits {
  bits: Bits;
  count: number;
  slots: Int32Array | null;
}

/** A page of few hits: sorted on their own, keyless last, ties by article number. */
function sortedPage(
  store: IndexStore,
  bits: Bits,
  count: number,
  slotList: Int32Array | null,
  order: Order,
  descending: boolean,
  offset: number,
  wanted: number,
): number[] {
  const { key } = order;
  const numberRank = store.numberRank;
  const slots = (slotList ? slotList.slice() : slotsOf(bits, count)).sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    const na = Number.isNaN(ka);
    const nb = Number.isNaN(kb);
    if (na !== nb) return na ? 1 : -1;
    const byKey = na ? 0 : descending ? kb - ka : ka - kb;
    return byKey || numberRank[a]! - numberRank[b]!;
  });
  return Array.from(slots.subarray(offset, offset + wanted));
}

/** A page of many hits: the kept order walked until the page is full. */
function walkedPage(
  bits: Bits,
  order: Order,
  descending: boolean,
  offset: number,
  wanted: number,
): number[] {
  const page: number[] = [];
  let skip = offset;
  const take = (slot: number): boolean => {
    if (!hasBit(bits, slot)) return false;
    if (skip > 0) {
      skip--;
      return false;
    }
    page.push(slot);
    return page.length >= wanted;
  };
  const { sorted, nulls, key } = order;
  if (!descending) {
    for (let i = 0; i < sorted.length; i++) if (take(sorted[i]!)) return page;
  } else {
    // equal keys keep the article number ascending: walked backwards, the hits of one key come
    // in descending number order and are turned round; only hits have their key read
    const group: number[] = [];
    let groupKey = Number.NaN;
    for (let i = sorted.length - 1; i >= 0; i--) {
      const slot = sorted[i]!;
      if (!hasBit(bits, slot)) continue;
      const value = key(slot);
      if (value !== groupKey) {
        for (let g = group.length - 1; g >= 0; g--) if (take(group[g]!)) return page;
        group.length = 0;
        groupKey = value;
      }
      group.push(slot);
    }
    for (let g = group.length - 1; g >= 0; g--) if (take(group[g]!)) return page;
  }
  for (let i = 0; i < nulls.length; i++) if (take(nulls[i]!)) return page;
  return page;
}

/** Slots of `bits` (`slots` its sorted slots where known) in the given order from `offset`, at most `limit`. */
export function pageOf(
  store: IndexStore,
  bits: Bits,
  count: number,
  order: Order,
  descending: boolean,
  offset: number,
  limit: number,
  slots: Int32Array | null = null,
): number[] {
  const wanted = Math.min(count - offset, limit);
  if (wanted <= 0) return [];
  const walk = Math.min(store.size, ((offset + wanted) * store.size) / count);
  const sortCost = count * Math.log2(count + 2) * 5;
  if (sortCost < walk) {
    return sortedPage(store, bits, count, slots, order, descending, offset, wanted);
  }
  return walkedPage(bits, order, descending, offset, wanted);
}

/** The requested page of the hits under the sort; best match ranks by the text's match first. */
export function hitPage(
  store: IndexStore,
  hits: Hits,
  sort: SortMeaning,
  order: Order,
  text: TextMatch | null,
  offset: number,
  limit: number,
): number[] {
  if (sort.field !== 'bestMatch' || !text) {
    const descending = sort.direction === 'desc';
    return pageOf(store, hits.bits, hits.count, order, descending, offset, limit, hits.slots);
  }
  // best match: exact number or EAN, number prefix, name start, name, the rest; then by name
  const page: number[] = [];
  let skip = offset;
  const remaining = store.copy(hits.bits);
  for (const rank of [text.exact, text.numberPrefix, text.namePrefix, text.inName, null]) {
    const bits = rank ? andInto(store.copy(rank), remaining) : remaining;
    const count = countBits(bits);
    if (rank) andNotInto(remaining, rank);
    if (skip >= count) {
      skip -= count;
      continue;
    }
    page.push(...pageOf(store, bits, count, order, false, skip, limit - page.length));
    skip = 0;
    if (page.length >= limit) break;
  }
  return page;
}

/**
 * Lowest and highest price of a set (`count` its size where known): the ends of the price
 * order, walked inwards (about 2 × size / count slots looked at), or for a small set its own
 * prices (a pass over its words, which costs about a slot's look per 128 slots).
 */
export function priceBounds(
  store: IndexStore,
  within: Bits,
  count: number | null,
  currency: string,
  slots: Int32Array | null = null,
): { min: number; max: number } | null {
  const prices = store.prices.get(currency);
  if (!prices) return null;
  if (slots) return slotsPriceBounds(slots, prices);
  if (count !== null && 2 * store.size > count * (store.size / 128 + count)) {
    return ownPriceBounds(within, prices);
  }
  const { sorted } = orderOf(store, { field: 'price', direction: 'asc' }, '', currency);
  let low = 0;
  while (low < sorted.length && !hasBit(within, sorted[low]!)) low++;
  if (low === sorted.length) return null;
  let high = sorted.length - 1;
  while (!hasBit(within, sorted[high]!)) high--;
  return { min: prices[sorted[low]!]!, max: prices[sorted[high]!]! };
}

/** Lowest and highest price among the listed slots that have one (-1: none). */
function slotsPriceBounds(
  slots: Int32Array,
  prices: Int32Array,
): { min: number; max: number } | null {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < slots.length; i++) {
    const price = prices[slots[i]!]!;
    if (price < 0) continue;
    if (price < min) min = price;
    if (price > max) max = price;
  }
  return min === Infinity ? null : { min, max };
}

/** Lowest and highest price among the slots of a set that have one (-1: none). */
function ownPriceBounds(within: Bits, prices: Int32Array): { min: number; max: number } | null {
  let min = Infinity;
  let max = -Infinity;
  forEachBit(within, (slot) => {
    const price = prices[slot]!;
    if (price < 0) return;
    if (price < min) min = price;
    if (price > max) max = price;
  });
  return min === Infinity ? null : { min, max };
}

/** The ids of the first `limit` slots of a set by article number. */
export function idsByNumber(
  store: IndexStore,
  bits: Bits,
  languageCode: string,
  limit: number,
): number[] {
  const count = countBits(bits);
  const order = orderOf(store, { field: 'articleNumber', direction: 'asc' }, languageCode, null);
  return pageOf(store, bits, count, order, false, 0, limit).map((slot) => store.ids[slot]!);
}
