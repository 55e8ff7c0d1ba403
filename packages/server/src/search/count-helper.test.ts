import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { SEARCH_GROUP_TYPES } from '@shop/domain/api/search.ts';
import { emptyBits, forEachBit, setBit, type Bits } from './bitset.ts';
import { countCodesInWords, CountHelper, sharedInts, type SharedCodes } from './count-helper.ts';
import { applyChange, articleParts } from './index-build.ts';
import { useCountHelper } from './index-facet-codes.ts';
import { countEach, countGroups } from './index-facets.ts';
import type { IndexStore } from './index-store.ts';
import { Random } from '#server/seed/random.ts';
import type { TestDatabase } from '#server/testing/test-database.ts';
import { listedArticlesWithProducer, seededIndexForTheseTests } from './seeded-index.fixtures.ts';
import { loadIndexArticles } from './search.repository.ts';

/** Codes of `slots` slots with 3 to 6 codes each out of `length`, from a fixed sequence. */
function someCodes(slots: number, length: number, seed: number): SharedCodes {
  const random = new Random(seed);
  const start = sharedInts(slots + 1);
  const runs: number[] = [];
  for (let slot = 0; slot < slots; slot++) {
    start[slot] = runs.length;
    const size = random.int(3, 6);
    for (let k = 0; k < size; k++) runs.push(random.int(0, length - 1));
  }
  start[slots] = runs.length;
  const codes = new Uint16Array(new SharedArrayBuffer(runs.length * 2));
  codes.set(runs);
  return { start, codes, length };
}

/** A set of about `share` of the slots, from a fixed sequence. */
function someSlots(slots: number, share: number, seed: number): Bits {
  const bits = emptyBits(slots);
  const random = new Random(seed);
  for (let slot = 0; slot < slots; slot++) {
    if (random.next() < share) setBit(bits, slot);
  }
  return bits;
}

function countedAlone(codes: SharedCodes, within: Bits): Int32Array {
  const counts = new Int32Array(codes.length);
  countCodesInWords(within, 0, within.length, codes.start, codes.codes, counts);
  return counts;
}

