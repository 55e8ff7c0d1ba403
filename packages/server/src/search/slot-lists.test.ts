import { describe, expect, it } from 'vitest';
import { emptyBits, setBit, type Bits } from './bitset.ts';
import { countEachOfSlots, intersectionOf, keptIn, unionOf } from './slot-lists.ts';

/** A sorted list of distinct slots below `size`, each drawn with probability `share`. */
function randomList(size: number, share: number): Int32Array {
  const slots: number[] = [];
  for (let slot = 0; slot < size; slot++) if (Math.random() < share) slots.push(slot);
  return Int32Array.from(slots);
}

function bitsOf(size: number, list: Int32Array): Bits {
  const bits = emptyBits(size);
  for (const slot of list) setBit(bits, slot);
  return bits;
}

const sorted = (slots: Iterable<number>) =>
  Int32Array.from([...new Set(slots)].sort((a, b) => a - b));

describe('slot lists', () => {
  it('unite as a set of all their slots does, for none, one and up to nine lists', () => {
    for (const count of [0, 1, 2, 3, 5, 9]) {
      for (const share of [0, 0.01, 0.3, 1]) {
        const lists = Array.from({ length: count }, () => randomList(2000, share));
        expect(unionOf(lists), `${count} × ${share}`).toEqual(
          sorted(lists.flatMap((list) => [...list])),
        );
      }
    }
  });

  it('unite a list with a slot twice into distinct slots', () => {
    expect(unionOf([Int32Array.of(1, 1, 4, 9, 9), Int32Array.of(0, 4, 9)])).toEqual(
      Int32Array.of(0, 1, 4, 9),
    );
  });

  it('intersect as a set of their common slots does', () => {
    for (const [p, q] of [
      [0, 0.5],
      [0.01, 0.5],
      [0.3, 0.3],
      [1, 0.02],
      [1, 1],
    ] as const) {
      const a = randomList(3000, p);
      const b = randomList(3000, q);
      const inB = new Set(b);
      expect(intersectionOf(a, b), `${p} ${q}`).toEqual(sorted([...a].filter((s) => inB.has(s))));
    }
  });

  it('keep the slots every set holds, and count the slots each set holds', () => {
    const list = randomList(3000, 0.2);
    const sets = [0.1, 0.5, 0.9].map((share) => randomList(3000, share));
    const members = sets.map((set) => new Set(set));
    const inAll = [...list].filter((slot) => members.every((set) => set.has(slot)));
    const bits = sets.map((set) => bitsOf(3000, set));
    expect(keptIn(list, bits)).toEqual(Int32Array.from(inAll));
    expect(keptIn(list, [])).toEqual(list);
    expect(countEachOfSlots(list, bits)).toEqual(
      members.map((set) => [...list].filter((slot) => set.has(slot)).length),
    );
  });
});
