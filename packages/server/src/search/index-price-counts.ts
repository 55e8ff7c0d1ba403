import { SEARCH_FILTERS, type SearchFilter } from '@shop/domain/rules/search-url.ts';
import { hasBit } from './bitset.ts';
import { facetCodes, type FacetCodes } from './index-facet-codes.ts';
import type { IndexStore, Order } from './index-store.ts';

/**
 * Counts of the listed articles along a currency's price order, kept every `step` positions
 * (docs/decisions/074-price-range-counts-and-few-text-slots.md). A price range is one stretch
 * of that order (index-query.ts priceStretch), so the group and filter counts of a search
 * whose only criterion is the range (or a range and one group, for that group's own counts)
 * are the difference of two kept rows and at most `step` articles at each end, instead of a
 * pass over up to every article of the range: a million articles' range counted its groups
 * over hundreds of thousands of hits.
 *
 * Built on the first such search from the order and the facet codes (one pass over the order)
 * and tied to that order: a price change drops the order, and any change in place drops these
 * counts too (`forgetPriceCounts`), as it drops the totals of all listed articles. With a
 * million articles a currency's rows take about 1.2 MB.
 */

/** What a stretch of the price order holds: per facet code, per filter flag, and listed slots. */
export interface StretchCounts {
  /** Slots per facet code (`none` included), as FacetCodes.count answers. */
  codes: Int32Array;
  filters: Record<SearchFilter, number>;
  slots: number;
}

/**
 * Positions between two kept rows: about the square root of the order's length (1,024 at a
 * million), which balances the rows' memory against the articles counted at each end.
 */
export function stepFor(length: number): number {
  return 2 ** Math.ceil(Math.log2(Math.sqrt(Math.max(length, 1))));
}

export class PriceCounts {
  private readonly width: number;
  private readonly flagsAt: number;
  private readonly slotsAt: number;
  /** Row r: the counts of the listed slots at positions [0, r × step) of the order. */
  private readonly rows: Int32Array;

  constructor(
    private readonly store: IndexStore,
    private readonly codes: FacetCodes,
    readonly order: Order,
    private readonly step = stepFor(order.sorted.length),
  ) {
    this.flagsAt = codes.none + 1;
    this.slotsAt = this.flagsAt + SEARCH_FILTERS.length;
    this.width = this.slotsAt + 1;
    const { sorted } = order;
    const rowCount = Math.floor(sorted.length / step) + 1;
    this.rows = new Int32Array(rowCount * this.width);
    const running = new Int32Array(this.width);
    for (let row = 1; row < rowCount; row++) {
      this.add(running, (row - 1) * step, row * step, 1);
      this.rows.set(running, row * this.width);
    }
  }

  /** Adds (1) or subtracts (-1) the listed slots at positions [from, to) of the order. */
  private add(target: Int32Array, from: number, to: number, sign: 1 | -1): void {
    const { sorted } = this.order;
    const { listed, flags } = this.store;
    const { start, codes } = this.codes;
    const flagSets = SEARCH_FILTERS.map((filter) => flags[filter]);
    for (let position = from; position < to; position++) {
      const slot = sorted[position]!;
      if (!hasBit(listed, slot)) continue;
      const end = start[slot + 1]!;
      for (let k = start[slot]!; k < end; k++) target[codes[k]!]! += sign;
      for (let f = 0; f < flagSets.length; f++) {
        if (hasBit(flagSets[f]!, slot)) target[this.flagsAt + f]! += sign;
      }
      target[this.slotsAt]! += sign;
    }
  }

  /** The counts of the listed slots at positions [from, to) of the order. */
  stretch(from: number, to: number): StretchCounts {
    const { step, width } = this;
    const low = Math.floor(from / step);
    const high = Math.floor(to / step);
    const counts = this.rows.slice(high * width, (high + 1) * width);
    for (let k = 0; k < width; k++) counts[k]! -= this.rows[low * width + k]!;
    this.add(counts, low * step, from, -1);
    this.add(counts, high * step, to, 1);
    const filters = {} as Record<SearchFilter, number>;
    SEARCH_FILTERS.forEach((filter, f) => (filters[filter] = counts[this.flagsAt + f]!));
    return { codes: counts.subarray(0, this.flagsAt), filters, slots: counts[this.slotsAt]! };
  }
}

/** Per store and currency, beside the store as the facet codes they are built from. */
const countsByStore = new WeakMap<IndexStore, Map<string, PriceCounts>>();

/** The kept counts along the currency's price order `order`, built on first use. */
export function priceCounts(store: IndexStore, currency: string, order: Order): PriceCounts {
  let byCurrency = countsByStore.get(store);
  if (!byCurrency) {
    byCurrency = new Map();
    countsByStore.set(store, byCurrency);
  }
  let counts = byCurrency.get(currency);
  if (!counts || counts.order !== order) {
    counts = new PriceCounts(store, facetCodes(store), order);
    byCurrency.set(currency, counts);
  }
  return counts;
}

/** Drops the kept counts after a change in place: listing, flags or facets may have moved. */
export function forgetPriceCounts(store: IndexStore): void {
  countsByStore.delete(store);
}
