import { andInto, copyInto, orInto, setBit, type Bits } from './bitset.ts';
import { idsByNumber } from './index-order.ts';
import { ENGLISH, type IndexStore, type LanguageText, type TextMatch } from './index-store.ts';
import { wordStartsWith, wordsOf } from './term-index.ts';

/**
 * Text matching: article numbers, EANs and the words of names, descriptions, producer and
 * theme names (docs/decisions/032-search-index-parts.md).
 */

/** The first position in the sorted lower-cased numbers not below the prefix. */
function firstNumberFrom(store: IndexStore, prefix: string): number {
  let low = 0;
  let high = store.numbersLower.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (store.numbersLower[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Sets the slots whose lower-cased number is (exact) or starts with the prefix. */
export function slotsByNumberPrefix(
  store: IndexStore,
  prefix: string,
  exact: boolean,
  target: Bits,
): void {
  for (let i = firstNumberFrom(store, prefix); i < store.numbersLower.length; i++) {
    const number = store.numbersLower[i]!;
    if (exact ? number !== prefix : !number.startsWith(prefix)) break;
    const slot = store.slotOf(store.numberIds[i]!);
    if (slot >= 0) setBit(target, slot);
  }
}

/** Row ids (variants included) whose lower-cased number starts with the text. */
export function rowIdsByNumberPrefix(
  store: IndexStore,
  prefix: string,
  limit: number,
): { exact: number[]; prefix: number[] } {
  const exact: number[] = [];
  const rest: number[] = [];
  for (
    let i = firstNumberFrom(store, prefix);
    i < store.numbersLower.length && rest.length < limit;
    i++
  ) {
    const number = store.numbersLower[i]!;
    if (!number.startsWith(prefix)) break;
    const id = store.numberIds[i]!;
    if (store.soldOut.has(id)) continue;
    (number === prefix ? exact : rest).push(id);
  }
  return { exact, prefix: rest };
}

function idsByBarcode(store: IndexStore, text: string): number[] {
  const known = store.barcodes.get(text);
  return known === undefined ? [] : typeof known === 'number' ? [known] : known;
}

export function rowIdsByBarcode(store: IndexStore, text: string): number[] {
  return idsByBarcode(store, text).filter((id) => !store.soldOut.has(id));
}

/**
 * Slots whose words contain the query word: `inName` by their name's words, `all` by any of
 * name, description, producer or theme name. One pass gives both, so the name vocabulary is
 * scanned once per word.
 */
export function wordMatch(
  store: IndexStore,
  language: LanguageText | undefined,
  word: string,
): { all: Bits; inName: Bits } {
  const inName = store.scratch();
  if (language) {
    for (const id of language.names.containing(word)) language.names.orInto(inName, id);
  }
  const all = store.copy(inName);
  if (language) {
    for (const id of language.descriptions.containing(word)) {
      language.descriptions.orInto(all, id);
    }
    const english = store.languages.get(ENGLISH);
    if (english && english !== language) {
      const shared = store.scratch();
      for (const id of english.descriptions.containing(word)) {
        english.descriptions.orInto(shared, id);
      }
      orInto(all, andInto(shared, language.sharesEnglish));
    }
  }
  for (const id of store.producerWords.containing(word)) {
    store.producerWords.forEachSlot(id, (producer) =>
      orInto(all, store.facets.producer.bits[producer]!),
    );
  }
  for (const id of store.themeWords.containing(word)) {
    store.themeWords.forEachSlot(id, (theme) => orInto(all, store.facets.theme.bits[theme]!));
  }
  return { all, inName };
}

/** Narrows `all` (any words) and `inName` (name words) word by word. */
function narrowByWords(
  store: IndexStore,
  language: LanguageText | undefined,
  words: readonly string[],
  sets: { all: Bits; inName: Bits },
): void {
  for (const word of words) {
    // each word's own sets are released
    store.withScratch(() => {
      const match = wordMatch(store, language, word);
      andInto(sets.all, match.all);
      andInto(sets.inName, match.inName);
    });
  }
}

/** Slots whose name's first word starts with (one word) or is (several) the first query word. */
function nameStarts(language: LanguageText, words: readonly string[], target: Bits): void {
  const first = words[0]!;
  for (let id = 0; id < language.firstWords.words.length; id++) {
    const word = language.firstWords.words[id]!;
    if (words.length === 1 ? word.startsWith(first) : word === first) {
      language.firstWords.orInto(target, id);
    }
  }
}

/** The slots a free text finds, and the ranks of best match among them. */
export function textMatch(store: IndexStore, languageCode: string, text: string): TextMatch {
  const language = store.languages.get(languageCode);
  const lower = text.toLowerCase();
  const exact = store.scratch();
  slotsByNumberPrefix(store, lower, true, exact);
  for (const id of idsByBarcode(store, text)) {
    const slot = store.slotOf(id);
    if (slot >= 0) setBit(exact, slot);
  }
  const numberPrefix = store.scratch();
  slotsByNumberPrefix(store, lower, false, numberPrefix);
  const words = wordsOf(text);
  const inName = store.scratch();
  const namePrefix = store.scratch();
  const bits = store.copy(numberPrefix);
  orInto(bits, exact);
  if (words.length > 0) {
    // narrowed word by word from all listed articles
    const all = store.copy(store.listed);
    copyInto(inName, store.listed);
    narrowByWords(store, language, words, { all, inName });
    orInto(bits, all);
    if (language) {
      nameStarts(language, words, namePrefix);
      andInto(namePrefix, inName);
    }
  }
  return { bits, exact, numberPrefix, namePrefix, inName };
}

/** Listed slots whose name in the language starts with the text's first word. */
export function namePrefixIds(
  store: IndexStore,
  languageCode: string,
  text: string,
  limit: number,
): number[] {
  return store.withScratch(() => {
    const match = textMatch(store, languageCode, text);
    const bits = andInto(store.copy(match.namePrefix), store.listed);
    return idsByNumber(store, bits, languageCode, limit);
  });
}

/**
 * Listed slots whose name in the language has, for every word of the text, a word starting
 * with it (wordStartsWith), by article number: "figure" finds "… Action Figure Vela 18 cm".
 */
export function nameWordIds(
  store: IndexStore,
  languageCode: string,
  text: string,
  limit: number,
): number[] {
  const language = store.languages.get(languageCode);
  const words = wordsOf(text);
  if (!language || words.length === 0 || limit <= 0) return [];
  return store.withScratch(() => {
    const bits = store.copy(store.listed);
    for (const typed of words) {
      const own = store.scratch();
      const vocabulary = language.names.words;
      for (let id = 0; id < vocabulary.length; id++) {
        if (wordStartsWith(vocabulary[id]!, typed)) language.names.orInto(own, id);
      }
      andInto(bits, own);
    }
    return idsByNumber(store, bits, languageCode, limit);
  });
}
