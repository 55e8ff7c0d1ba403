import type { SearchGroupType } from '@shop/domain/api/search.ts';
import type { Bits } from './bitset.ts';
import { countCodesInWords, sharedInts, type CountHelper } from './count-helper.ts';
import type { IndexStore } from './index-store.ts';

/**
 * The facet entities of every slot in one run of codes, for the counting pass over a search's
 * hits (docs/decisions/069-facet-codes-and-names-by-language.md). Per hit that pass read three single-valued arrays,
 * two start arrays and two value arrays, seven places in memory that the rest of a request
 * (HTTP, SQLite, JSON) has pushed out of the CPU caches; now it reads the slot's start and its
 * run. Derived from the facets on the first count, kept in step by changes in place (which
 * alter only the single-valued facets) and never written to the snapshot. With a million
 * articles about 18 MB. The arrays are in shared memory, so the search thread's counting
 * helper reads them where they are (count-helper.ts, docs/decisions/082-counting-on-two-cores.md).
 */

/** The search thread's counting helper, once it has one; null: counts on the calling thread. */
let helper: CountHelper | null = null;

export function useCountHelper(next: CountHelper | null): void {
  helper = next;
}

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
    this.start = sharedInts(size + 1);
    const length = 3 * size + theme.start[size]! + category.start[size]!;
    this.codes =
      next < 0xffff ? new Uint16Array(new SharedArrayBuffer(length * 2)) : sharedInts(length);
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

  /** Codes in all, `none` included: the length of a count. */
  get length(): number {
    return this.none + 1;
  }

  /** Whether `count` of a set this large shares the work with the counting helper. */
  static shared(within: Bits): boolean {
    return helper?.takes(within.length) ?? false;
  }

  /** Slots of the set per code, `none` included. */
  count(within: Bits): Int32Array {
    return this.begin(within)();
  }

  /**
   * `count` in two steps: the helper starts on the set (if it takes it) while the caller does
   * other work, and the function answered finishes the count.
   */
  begin(within: Bits): () => Int32Array {
    if (helper?.takes(within.length)) return helper.begin(this, within);
    const counts = new Int32Array(this.length);
    countCodesInWords(within, 0, within.length, this.start, this.codes, counts);
    return () => counts;
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