describe('the counting helper', () => {
  const helpers: CountHelper[] = [];
  const helper = (options: ConstructorParameters<typeof CountHelper>[0]) => {
    const made = new CountHelper(options);
    helpers.push(made);
    return made;
  };
  afterAll(() => helpers.forEach((made) => made.close()));

  it('counts what one thread counts, with the helper taking part', async () => {
    const codes = someCodes(400_000, 700, 1);
    const counting = helper({ minWords: 1, chunkWords: 64 });
    await counting.started();
    const sets = [1, 0.5, 0.01, 0].map((share, seed) => someSlots(400_000, share, seed));
    // until the helper has taken a chunk: on a busy machine it may wake after a count is done
    for (let round = 0; round < 100 && (round === 0 || counting.helped === 0); round++) {
      for (const within of sets) {
        expect(counting.takes(within.length)).toBe(true);
        expect(counting.count(codes, within)).toEqual(countedAlone(codes, within));
      }
    }
    expect(counting.helped).toBeGreaterThan(0);
  });

  it('follows new codes and a larger set, and a change of the codes between counts', async () => {
    const counting = helper({ minWords: 1, chunkWords: 16 });
    await counting.started();
    const small = someCodes(50_000, 40, 5);
    const large = someCodes(120_000, 900, 6);
    for (let round = 0; round < 3; round++) {
      const a = someSlots(50_000, 0.6, 10 + round);
      const b = someSlots(120_000, 0.4, 20 + round);
      expect(counting.count(small, a)).toEqual(countedAlone(small, a));
      expect(counting.count(large, b)).toEqual(countedAlone(large, b));
      // written in place between searches, as a change of an article's producer is
      small.codes[small.start[7]!] = (small.codes[small.start[7]!]! + 1) % small.length;
    }
  });

  it('finishes a count begun earlier, after its set changed and another count began', async () => {
    const counting = helper({ minWords: 1, chunkWords: 32 });
    await counting.started();
    const codes = someCodes(200_000, 300, 13);
    for (let round = 0; round < 5; round++) {
      const first = someSlots(200_000, 0.6, 30 + round);
      const second = someSlots(200_000, 0.2, 40 + round);
      const expected = [countedAlone(codes, first), countedAlone(codes, second)];
      const finishFirst = counting.begin(codes, first);
      first.fill(0);
      const finishSecond = counting.begin(codes, second);
      expect(finishSecond()).toEqual(expected[1]);
      expect(finishFirst()).toEqual(expected[0]);
      expect(finishFirst()).toEqual(expected[0]);
    }
  });

  it('counts the set itself when the helper takes a job and does not finish it', async () => {
    const counting = helper({ minWords: 1, timeoutMs: 300, worker: 'count-helper-stuck.fixtures' });
    await counting.started();
    const codes = someCodes(100_000, 50, 9);
    const within = someSlots(100_000, 0.5, 10);
    // until the stand-in has taken a job: the first count may be over before it looks
    let waited = 0;
    for (let round = 0; round < 1000 && waited < 250; round++) {
      const started = performance.now();
      expect(counting.count(codes, within)).toEqual(countedAlone(codes, within));
      waited = performance.now() - started;
    }
    expect(waited).toBeGreaterThanOrEqual(250);
    expect(counting.takes(within.length)).toBe(false);
    expect(counting.count(codes, within)).toEqual(countedAlone(codes, within));
  });

  it('counts alone once the helper has stopped', async () => {
    const counting = helper({ minWords: 1, worker: 'count-helper-gone.fixtures' });
    await counting.started();
    expect(counting.takes(1000)).toBe(false);
    const codes = someCodes(20_000, 30, 11);
    const within = someSlots(20_000, 0.7, 12);
    expect(counting.count(codes, within)).toEqual(countedAlone(codes, within));
  });

  it('leaves small sets to the calling thread, and every set once closed', () => {
    const counting = helper({ minWords: 100 });
    expect(counting.takes(99)).toBe(false);
    expect(counting.takes(100)).toBe(true);
    const codes = someCodes(4000, 30, 7);
    const within = someSlots(4000, 0.5, 8);
    counting.close();
    expect(counting.count(codes, within)).toEqual(countedAlone(codes, within));
    expect(counting.takes(100_000)).toBe(false);
  });
});

let database: TestDatabase;
let store: IndexStore;
seededIndexForTheseTests(150, (seeded) => ({ database, store } = seeded));

describe('group counts with the counting helper', () => {
  const counting = new CountHelper({ minWords: 1, chunkWords: 1 });
  afterEach(() => useCountHelper(null));
  afterAll(() => counting.close());

  function expectSameCounts(within: Bits): void {
    const types = [SEARCH_GROUP_TYPES, ['theme'], ['producer'], ['category', 'campaign']] as const;
    for (const chosen of types) {
      useCountHelper(counting);
      const shared = countGroups(store, within, chosen);
      useCountHelper(null);
      expect(shared).toEqual(countEach(store, within, chosen));
    }
  }

  it('are the facets’ own, before and after a change in place', async () => {
    await counting.started();
    const some = emptyBits(store.capacity);
    let k = 0;
    forEachBit(store.listed, (slot) => (k++ % 3 === 0 ? setBit(some, slot) : undefined));
    expectSameCounts(store.listed);
    expectSameCounts(some);
    const [article] = await listedArticlesWithProducer({ database, store }, 1);
    if (article === undefined) throw new Error('the seed has no listed article with a producer');
    const other = store.entities.producers.find((producer) => producer.id !== article.producerId)!;
    const db = database.handle.db;
    await db
      .updateTable('articles')
      .set({ producerId: other.id })
      .where('id', '=', article.id)
      .execute();
    const data = await loadIndexArticles(db, { ids: [article.id] });
    for (const parts of articleParts(data)) expect(applyChange(store, parts)).toBe(true);
    expectSameCounts(store.listed);
    expectSameCounts(some);
  });
});
