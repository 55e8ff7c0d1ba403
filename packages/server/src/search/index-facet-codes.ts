import type { SearchGroupType } from '@shop/domain/api/search.ts';
import type { Bits } from './bitset.ts';
import type { IndexStore } from './index-store.ts';

/**
 * The facet entities of every slot in one run of codes, for the counting pass over a search's
 * hits (docs/decisions/069-facet-codes-and-names-by-language.md). Per hit that pass read three single-valued arrays,
 * two start arrays and two value arrays, seven places in memory that the rest of a request
 * (HTTP, SQLite, JSON) has pushed out of the CPU caches; now it reads the slot's start and its
 * run. Derived from the facets on the first count, kept in step by changes in place (which
 * alter only the single-valued facets) and never written to the snapshot. With a million
 * articles about 18 MB.
 */

const SINGLE_TYPES = ['producer', 'productType', 'campaign'] as const;
type SingleType = (typeof SINGLE_TYPES)[number];
const TYPES: readonly SearchGroupType[] = [...SINGLE_TYPES, 'theme', 'category'];

export class FacetCodes {
  /** Per type the code of its first entity; code `none` stands for no single-valued entity. */
  readonly offset = {} as Record<SearchGroupType, number>;
  readonly none: number;
  /**
   * Where each slot's run starts: producer, product type and campaign (always three codes),
   * then its themes and categories as the facets list them.
   */
  readonly start: Int32Array;
  readonly codes: Uint16Array | Int32Array;

  constructor(store: IndexStore) {
    let next = 0;
    for (const type of TYPES) {
      this.offset[type] = next;
      next += store.facets[type].rows.length;
    }
    this.none = next;
    const size = store.size;
    const theme = store.facets.theme.multi!;
    const category = store.facets.category.multi!;
    this.start = new Int32Array(size + 1);
    const length = 3 * size + theme.start[size]! + category.start[size]!;
    this.codes = next < 0xffff ? new Uint16Array(length) : new Int32Array(length);
    let at = 0;
    for (let slot = 0; slot < size; slot++) {
      this.start[slot] = at;
      for (const type of SINGLE_TYPES) {
        const entity = store.facets[type].single![slot]!;
        this.codes[at++] = entity < 0 ? this.none : this.offset[type] + entity;
      }
      for (const [multi, offset] of [
        [theme, this.offset.theme],
        [category, this.offset.category],
      ] as const) {
        for (let k = multi.start[slot]!; k < multi.start[slot + 1]!; k++) {
          this.codes[at++] = offset + multi.values[k]!;
        }
      }
    }
    this.start[size] = at;
  }

  setSingle(slot: number, type: SingleType, entity: number): void {
    const code = entity < 0 ? this.none : this.offset[type] + entity;
    this.codes[this.start[slot]! + SINGLE_TYPES.indexOf(type)] = code;
  }

  /** Slots of the set per code, `none` included. */
  count(within: Bits): Int32Array {
    const counts = new Int32Array(this.none + 1);
    const { start, codes } = this;
    for (let i = 0; i < within.length; i++) {
      let word = within[i]!;
      while (word !== 0) {
        const low = word & -word;
        word ^= low;
        const slot = (i << 5) + 31 - Math.clz32(low);
        // every run starts with its three single-valued codes
        const at = start[slot]!;
        const end = start[slot + 1]!;
        counts[codes[at]!]!++;
        counts[codes[at + 1]!]!++;
        counts[codes[at + 2]!]!++;
        for (let k = at + 3; k < end; k++) counts[codes[k]!]!++;
      }
    }
    return counts;
  }

  /** Slots of a sorted list per code, `none` included: `count` for a few slots. */
  countSlots(slots: Int32Array): Int32Array {
    const counts = new Int32Array(this.none + 1);
    const { start, codes } = this;
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i]!;
      const end = start[slot + 1]!;
      for (let k = start[slot]!; k < end; k++) counts[codes[k]!]!++;
    }
    return counts;
  }

  /** A type's counts out of `count`'s. */
  of(counts: Int32Array, type: SearchGroupType, entities: number): Int32Array {
    return counts.slice(this.offset[type], this.offset[type] + entities);
  }
}

/** Kept beside the store rather than in it: the store's data is what a build computes. */
const codesByStore = new WeakMap<IndexStore, FacetCodes>();

export function facetCodes(store: IndexStore): FacetCodes {
  let codes = codesByStore.get(store);
  if (!codes) {
    codes = new FacetCodes(store);
    codesByStore.set(store, codes);
  }
  return codes;
}

/** Follows a change in place of a single-valued facet, if the codes exist yet. */
export function setSingleCode(
  store: IndexStore,
  slot: number,
  type: SingleType,
  entity: number,
): void {
  codesByStore.get(store)?.setSingle(slot, type, entity);
}
