import { andInto, copyInto, hasBit, orInto, setBit, type Bits } from './bitset.ts';
import { idsByNumber } from './index-order.ts';
import { ENGLISH, type IndexStore, type LanguageText } from './index-store.ts';
import { keptIn, intersectionOf, unionOf } from './slot-lists.ts';
import { wordStartsWith, wordsOf, type TermIndex } from './term-index.ts';
import type { TextMatch } from './text-match.ts';

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

/** Sets the slots whose lower-cased number is (exact) or starts with the prefix; `found` gets them too. */
export function slotsByNumberPrefix(
  store: IndexStore,
  prefix: string,
  exact: boolean,
  target: Bits,
  found?: number[],
): void {
  for (let i = firstNumberFrom(store, prefix); i < store.numbersLower.length; i++) {
    const number = store.numbersLower[i]!;
    if (exact ? number !== prefix : !number.startsWith(prefix)) break;
    const slot = store.slotOf(store.numberIds[i]!);
    if (slot < 0) continue;
    setBit(target, slot);
    found?.push(slot);
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

/** The ids of the vocabulary words that contain a query word, per vocabulary. */
interface WordPostings {
  names: number[];
  descriptions: number[];
  english: number[];
  producers: number[];
  themes: number[];
}

function wordPostings(
  store: IndexStore,
  language: LanguageText | undefined,
  word: string,
): WordPostings {
  const english = store.languages.get(ENGLISH);
  const shared = language && english && english !== language;
  return {
    names: language ? language.names.containing(word) : [],
    descriptions: language ? language.descriptions.containing(word) : [],
    english: shared ? english.descriptions.containing(word) : [],
    producers: store.producerWords.containing(word),
    themes: store.themeWords.containing(word),
  };
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
  return postingsMatch(store, language, wordPostings(store, language, word));
}

function postingsMatch(
  store: IndexStore,
  language: LanguageText | undefined,
  postings: WordPostings,
): { all: Bits; inName: Bits } {
  const inName = store.scratch();
  if (language) {
    for (const id of postings.names) language.names.orInto(inName, id);
  }
  const all = store.copy(inName);
  if (language) {
    for (const id of postings.descriptions) language.descriptions.orInto(all, id);
    const english = store.languages.get(ENGLISH);
    if (english && postings.english.length > 0) {
      const shared = store.scratch();
      for (const id of postings.english) english.descriptions.orInto(shared, id);
      orInto(all, andInto(shared, language.sharesEnglish));
    }
  }
  for (const id of postings.producers) {
    store.producerWords.forEachSlot(id, (producer) =>
      orInto(all, store.facets.producer.bits[producer]!),
    );
  }
  for (const id of postings.themes) {
    store.themeWords.forEachSlot(id, (theme) => orInto(all, store.facets.theme.bits[theme]!));
  }
  return { all, inName };
}

/**
 * The listed slots a word finds as sorted lists, when every vocabulary word holding it keeps
 * its slots as a list (a rare word), no producer or theme name holds it, and they are at most
 * `limit`; null otherwise, for the bit sets of `postingsMatch`.
 */
function postingsSlots(
  store: IndexStore,
  language: LanguageText,
  postings: WordPostings,
  limit: number,
): { all: Int32Array; inName: Int32Array } | null {
  if (postings.producers.length > 0 || postings.themes.length > 0) return null;
  const names: Int32Array[] = [];
  const others: Int32Array[] = [];
  let total = 0;
  const gather = (index: TermIndex, ids: number[], into: Int32Array[]): boolean => {
    for (const id of ids) {
      const list = index.listOf(id);
      if (!list) return false;
      total += list.length;
      if (total > limit) return false;
      into.push(list);
    }
    return true;
  };
  const english = store.languages.get(ENGLISH);
  const shared: Int32Array[] = [];
  if (!gather(language.names, postings.names, names)) return null;
  if (!gather(language.descriptions, postings.descriptions, others)) return null;
  if (english && !gather(english.descriptions, postings.english, shared)) return null;
  const inName = keptIn(unionOf(names), [store.listed]);
  others.push(inName);
  if (shared.length > 0) {
    others.push(keptIn(unionOf(shared), [store.listed, language.sharesEnglish]));
  }
  return { all: keptIn(unionOf(others), [store.listed]), inName };
}

/**
 * The listed slots that every word of a text finds, as sorted lists, when each word's are
 * few (postingsSlots); null otherwise.
 */
function textSlots(
  store: IndexStore,
  language: LanguageText,
  postings: readonly WordPostings[],
  limit: number,
): { all: Int32Array; inName: Int32Array } | null {
  let found: { all: Int32Array; inName: Int32Array } | null = null;
  for (const one of postings) {
    const slots = postingsSlots(store, language, one, limit);
    if (!slots) return null;
    found = found
      ? {
          all: intersectionOf(found.all, slots.all),
          inName: intersectionOf(found.inName, slots.inName),
        }
      : slots;
  }
  return found;
}

/** Narrows `all` (any words) and `inName` (name words) word by word. */
function narrowByWords(
  store: IndexStore,
  language: LanguageText | undefined,
  postings: readonly WordPostings[],
  sets: { all: Bits; inName: Bits },
): void {
  for (const one of postings) {
    // each word's own sets are released
    store.withScratch(() => {
      const match = postingsMatch(store, language, one);
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

/** A text's hits are kept as sorted slots when at most one slot in this many. */
const FEW_SLOTS = 32;

/**
 * The slots a free text finds, and the ranks of best match among them; kept for the next
 * search with the same text until the index changes (text-match.ts). Read only.
 */
export function textMatch(store: IndexStore, languageCode: string, text: string): TextMatch {
  const key = `${languageCode}\n${text}`;
  return (
    store.textMatches.get(key) ??
    store.textMatches.keep(
      key,
      store.withScratch(() => matchText(store, languageCode, text)),
    )
  );
}

function matchText(store: IndexStore, languageCode: string, text: string): TextMatch {
  const language = store.languages.get(languageCode);
  const lower = text.toLowerCase();
  const numbers: number[] = [];
  const exact = store.scratch();
  slotsByNumberPrefix(store, lower, true, exact, numbers);
  for (const id of idsByBarcode(store, text)) {
    const slot = store.slotOf(id);
    if (slot >= 0) {
      setBit(exact, slot);
      numbers.push(slot);
    }
  }
  const numberPrefix = store.scratch();
  slotsByNumberPrefix(store, lower, false, numberPrefix, numbers);
  const words = wordsOf(text);
  const postings = words.map((word) => wordPostings(store, language, word));
  const inName = store.scratch();
  const namePrefix = store.scratch();
  const limit = store.size / FEW_SLOTS;
  const noWords = { all: new Int32Array(0), inName: new Int32Array(0) };
  const few =
    words.length === 0 ? noWords : language ? textSlots(store, language, postings, limit) : null;
  if (few) {
    // the few slots set one by one: no pass over whole sets
    for (const slot of few.inName) setBit(inName, slot);
    if (language && words.length > 0) {
      const starts = store.scratch();
      nameStarts(language, words, starts);
      for (const slot of few.inName) if (hasBit(starts, slot)) setBit(namePrefix, slot);
    }
    const slots = unionOf([few.all, Int32Array.from(numbers).sort()]);
    const bits = store.scratch();
    for (const slot of slots) setBit(bits, slot);
    return {
      bits,
      exact,
      numberPrefix,
      namePrefix,
      inName,
      slots: slots.length <= limit ? slots : null,
    };
  }
  const bits = store.copy(numberPrefix);
  orInto(bits, exact);
  // narrowed word by word from all listed articles
  const all = store.copy(store.listed);
  copyInto(inName, store.listed);
  narrowByWords(store, language, postings, { all, inName });
  orInto(bits, all);
  if (language) {
    nameStarts(language, words, namePrefix);
    andInto(namePrefix, inName);
  }
  return { bits, exact, numberPrefix, namePrefix, inName, slots: null };
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
