import { Slab, countBits, orInto, setBit, type Bits } from './bitset.ts';

/**
 * Words of a text as the search sees them: lower-cased runs between white space, each once.
 * Punctuation stays attached, so a query word that occurs in a text is always a substring of
 * one of the text's words: matching query words against the vocabulary by substring finds
 * every article the former `LIKE '%…%'` found (docs/decisions/010-search-index.md).
 */
export function wordsOf(text: string): string[] {
  return [...new Set(splitWords(text))];
}

/** The words of a text with repeats, for the build (TermIndex.add skips repeats itself). */
export function splitWords(text: string): string[] {
  const words = text.toLowerCase().split(/\s+/);
  if (words[0] === '') words.shift();
  if (words.length > 0 && words[words.length - 1] === '') words.pop();
  return words;
}

/** A finished term index as plain data, for the index snapshot (index-snapshot.ts). */
export interface TermIndexData {
  size: number;
  words: string[];
  lists: (Int32Array | Bits)[];
  lengths: number[];
  bitmap: boolean[];
}

/**
 * An inverted index from words to the slots whose text holds them. Postings of rare words are
 * sorted slot arrays; a word in more than one slot of 32 gets a bit set instead, which is then
 * the smaller of the two.
 */
export class TermIndex {
  readonly words: string[] = [];
  private readonly ids = new Map<string, number>();
  private readonly lists: (Int32Array | Bits)[] = [];
  private readonly lengths: number[] = [];
  private readonly bitmap: boolean[] = [];
  /** The slot each word was last added for, so repeats within a slot are skipped. */
  private readonly lastSlot: number[] = [];
  private readonly threshold: number;
  /** Growing lists while building; dropped by `finish`. */
  private growth: Slab | null;

  /**
   * `bitmaps` holds the bit sets, which live as long as the index; `growth` the lists while
   * they grow, which `finish` packs into one array.
   */
  constructor(
    readonly size: number,
    private readonly bitmaps: Slab = new Slab(),
    growth: Slab = new Slab(),
  ) {
    this.growth = growth;
    this.threshold = Math.max(16, size >>> 5);
  }

  /** Adds a word of a slot; slots must come in ascending order. */
  add(slot: number, word: string): void {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.ids.set(word, id);
      this.words.push(word);
      this.lists.push(this.growth!.ints(2));
      this.lengths.push(0);
      this.bitmap.push(false);
      this.lastSlot.push(-1);
    }
    if (this.lastSlot[id] === slot) return;
    this.lastSlot[id] = slot;
    const list = this.lists[id]!;
    if (this.bitmap[id]) {
      setBit(list as Bits, slot);
      return;
    }
    const length = this.lengths[id]!;
    if (length === this.threshold) {
      const bits = this.bitmaps.bits(this.size);
      for (let i = 0; i < length; i++) setBit(bits, list[i]!);
      setBit(bits, slot);
      this.lists[id] = bits;
      this.bitmap[id] = true;
      this.growth!.release(list as Int32Array);
      return;
    }
    if (length === list.length) {
      const grown = this.growth!.ints(Math.min(this.threshold, length * 2));
      grown.set(list);
      this.lists[id] = grown;
      this.growth!.release(list as Int32Array);
    }
    this.lists[id]![length] = slot;
    this.lengths[id] = length + 1;
  }

  /** The finished index as plain data; the word ids and the build's helpers are derived. */
  toData(): TermIndexData {
    const { size, words, lists, lengths, bitmap } = this;
    return { size, words, lists, lengths, bitmap };
  }

  /** A finished index from `toData`'s data. */
  static fromData(data: TermIndexData): TermIndex {
    const index = new TermIndex(data.size);
    index.growth = null;
    for (let id = 0; id < data.words.length; id++) {
      const word = data.words[id]!;
      index.ids.set(word, id);
      index.words.push(word);
      index.lists.push(data.lists[id]!);
      index.lengths.push(data.lengths[id]!);
      index.bitmap.push(data.bitmap[id]!);
      index.lastSlot.push(-1);
    }
    return index;
  }

  /** Packs the posting lists into one array once all slots are added. */
  finish(): this {
    let total = 0;
    for (let id = 0; id < this.lists.length; id++) {
      if (!this.bitmap[id]) total += this.lengths[id]!;
    }
    const packed = new Int32Array(total);
    let offset = 0;
    for (let id = 0; id < this.lists.length; id++) {
      if (this.bitmap[id]) continue;
      const length = this.lengths[id]!;
      packed.set(this.lists[id]!.subarray(0, length), offset);
      this.lists[id] = packed.subarray(offset, offset + length);
      offset += length;
    }
    this.growth = null;
    return this;
  }

  /** Ids of the words that contain the text. */
  containing(text: string): number[] {
    const found: number[] = [];
    for (let id = 0; id < this.words.length; id++) {
      if (this.words[id]!.includes(text)) found.push(id);
    }
    return found;
  }

  idOf(word: string): number | undefined {
    return this.ids.get(word);
  }

  /** How many slots hold the word. */
  frequency(id: number): number {
    return this.bitmap[id] ? countBits(this.lists[id] as Bits) : this.lengths[id]!;
  }

  /** The sorted slots of a word kept as a list; null for a word kept as a bit set. */
  listOf(id: number): Int32Array | null {
    return this.bitmap[id] ? null : (this.lists[id] as Int32Array).subarray(0, this.lengths[id]);
  }

  /** Adds the slots of a word to a bit set. */
  orInto(target: Bits, id: number): void {
    const list = this.lists[id]!;
    if (this.bitmap[id]) {
      orInto(target, list as Bits);
      return;
    }
    const length = this.lengths[id]!;
    for (let i = 0; i < length; i++) {
      const slot = list[i]!;
      target[slot >>> 5]! |= 1 << (slot & 31);
    }
  }

  /** Calls `visit` with the slots of a word. */
  forEachSlot(id: number, visit: (slot: number) => void): void {
    const list = this.lists[id]!;
    if (this.bitmap[id]) {
      for (let i = 0; i < list.length; i++) {
        let word = list[i]!;
        while (word !== 0) {
          const low = word & -word;
          visit((i << 5) + 31 - Math.clz32(low));
          word ^= low;
        }
      }
      return;
    }
    const length = this.lengths[id]!;
    for (let i = 0; i < length; i++) visit(list[i]!);
  }

  /** Approximate bytes held, for the start log. */
  bytes(): number {
    let total = 0;
    for (const list of this.lists) total += list.byteLength;
    for (const word of this.words) total += 16 + word.length * 2;
    return total;
  }
}

