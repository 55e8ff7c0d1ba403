import { describe, expect, it } from 'vitest';
import { andInto, emptyBits, orInto, slotsOf, type Bits } from './bitset.ts';
import type { IndexStore } from './index-store.ts';
import { slotsByNumberPrefix, textMatch, wordMatch } from './index-text.ts';
import { seededIndexForTheseTests } from './seeded-index.fixtures.ts';
import { wordsOf } from './term-index.ts';

let store: IndexStore;
seededIndexForTheseTests(150, (seeded) => ({ store } = seeded));

/** What a text finds, built from whole sets only: every word's sets intersected. */
function expectedMatch(text: string) {
  const language = store.languages.get('de')!;
  const words = wordsOf(text);
  const bits = emptyBits(store.capacity);
  slotsByNumberPrefix(store, text.toLowerCase(), false, bits);
  slotsByNumberPrefix(store, text.toLowerCase(), true, bits);
  const all = store.listed.slice();
  const inName = store.listed.slice();
  const namePrefix = emptyBits(store.capacity);
  for (const word of words) {
    const match = store.withScratch(() => {
      const found = wordMatch(store, language, word);
      return { all: found.all.slice(), inName: found.inName.slice() };
    });
    andInto(all, match.all);
    andInto(inName, match.inName);
  }
  if (words.length > 0) {
    orInto(bits, all);
    const first = words[0]!;
    language.firstWords.words.forEach((word, id) => {
      if (words.length === 1 ? word.startsWith(first) : word === first) {
        language.firstWords.orInto(namePrefix, id);
      }
    });
    andInto(namePrefix, inName);
  } else inName.fill(0);
  return { bits, inName, namePrefix };
}

const copied = (bits: Bits) => Array.from(slotsOf(bits));

describe('text match', () => {
  it('finds the same slots whether a text is matched by its few slots or by whole sets', () => {
    const language = store.languages.get('de')!;
    const vocabulary = [...language.names.words, ...language.descriptions.words];
    const texts = vocabulary.filter((_, i) => i % 3 === 0);
    for (let i = 0; i + 1 < vocabulary.length; i += 17) {
      texts.push(`${vocabulary[i]} ${vocabulary[i + 1]}`);
    }
    texts.push(store.numbers[3]!, store.numbers[3]!.slice(0, 3), '-', 'zzzz');
    let few = 0;
    let whole = 0;
    for (const text of texts) {
      const found = store.withScratch(() => {
        const match = textMatch(store, 'de', text);
        return {
          bits: copied(match.bits),
          inName: copied(match.inName),
          namePrefix: copied(match.namePrefix),
          slots: match.slots && Array.from(match.slots),
        };
      });
      const expected = expectedMatch(text);
      expect(found.bits, text).toEqual(copied(expected.bits));
      expect(found.inName, text).toEqual(copied(expected.inName));
      expect(found.namePrefix, text).toEqual(copied(expected.namePrefix));
      if (found.slots) {
        expect(found.slots, text).toEqual(found.bits);
        few++;
      } else whole++;
    }
    // both ways are taken
    expect(few).toBeGreaterThan(10);
    expect(whole).toBeGreaterThan(10);
  });
});
