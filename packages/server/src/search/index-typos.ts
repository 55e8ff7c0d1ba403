import { countAnd } from './bitset.ts';
import { ENGLISH, type IndexStore, type LanguageText } from './index-store.ts';
import { wordMatch } from './index-text.ts';
import { closestStretch, typoLimit, wordsOf, type TermIndex } from './term-index.ts';

/**
 * Typo correction (did-you-mean) over the index's vocabularies
 * (docs/decisions/032-search-index-parts.md).
 */

/** Fewer hits than this count as "little found": typo correction is tried. */
export const FEW_HITS = 3;
const MAX_KEPT_CORRECTIONS = 1000;
/** Words of a query looked at for typos (each scans the vocabulary), so long texts stay cheap. */
const MAX_CORRECTED_WORDS = 5;
/** Candidates of one word whose hits are counted. */
const MAX_COUNTED_CANDIDATES = 50;

/**
 * Did-you-mean for free text that finds little: each query word that finds fewer than
 * FEW_HITS articles is replaced by the closest stretch of a known word (one edit, two
 * from eight letters) that finds most. Null when nothing better is known.
 */
export function correct(store: IndexStore, languageCode: string, text: string): string | null {
  return kept(store, `${languageCode}\n${text}`, () =>
    store.withScratch(() => correctedText(store, languageCode, text)),
  );
}

/**
 * A correction from the store's kept ones (emptied by every change in place), else worked out
 * and kept. Texts and single words are kept apart: a word's own choice serves every text it
 * is part of (a search of two words that finds little corrects each word).
 */
function kept(store: IndexStore, key: string, work: () => string | null): string | null {
  const known = store.corrections.get(key);
  if (known !== undefined) return known;
  const corrected = work();
  if (store.corrections.size >= MAX_KEPT_CORRECTIONS) store.corrections.clear();
  store.corrections.set(key, corrected);
  return corrected;
}

function correctedText(store: IndexStore, languageCode: string, text: string): string | null {
  const language = store.languages.get(languageCode);
  let changed = false;
  const corrected = wordsOf(text).map((word, position) => {
    const limit = position < MAX_CORRECTED_WORDS ? typoLimit(word) : 0;
    if (limit === 0) return word;
    // the contract refuses line breaks in texts, so a word's key is no text's key
    const choice =
      kept(store, `${languageCode}\n\n${word}`, () =>
        correctedWord(store, language, word, limit),
      ) ?? word;
    if (choice !== word) changed = true;
    return choice;
  });
  return changed ? corrected.join(' ') : null;
}

/** Listed articles a word finds. */
function wordHits(store: IndexStore, language: LanguageText | undefined, word: string): number {
  return store.withScratch(() => countAnd(wordMatch(store, language, word).all, store.listed));
}

/** The word, or the closest known stretch that finds more articles than it. */
function correctedWord(
  store: IndexStore,
  language: LanguageText | undefined,
  word: string,
  limit: number,
): string {
  const own = wordHits(store, language, word);
  if (own >= FEW_HITS) return word;
  const candidates = closestCandidates(store, language, word, limit);
  const anyWhole = [...candidates.values()].some(Boolean);
  let choice = word;
  let found = own;
  for (const [candidate, whole] of [...candidates].slice(0, MAX_COUNTED_CANDIDATES)) {
    if (anyWhole && !whole) continue;
    const count = wordHits(store, language, candidate);
    if (count > found) {
      found = count;
      choice = candidate;
    }
  }
  return choice;
}

/**
 * The closest stretches of known words, each with whether it is a whole word: closest first;
 * among equally close, whole words before parts of words (the caller then takes most hits).
 */
function closestCandidates(
  store: IndexStore,
  language: LanguageText | undefined,
  word: string,
  limit: number,
): Map<string, boolean> {
  const candidates = new Map<string, boolean>();
  const vocabularies: TermIndex[] = [store.producerWords, store.themeWords];
  if (language) vocabularies.push(language.names, language.descriptions);
  const english = store.languages.get(ENGLISH);
  if (english && english !== language) vocabularies.push(english.descriptions);
  let best = limit;
  for (const vocabulary of vocabularies) {
    for (const known of vocabulary.words) {
      const stretch = closestStretch(word, known, best);
      if (!stretch || stretch.text === word || stretch.text.length < 3) continue;
      if (stretch.distance < best) {
        best = stretch.distance;
        candidates.clear();
      }
      if (stretch.distance === best) {
        candidates.set(stretch.text, (candidates.get(stretch.text) ?? false) || stretch.whole);
      }
    }
  }
  return candidates;
}
