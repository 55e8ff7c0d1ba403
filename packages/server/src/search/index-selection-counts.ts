import { SEARCH_GROUP_TYPES, type SearchGroupType } from '@shop/domain/api/search.ts';
import { SEARCH_FILTERS, type SearchFilter } from '@shop/domain/rules/search-url.ts';
import { forEachBit, hasBit } from './bitset.ts';
import { facetCodes, type FacetCodes } from './index-facet-codes.ts';
import type { GroupCounts } from './index-facets.ts';
import type { IndexQuery, IndexStore } from './index-store.ts';

/**
 * The counts of every search that selects at most one group entity and at most one filter
 * flag, and nothing else (no text, article numbers or price range), kept for all such
 * selections at once (docs/decisions/072-search-new-at-a-million.md): its hits, the filter
 * counts and the articles per group entity. With a million articles such a search counted
 * the groups over up to all of them; the catalog has a few hundred entities, so the counts
 * of every selection take about 2 MB. Built from the facet codes on the first such search,
 * one pass over the listed articles, and kept in step by every change in place
 * (index-build.ts updateSlot takes a slot out before it changes and adds it again after).
 * Never written to the snapshot.
 */

/** What a single selection finds and counts, read from the table. */
export interface SelectionCount {
  hits: number;
  filters: Record<SearchFilter, number>;
  /** Per group type its counts; a selected type counted without its own selection. */
  groups: GroupCounts;
}

export class SelectionCounts {
  /** Per row: the codes (facet entities, `none` included), then the flags, then the slots. */
  private readonly width: number;
  private readonly flagsAt: number;
  private readonly slotsAt: number;
  /** Rows: for no entity and then each entity code, no flag and then each flag. */
  private readonly table: Int32Array;

  constructor(
    private readonly store: IndexStore,
    private readonly codes: FacetCodes,
  ) {
    this.flagsAt = codes.none + 1;
    this.slotsAt = this.flagsAt + SEARCH_FILTERS.length;
    this.width = this.slotsAt + 1;
    this.table = new Int32Array((codes.none + 1) * (SEARCH_FILTERS.length + 1) * this.width);
    forEachBit(store.listed, (slot) => this.account(slot, 1));
  }

  /** The first cell of the row of an entity code (`none`: no entity) and a flag (-1: none). */
  private rowAt(code: number, flag: number): number {
    return (code * (SEARCH_FILTERS.length + 1) + flag + 1) * this.width;
  }

  /** The rows and flags of the slot being accounted, reused: the build accounts every slot. */
  private readonly rows: number[] = [];
  private readonly flags: number[] = [];

  /** Adds (1) or takes out (-1) a slot's part in every row it belongs to; unlisted: none. */
  account(slot: number, sign: 1 | -1): void {
    const { store, codes, table, rows, flags } = this;
    if (!hasBit(store.listed, slot)) return;
    flags.length = 0;
    for (let flag = 0; flag < SEARCH_FILTERS.length; flag++) {
      if (hasBit(store.flags[SEARCH_FILTERS[flag]!], slot)) flags.push(flag);
    }
    const start = codes.start[slot]!;
    const end = codes.start[slot + 1]!;
    rows.length = 0;
    for (let k = start - 1; k < end; k++) {
      // no entity first, then each entity once, as the slot is in its set once
      const entity = k < start ? codes.none : codes.codes[k]!;
      if (k >= start && (entity === codes.none || codes.codes.indexOf(entity, start) < k)) continue;
      rows.push(this.rowAt(entity, -1));
      for (const flag of flags) rows.push(this.rowAt(entity, flag));
    }
    for (const row of rows) {
      for (let k = start; k < end; k++) table[row + codes.codes[k]!]! += sign;
      for (const flag of flags) table[row + this.flagsAt + flag]! += sign;
      table[row + this.slotsAt]! += sign;
    }
  }

  /**
   * The counts of the query when it selects at most one entity and one flag and nothing else;
   * null for any other query (and for an entity the index does not know).
   */
  of(query: IndexQuery): SelectionCount | null {
    if (query.text !== '' || query.articleNumbers.length > 0) return null;
    if (query.currency !== null && (query.minPrice !== undefined || query.maxPrice !== undefined))
      return null;
    const filters = [...new Set(query.filters)];
    if (filters.length > 1) return null;
    let selected: { type: SearchGroupType; code: number } | null = null;
    for (const type of SEARCH_GROUP_TYPES) {
      const ids = new Set(groupIds(query, type));
      if (ids.size === 0) continue;
      const index = this.store.facets[type].indexOf.get([...ids][0]!);
      if (selected || ids.size > 1 || index === undefined) return null;
      selected = { type, code: this.codes.offset[type] + index };
    }
    const flag = filters.length === 0 ? -1 : SEARCH_FILTERS.indexOf(filters[0]!);
    const row = this.rowAt(selected ? selected.code : this.codes.none, flag);
    const hits = this.table[row + this.slotsAt]!;
    const counts = {} as Record<SearchFilter, number>;
    SEARCH_FILTERS.forEach((filter, k) => {
      counts[filter] = k === flag ? hits : this.table[row + this.flagsAt + k]!;
    });
    const groups: GroupCounts = {};
    const all = this.table.subarray(row, row + this.flagsAt);
    const unselected = this.table.subarray(
      this.rowAt(this.codes.none, flag),
      this.rowAt(this.codes.none, flag) + this.flagsAt,
    );
    for (const type of SEARCH_GROUP_TYPES) {
      const from = type === selected?.type ? unselected : all;
      groups[type] = this.codes.of(from, type, this.store.facets[type].rows.length);
    }
    return { hits, filters: counts, groups };
  }
}

function groupIds(query: IndexQuery, type: SearchGroupType): readonly number[] {
  switch (type) {
    case 'category':
      return query.categories;
    case 'producer':
      return query.producers;
    case 'productType':
      return query.productTypes;
    case 'theme':
      return query.themes;
    case 'campaign':
      return query.campaigns;
  }
}

/** Kept beside the store, as the facet codes it is built from. */
const countsByStore = new WeakMap<IndexStore, SelectionCounts>();

export function selectionCounts(store: IndexStore): SelectionCounts {
  let counts = countsByStore.get(store);
  if (!counts) {
    counts = new SelectionCounts(store, facetCodes(store));
    countsByStore.set(store, counts);
  }
  return counts;
}

/** Takes a slot out before a change in place (-1) and adds it again after (1), if built yet. */
export function accountSlot(store: IndexStore, slot: number, sign: 1 | -1): void {
  countsByStore.get(store)?.account(slot, sign);
}