const EDGE_PUNCTUATION = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;

export interface Correction {
  /** The text to search instead: the closest stretch of a vocabulary word. */
  text: string;
  distance: number;
  /** The stretch is the whole word (apart from punctuation at its edges). */
  whole: boolean;
}

/**
 * The closest stretch of `word` to `query` (Sellers' approximate substring match: insertions,
 * deletions and substitutions, free start and end in the word), or null beyond `limit` edits:
 * 'pokmon' against 'pokémon-karte' answers 'pokémon'.
 */
export function closestStretch(query: string, word: string, limit: number): Correction | null {
  const m = query.length;
  const n = word.length;
  if (n < m - limit) return null;
  // column j of the previous and current row; start[j] is where the match ending at j began
  let previous = new Int32Array(n + 1);
  let previousStart = new Int32Array(n + 1);
  let current = new Int32Array(n + 1);
  let currentStart = new Int32Array(n + 1);
  for (let j = 0; j <= n; j++) previousStart[j] = j;
  for (let i = 1; i <= m; i++) {
    current[0] = i;
    currentStart[0] = 0;
    let rowMin = i;
    const q = query.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const substitute = previous[j - 1]! + (q === word.charCodeAt(j - 1) ? 0 : 1);
      const remove = previous[j]! + 1;
      const insert = current[j - 1]! + 1;
      let best = substitute;
      let start = previousStart[j - 1]!;
      if (remove < best) {
        best = remove;
        start = previousStart[j]!;
      }
      if (insert < best) {
        best = insert;
        start = currentStart[j - 1]!;
      }
      current[j] = best;
      currentStart[j] = start;
      if (best < rowMin) rowMin = best;
    }
    if (rowMin > limit) return null;
    [previous, current] = [current, previous];
    [previousStart, currentStart] = [currentStart, previousStart];
  }
  let bestEnd = -1;
  for (let j = 0; j <= n; j++) {
    if (previous[j]! <= limit && (bestEnd < 0 || previous[j]! < previous[bestEnd]!)) bestEnd = j;
  }
  if (bestEnd < 0) return null;
  const text = word.slice(previousStart[bestEnd], bestEnd).replace(EDGE_PUNCTUATION, '');
  if (text === '') return null;
  return { text, distance: previous[bestEnd]!, whole: text === word.replace(EDGE_PUNCTUATION, '') };
}

/** Edits tolerated in a query word: none below four letters, two from eight. */
export function typoLimit(word: string): number {
  if (word.length < 4) return 0;
  return word.length >= 8 ? 2 : 1;
}

/** Scripts written without spaces between words: a typed word may sit inside a written one. */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const LEADING_PUNCTUATION = /^[\p{P}\p{S}]+/u;
const WORD_BOUNDARY = /[\s\p{P}\p{S}]/u;

/**
 * Whether an indexed word (lower-cased) is one a suggestion for the typed word finds: it starts
 * with it (after leading punctuation), or holds it anywhere for Japanese and Chinese text.
 */
export function wordStartsWith(word: string, typed: string): boolean {
  if (word.replace(LEADING_PUNCTUATION, '').startsWith(typed)) return true;
  return UNSPACED_SCRIPT.test(typed) && word.includes(typed);
}

/**
 * How well a name matches typed text, for ranking suggestions (lower is better): 0 the whole
 * name, 1 its start, 2 the start of a later word, 3 inside a word of an unspaced script; null
 * when it does not match. Case is ignored; `typed` is lower-cased and trimmed.
 */
export function nameMatchRank(name: string, typed: string): number | null {
  const lower = name.toLowerCase();
  if (typed === '') return null;
  if (lower === typed) return 0;
  if (lower.startsWith(typed)) return 1;
  for (let at = lower.indexOf(typed, 1); at > 0; at = lower.indexOf(typed, at + 1)) {
    if (WORD_BOUNDARY.test(lower[at - 1]!)) return 2;
  }
  return UNSPACED_SCRIPT.test(typed) && lower.includes(typed) ? 3 : null;
}
