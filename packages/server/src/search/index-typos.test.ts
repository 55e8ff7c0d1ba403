import { describe, expect, it } from 'vitest';
import type { IndexStore } from './index-store.ts';
import { correct } from './index-typos.ts';
import { seededIndexForTheseTests } from './seeded-index.fixtures.ts';

let store: IndexStore;
seededIndexForTheseTests(150, (seeded) => ({ store } = seeded));

/** Drops one letter in the middle: a typo the did-you-mean should repair. */
const typo = (word: string) => word.slice(0, word.length >> 1) + word.slice((word.length >> 1) + 1);

describe('did-you-mean', () => {
  it('corrects a text the same whether its words were corrected before in other texts or not', () => {
    const names = store.languages
      .get('de')!
      .names.words.filter((word) => /^\p{L}{6,}$/u.test(word));
    const words = names.filter((_, i) => i % Math.ceil(names.length / 12) === 0);
    expect(words.length).toBeGreaterThan(8);
    const texts = words.flatMap((word, i) => [
      typo(word),
      `${typo(word)} ${words[(i + 1) % words.length]}`,
      `${words[(i + 2) % words.length]} ${typo(word)}`,
    ]);
    const alone = texts.map((text) => {
      store.corrections.clear();
      return correct(store, 'de', text);
    });
    // most texts with a typo are repaired
    expect(alone.filter((corrected) => corrected !== null).length).toBeGreaterThan(
      texts.length / 2,
    );
    store.corrections.clear();
    // each word's choice kept from the texts before it
    expect(texts.map((text) => correct(store, 'de', text))).toEqual(alone);
    // in the other order
    store.corrections.clear();
    const backwards = [...texts].reverse().map((text) => correct(store, 'de', text));
    expect(backwards).toEqual([...alone].reverse());
  });
});
