import { hasBit, type Bits } from './bitset.ts';

/**
 * Sorted lists of distinct slots, the form of a text's few hits
 * (docs/decisions/074-price-range-counts-and-few-text-slots.md): with a million articles a
 * bit set is 31,250 words, and every pass over one costs the same whether it holds three slots
 * or half of them.
 */

/**
 * The sorted distinct slots of all the given sorted lists, merged pair by pair; one list is
 * answered as it is.
 */
export function unionOf(lists: readonly Int32Array[]): Int32Array {
  if (lists.length === 0) return new Int32Array(0);
  let round = [...lists];
  while (round.length > 1) {
    const next: Int32Array[] = [];
    for (let i = 0; i < round.length; i += 2) {
      next.push(i + 1 < round.length ? mergedOf(round[i]!, round[i + 1]!) : round[i]!);
    }
    round = next;
  }
  return round[0]!;
}

/** The sorted distinct slots of two sorted lists (a slot twice in one is kept once). */
function mergedOf(a: Int32Array, b: Int32Array): Int32Array {
  const merged = new Int32Array(a.length + b.length);
  let n = 0;
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const slot = j >= b.length || (i < a.length && a[i]! <= b[j]!) ? a[i++]! : b[j++]!;
    if (n === 0 || merged[n - 1] !== slot) merged[n++] = slot;
  }
  return merged.subarray(0, n);
}

/** The slots in both sorted lists. */
export function intersectionOf(a: Int32Array, b: Int32Array): Int32Array {
  const both = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      both[n++] = x;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return both.subarray(0, n);
}

/** The slots of the list whose bit is set in every one of the sets. */
export function keptIn(list: Int32Array, sets: readonly Bits[]): Int32Array {
  const kept = new Int32Array(list.length);
  let n = 0;
  outer: for (let i = 0; i < list.length; i++) {
    const slot = list[i]!;
    for (const set of sets) if (!hasBit(set, slot)) continue outer;
    kept[n++] = slot;
  }
  return kept.subarray(0, n);
}

/** How many slots of the list each of the sets holds. */
export function countEachOfSlots(list: Int32Array, sets: readonly Bits[]): number[] {
  return sets.map((set) => {
    let total = 0;
    for (let i = 0; i < list.length; i++) if (hasBit(set, list[i]!)) total++;
    return total;
  });
}
