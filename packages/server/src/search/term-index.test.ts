import { describe, expect, it } from 'vitest';
import { Slab, countBits, emptyBits, hasBit } from './bitset.ts';
import {
  TermIndex,
  closestStretch,
  nameMatchRank,
  typoLimit,
  wordStartsWith,
  wordsOf,
} from './term-index.ts';

describe('wordsOf', () => {
  it('lower-cases, splits at white space, keeps punctuation and drops repeats', () => {
    expect(wordsOf('  Figur 10 cm, figur\tTAMSIN ')).toEqual(['figur', '10', 'cm,', 'tamsin']);
    expect(wordsOf('   ')).toEqual([]);
  });
});

describe('TermIndex', () => {
  it('finds slots by words containing a text, as lists and as bit sets', () => {
    const index = new TermIndex(64);
    for (let slot = 0; slot < 64; slot++) {
      index.add(slot, 'common');
      index.add(slot, 'common');
      if (slot % 20 === 0) index.add(slot, `rare${slot}`);
    }
    index.finish();
    const bits = emptyBits(64);
    for (const id of index.containing('mmo')) index.orInto(bits, id);
    expect(countBits(bits)).toBe(64);
    const rare = emptyBits(64);
    for (const id of index.containing('rare4')) index.orInto(rare, id);
    expect(countBits(rare)).toBe(1);
    expect(hasBit(rare, 40)).toBe(true);
    expect(index.frequency(index.idOf('common')!)).toBe(64);
  });

  it('keeps every posting while lists grow into the arrays others grew out of', () => {
    const size = 5000;
    const index = new TermIndex(size, new Slab(), new Slab(1 << 16));
    const expected = new Map<string, number[]>();
    for (let slot = 0; slot < size; slot++) {
      // word w occurs in every (w + 1)th slot: lists of many lengths grow interleaved, and
      // words up to 155 pass the bit set threshold (size / 32) and hand their lists back
      for (let w = 0; w < 400; w++) {
        if (slot % (w + 1) !== 0) continue;
        index.add(slot, `w${w}`);
        expected.set(`w${w}`, [...(expected.get(`w${w}`) ?? []), slot]);
      }
    }
    index.finish();
    for (const [word, slots] of expected) {
      const bits = emptyBits(size);
      index.orInto(bits, index.idOf(word)!);
      expect(countBits(bits)).toBe(slots.length);
      expect(slots.every((slot) => hasBit(bits, slot))).toBe(true);
    }
  });
});

describe('closestStretch', () => {
  it('finds the closest part of a word within the edit limit', () => {
    expect(closestStretch('pokmon', 'pokémon-karte', 1)).toEqual({
      text: 'pokémon',
      distance: 1,
      whole: false,
    });
    expect(closestStretch('astal', 'astral', 1)).toEqual({
      text: 'astral',
      distance: 1,
      whole: true,
    });
    expect(closestStretch('xyzzy', 'astral', 1)).toBeNull();
  });

  it('tolerates no typo below four letters, two from eight', () => {
    expect(typoLimit('abc')).toBe(0);
    expect(typoLimit('abcd')).toBe(1);
    expect(typoLimit('abcdefgh')).toBe(2);
  });
});

describe('suggestion matching', () => {
  it('ranks the whole name, its start, a later word start and an unspaced inside match', () => {
    expect(nameMatchRank('Manga', 'manga')).toBe(0);
    expect(nameMatchRank('Manga & Books', 'manga')).toBe(1);
    expect(nameMatchRank('Card Sleeves', 'sleeves')).toBe(2);
    expect(nameMatchRank('Pins & Badges', 'badge')).toBe(2);
    expect(nameMatchRank('アクションフィギュア', 'フィギュア')).toBe(3);
    expect(nameMatchRank('Configure', 'figure')).toBeNull();
  });

  it('finds a word by its start, after punctuation, or inside for Japanese', () => {
    expect(wordStartsWith('figure', 'fig')).toBe(true);
    expect(wordStartsWith('(figure)', 'fig')).toBe(true);
    expect(wordStartsWith('configure', 'fig')).toBe(false);
    expect(wordStartsWith('アクションフィギュア', 'フィギュア')).toBe(true);
  });
});
