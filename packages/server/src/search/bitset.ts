/**
 * Fixed-size bit sets over index slots (one bit per article), the currency of the search
 * index: selections, filter flags and hits are sets, counts are popcounts of intersections.
 */
export type Bits = Uint32Array;

export function wordsFor(size: number): number {
  return (size + 31) >>> 5;
}

export function emptyBits(size: number): Bits {
  return new Uint32Array(wordsFor(size));
}

export function setBit(bits: Bits, slot: number): void {
  bits[slot >>> 5]! |= 1 << (slot & 31);
}

export function clearBit(bits: Bits, slot: number): void {
  bits[slot >>> 5]! &= ~(1 << (slot & 31));
}

export function putBit(bits: Bits, slot: number, on: boolean): void {
  if (on) setBit(bits, slot);
  else clearBit(bits, slot);
}

export function hasBit(bits: Bits, slot: number): boolean {
  return (bits[slot >>> 5]! & (1 << (slot & 31))) !== 0;
}

function popcount32(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function countBits(bits: Bits): number {
  let total = 0;
  for (let i = 0; i < bits.length; i++) {
    const word = bits[i]!;
    if (word !== 0) total += popcount32(word);
  }
  return total;
}

/** Size of the intersection, without building it. */
export function countAnd(a: Bits, b: Bits): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) {
    const word = a[i]! & b[i]!;
    if (word !== 0) total += popcount32(word);
  }
  return total;
}

/** Where the non-empty words of a set are, and the words: kept between passes, grown as needed. */
let wordAt = new Int32Array(0);
let wordOf = new Uint32Array(0);

/**
 * Sizes of the intersections of `a` (without the slots of `except`, where given) with each of
 * `others`: the filter counts of a search. One pass over `a` gathers its non-empty words, then
 * one tight pass per other set reads only those (docs/decisions/070-search-answers-from-memory.md,
 * 072-search-new-at-a-million.md): one nested pass read the five sets through an array of
 * arrays for every word, which with a million articles and a dense set was the slower way.
 */
export function countAndEach(a: Bits, others: readonly Bits[], except?: Bits): number[] {
  if (wordAt.length < a.length) {
    wordAt = new Int32Array(a.length);
    wordOf = new Uint32Array(a.length);
  }
  const at = wordAt;
  const words = wordOf;
  let used = 0;
  for (let i = 0; i < a.length; i++) {
    const word = except ? a[i]! & ~except[i]! : a[i]!;
    if (word === 0) continue;
    at[used] = i;
    words[used++] = word;
  }
  // no test for an empty intersection: with a flag on some of the words it was guessed wrong
  // so often that it cost more than the popcount it saved
  return others.map((other) => {
    let total = 0;
    for (let n = 0; n < used; n++) total += popcount32(words[n]! & other[at[n]!]!);
    return total;
  });
}

/** `target &= other`, in place. */
export function andInto(target: Bits, other: Bits): Bits {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i]!;
  return target;
}

/** `target |= other`, in place. */
export function orInto(target: Bits, other: Bits): Bits {
  for (let i = 0; i < target.length; i++) target[i]! |= other[i]!;
  return target;
}

export function copyInto(target: Bits, source: Bits): Bits {
  target.set(source);
  return target;
}

/** `target &= ~other`, in place. */
export function andNotInto(target: Bits, other: Bits): Bits {
  for (let i = 0; i < target.length; i++) target[i]! &= ~other[i]!;
  return target;
}

/** The intersection of the given sets (a copy of the first when alone). */
export function intersect(first: Bits, others: readonly Bits[]): Bits {
  const result = first.slice();
  for (const other of others) andInto(result, other);
  return result;
}

/** Calls `visit` with every slot in the set, in ascending order. */
export function forEachBit(bits: Bits, visit: (slot: number) => void): void {
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i]!;
    while (word !== 0) {
      const low = word & -word;
      visit((i << 5) + 31 - Math.clz32(low));
      word ^= low;
    }
  }
}

/** The slots of the set, ascending. */
export function slotsOf(bits: Bits, count = countBits(bits)): Int32Array {
  const slots = new Int32Array(count);
  let n = 0;
  forEachBit(bits, (slot) => {
    slots[n++] = slot;
  });
  return slots;
}

/**
 * Hands out typed arrays cut from large shared buffers. The index holds thousands of small
 * arrays; allocated one by one (and regrown while building) they fragment the C heap, and the
 * process keeps that memory long after the arrays are gone. Buffers above glibc's largest
 * mmap threshold (32 MB) are always mapped on their own and go back to the system when freed.
 */
export const MAPPED_BUFFER_BYTES = 48 << 20;

export class Slab {
  private buffer: ArrayBuffer | null = null;
  private used = 0;
  /** Released arrays by length, handed out again before new space is cut. */
  private readonly released = new Map<number, Int32Array[]>();

  constructor(private readonly bytes = 4 << 20) {}

  /** A zeroed array, cut from the shared buffers (or on its own, if large). */
  ints(length: number): Int32Array {
    const need = length * 4;
    if (need > this.bytes >>> 2) return new Int32Array(length);
    const reused = this.released.get(length)?.pop();
    if (reused) return reused.fill(0);
    if (!this.buffer || this.used + need > this.bytes) {
      this.buffer = new ArrayBuffer(this.bytes);
      this.used = 0;
    }
    const view = new Int32Array(this.buffer, this.used, length);
    this.used += need;
    return view;
  }

  /**
   * Takes back an array of this slab that is no longer used, for the next `ints` of the same
   * length: the posting lists double as they grow during a build, and without reuse the copies
   * they grew out of take as much room as the lists themselves, at the end of the build, the
   * peak of the process (docs/decisions/010-search-index.md).
   */
  release(array: Int32Array): void {
    if (array.length * 4 > this.bytes >>> 2) return;
    const list = this.released.get(array.length);
    if (list) list.push(array);
    else this.released.set(array.length, [array]);
  }

  bits(size: number): Bits {
    const ints = this.ints(wordsFor(size));
    return new Uint32Array(ints.buffer, ints.byteOffset, ints.length);
  }
}
