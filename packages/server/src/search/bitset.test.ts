import { describe, expect, it } from 'vitest';
import { countAnd, countAndEach, emptyBits, setBit } from './bitset.ts';

function randomBits(size: number, share: number): Uint32Array {
  const bits = emptyBits(size);
  for (let slot = 0; slot < size; slot++) if (Math.random() < share) setBit(bits, slot);
  return bits;
}

describe('countAndEach', () => {
  it('counts the intersection with each set as countAnd does, for sparse and dense sets', () => {
    for (const share of [0, 0.001, 0.05, 0.5, 1]) {
      const hits = randomBits(5000, share);
      const others = [0.1, 0.5, 0.9].map((p) => randomBits(5000, p));
      expect(countAndEach(hits, others)).toEqual(others.map((other) => countAnd(hits, other)));
    }
    expect(countAndEach(randomBits(100, 0.5), [])).toEqual([]);
  });

  it('leaves out the slots of an excluded set', () => {
    for (const share of [0, 0.01, 0.5, 0.99, 1]) {
      const all = randomBits(5000, 0.9);
      const except = randomBits(5000, share);
      const rest = all.map((word, i) => word & ~except[i]!);
      const others = [0.1, 0.5, 0.9].map((p) => randomBits(5000, p));
      expect(countAndEach(all, others, except)).toEqual(
        others.map((other) => countAnd(rest, other)),
      );
    }
  });
});
