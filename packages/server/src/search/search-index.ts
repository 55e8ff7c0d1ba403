import type { SearchGroupType } from '@shop/domain/api/search.ts';
import { SEARCH_GROUP_TYPES } from '@shop/domain/api/search.ts';
import { MONEY_CURRENCIES } from '@shop/domain/rules/money.ts';
import { isPriceInRange, type PriceRange } from '@shop/domain/rules/price-filter.ts';
import { caseUnitPrice } from '@shop/domain/rules/pricing.ts';
import type { SearchFilter } from '@shop/domain/rules/search-url.ts';
import type { SortMeaning } from '@shop/domain/rules/sort-ids.ts';
import { CLOSE_OUT, HOT_DEAL } from '@shop/domain/rules/special-article.ts';
import { localizedName } from '#server/catalog/localized-name.ts';
import {
  andInto,
  andNotInto,
  copyInto,
  countAnd,
  countBits,
  emptyBits,
  hasBit,
  orInto,
  putBit,
  setBit,
  slotsOf,
  MAPPED_BUFFER_BYTES,
  Slab,
  type Bits,
} from './bitset.ts';
import type {
  CatalogMarks,
  FacetEntities,
  FacetEntityRow,
  IndexArticleRow,
  IndexArticles,
} from './search.repository.ts';
import {
  TermIndex,
  closestStretch,
  nameMatchRank,
  splitWords,
  typoLimit,
  wordStartsWith,
  wordsOf,
} from './term-index.ts';

/**
 * The in-memory search index of the listed catalog (docs/decisions/010-search-index.md).
 *
 * Every main article (no main number, or its own) has a slot. Per slot it keeps compact typed
 * arrays (facet ids, dates, prices, sort ranks) and bit sets per facet value and filter flag,
 * so hits, filter counts and group counts are intersections and counting passes. Free text
 * goes through per-language word indexes of names and descriptions plus the words of producer
 * and theme names; article numbers and EANs of every row are kept for exact and prefix hits.
 */

type DateField = 'preorderDate' | 'releaseDate' | 'intakeDate' | 'inshopDate' | 'specialDate';
const DATE_FIELDS: readonly DateField[] = [
  'preorderDate',
  'releaseDate',
  'intakeDate',
  'inshopDate',
  'specialDate',
];
const SORT_DATE: Partial<Record<SortMeaning['field'], DateField>> = {
  preorderDate: 'preorderDate',
  releaseDate: 'releaseDate',
  intakeDate: 'intakeDate',
  inshopDate: 'inshopDate',
  inspecialDate: 'specialDate',
};
const NO_RANK = 0xffffffff;
/** The language untranslated descriptions are in (see LanguageText.sharesEnglish). */
const ENGLISH = 'en';
/** Fewer hits than this count as "little found": typo correction is tried. */
export const FEW_HITS = 3;
const MAX_KEPT_CORRECTIONS = 1000;
/** Words of a query looked at for typos (each scans the vocabulary), so long texts stay cheap. */
const MAX_CORRECTED_WORDS = 5;

export interface IndexQuery {
  language: string;
  producers: readonly number[];
  themes: readonly number[];
  categories: readonly number[];
  productTypes: readonly number[];
  campaigns: readonly number[];
  filters: readonly SearchFilter[];
  /** Lower-cased article numbers; empty means no restriction. */
  articleNumbers: readonly string[];
  /** Trimmed free text; '' for none. */
  text: string;
  currency: string | null;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

export interface GroupCount {
  id: number;
  name: string;
  numberOfArticles: number;
}

export interface IndexResult {
  hits: number;
  /** Article ids of the requested page, in order, with their special-offer flags. */
  page: number[];
  pageFlags: { hotDeal: boolean; closeOut: boolean }[];
  filterCounts: Record<SearchFilter, number>;
  groups: Record<SearchGroupType, GroupCount[]>;
  priceBounds: { min: number; max: number } | null;
}

interface Facet {
  rows: FacetEntityRow[];
  indexOf: Map<number, number>;
  bits: Bits[];
  /** Entity index per slot for single-valued facets, -1 for none; null for themes and categories. */
  single: Int32Array | null;
  /** Entity indexes per slot of themes and categories: values[start[slot]..start[slot + 1]). */
  multi: { start: Int32Array; values: Int32Array } | null;
  /** Localized names and the entity indexes ordered by them (then id), per language. */
  orderByLanguage: Map<string, { names: string[]; order: Int32Array }>;
}

interface LanguageText {
  names: TermIndex;
  descriptions: TermIndex;
  /**
   * Slots whose description in this language is the English one (a translation not yet
   * made reuses it): their words are looked up in the English index instead of being indexed
   * again, which saves most of the memory of the description indexes.
   */
  sharesEnglish: Bits;
  /** The first word of each name, for "name starts with" ranking and suggestions. */
  firstWords: TermIndex;
  nameRank: Uint32Array;
}

interface Order {
  /** Slots with a key, by key then article number. */
  sorted: Int32Array;
  /** Slots without a key, by article number; they come last in both directions. */
  nulls: Int32Array;
  key: (slot: number) => number;
}

interface TextMatch {
  bits: Bits;
  exact: Bits;
  numberPrefix: Bits;
  namePrefix: Bits;
  inName: Bits;
}

function fnv(hash: number, text: string): number {
  let h = hash;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return Math.imul(h ^ 0xff, 16777619);
}

/** Length and every seventh character: descriptions are long, and edits rarely keep both. */
function sampleHash(hash: number, text: string): number {
  let h = Math.imul(hash ^ text.length, 16777619);
  for (let i = 0; i < text.length; i += 7) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h;
}

function dateValue(value: string | null): number {
  return value === null ? Number.NaN : Date.parse(value);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function isMainRow(row: Pick<IndexArticleRow, 'mainArticleNumber' | 'articleNumber'>) {
  return row.mainArticleNumber === null || row.mainArticleNumber === row.articleNumber;
}

/** Rows of one article from id-ordered rows, walked in step (arrays or a stream). */
class Cursor<T extends { articleId: number }> {
  private readonly iterator: Iterator<T>;
  private next: IteratorResult<T>;
  constructor(rows: Iterable<T>) {
    this.iterator = rows[Symbol.iterator]();
    this.next = this.iterator.next();
  }
  take(articleId: number): T[] {
    const found: T[] = [];
    while (!this.next.done && this.next.value.articleId <= articleId) {
      if (this.next.value.articleId === articleId) found.push(this.next.value);
      this.next = this.iterator.next();
    }
    return found;
  }
}

function groupById<T extends { articleId: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.articleId);
    if (list) list.push(row);
    else map.set(row.articleId, [row]);
  }
  return map;
}

interface ArticleParts {
  row: IndexArticleRow;
  codes: number[];
  /** Per currency the unit price of one case the customer pays (pricing.ts caseUnitPrice). */
  prices: { currency: string; price: number }[];
  themeIds: number[];
  categoryIds: number[];
  texts: { language: string; name: string; description: string }[];
}

/** What only a full rebuild can change: texts, number, EAN, theme and category sets. */
function structuralHash(parts: ArticleParts): number {
  let h = 2166136261;
  h = fnv(h, parts.row.articleNumber);
  h = fnv(h, parts.row.barcode ?? '');
  h = fnv(h, parts.row.mainArticleNumber ?? '');
  h = fnv(h, parts.themeIds.join(','));
  h = fnv(h, parts.categoryIds.join(','));
  for (const text of parts.texts) {
    h = fnv(h, text.language);
    h = fnv(h, text.name);
    h = sampleHash(h, text.description);
  }
  return h >>> 0;
}

/** Splits loaded rows per article, in id order. */
export function* articleParts(data: IndexArticles): Generator<ArticleParts> {
  const codes = groupById(data.codes);
  const prices = groupById(data.prices);
  const tiers = groupById(data.tiers);
  const themes = new Cursor(data.themes);
  const categories = new Cursor(data.categories);
  const texts = new Cursor(data.texts);
  for (const row of data.articles) {
    yield {
      row,
      codes: (codes.get(row.id) ?? []).map((c) => c.code),
      prices: (prices.get(row.id) ?? []).map((price) => ({
        currency: price.currency,
        price: caseUnitPrice(
          {
            ...price,
            tiers: (tiers.get(row.id) ?? []).filter((tier) => tier.currency === price.currency),
          },
          row.caseQuantity,
          row.state === 'preorder',
        ),
      })),
      themeIds: themes.take(row.id).map((t) => t.themeId),
      categoryIds: categories.take(row.id).map((c) => c.categoryId),
      texts: texts.take(row.id),
    };
  }
}

export class SearchIndexBuilder {
  private readonly index: SearchIndex;
  private readonly numberRows: { lower: string; id: number }[] = [];
  private slots = 0;

  constructor(
    entities: FacetEntities,
    readonly capacity: number,
    marks: CatalogMarks,
  ) {
    this.index = new SearchIndex(entities, capacity, marks);
  }

  /** Adds the articles of one loaded chunk; false when there are more than the capacity. */
  add(data: IndexArticles): boolean {
    const index = this.index;
    for (const parts of articleParts(data)) {
      const { row } = parts;
      this.numberRows.push({ lower: row.articleNumber.toLowerCase(), id: row.id });
      index.noteRow(row);
      if (!isMainRow(row)) continue;
      if (this.slots >= this.capacity) return false;
      const slot = this.slots++;
      index.placeSlot(slot, parts);
      const english = parts.texts.find((text) => text.language === ENGLISH)?.description;
      let previousDescription = '';
      let previousWords: string[] = [];
      for (const text of parts.texts) {
        const language = index.languageText(text.language);
        const nameWords = splitWords(text.name);
        for (const word of nameWords) language.names.add(slot, word);
        if (nameWords[0] !== undefined) language.firstWords.add(slot, nameWords[0]);
        if (text.language !== ENGLISH && text.description === english) {
          setBit(language.sharesEnglish, slot);
          continue;
        }
        if (text.description !== previousDescription) {
          previousDescription = text.description;
          previousWords = splitWords(text.description);
        }
        for (const word of previousWords) language.descriptions.add(slot, word);
      }
    }
    return true;
  }

  /** Sets the name sort ranks of one language from its names in sort order; equal names share a rank. */
  rankNames(code: string, ordered: Iterable<{ articleId: number; name: string }>): void {
    const rank = this.index.languageText(code).nameRank;
    let position = 0;
    let current = 0;
    let previous: string | null = null;
    for (const row of ordered) {
      const slot = this.index.slotOf(row.articleId);
      if (slot < 0) continue;
      if (row.name !== previous) current = position;
      previous = row.name;
      rank[slot] = current;
      position++;
    }
  }

  finish(): SearchIndex {
    const index = this.index;
    index.size = this.slots;
    for (const language of index.languages.values()) {
      language.names.finish();
      language.descriptions.finish();
      language.firstWords.finish();
    }
    index.packFacets();
    const bySlot = Array.from({ length: this.slots }, (_, slot) => slot);
    // number ranks: article numbers are unique, so the rank is a strict order
    bySlot.sort((a, b) => compareText(index.numberOf(a), index.numberOf(b)));
    bySlot.forEach((slot, rank) => (index.numberRank[slot] = rank));
    this.numberRows.sort((a, b) => compareText(a.lower, b.lower));
    index.numbersLower = this.numberRows.map((r) => r.lower);
    index.numberIds = Int32Array.from(this.numberRows, (r) => r.id);
    return index;
  }
}

export class SearchIndex {
  size = 0;
  readonly ids: Int32Array;
  private slotById: Int32Array;
  readonly numberRank: Uint32Array;
  private readonly numbers: string[];
  private readonly hashes: Uint32Array;
  readonly listed: Bits;
  private readonly flags: Record<SearchFilter, Bits>;
  private readonly dates: Record<DateField, Float64Array>;
  private readonly prices = new Map<string, Int32Array>();
  readonly facets: Record<SearchGroupType, Facet>;
  readonly languages = new Map<string, LanguageText>();
  private readonly producerWords: TermIndex;
  private readonly themeWords: TermIndex;
  /** Lower-cased numbers of every article row (variants and sold-out ones too), sorted. */
  numbersLower: string[] = [];
  numberIds = new Int32Array(0);
  /** Row ids by EAN: one id as a number (most EANs), several as a list. */
  private readonly barcodes = new Map<string, number | number[]>();
  /** Sold-out rows by id, for suggestions (which include variants). */
  private readonly soldOut = new Set<number>();
  private readonly orders = new Map<string, Order>();
  /**
   * Corrections by language and text: each scans the vocabularies, and the pages of a search
   * with a typo ask for the same one again (emptied by every change in place).
   */
  private readonly corrections = new Map<string, string | null>();
  /** Group counts over all listed articles, for counting large sets by their complement. */
  private totals: {
    size: number;
    counts: Partial<Record<SearchGroupType, Int32Array>>;
  } | null = null;
  /** Bit sets that live as long as the index, cut from shared buffers. */
  private readonly slab = new Slab();
  /** Posting lists while they grow during the build; one mapped buffer, freed as a whole. */
  private growth: Slab | null = new Slab(MAPPED_BUFFER_BYTES);
  /** Theme and category entity indexes in slot order while building. */
  private multiValues: Record<'theme' | 'category', number[]> = { theme: [], category: [] };

  constructor(
    readonly entities: FacetEntities,
    readonly capacity: number,
    public marks: CatalogMarks,
  ) {
    this.ids = new Int32Array(capacity);
    this.slotById = new Int32Array(marks.maxId + 1).fill(-1);
    this.numberRank = new Uint32Array(capacity);
    this.numbers = new Array<string>(capacity);
    this.hashes = new Uint32Array(capacity);
    this.listed = this.slab.bits(capacity);
    this.flags = {
      stock: this.slab.bits(capacity),
      soon: this.slab.bits(capacity),
      preOrder: this.slab.bits(capacity),
      hotDeals: this.slab.bits(capacity),
      closeOut: this.slab.bits(capacity),
    };
    this.dates = {
      preorderDate: new Float64Array(capacity).fill(Number.NaN),
      releaseDate: new Float64Array(capacity).fill(Number.NaN),
      intakeDate: new Float64Array(capacity).fill(Number.NaN),
      inshopDate: new Float64Array(capacity).fill(Number.NaN),
      specialDate: new Float64Array(capacity).fill(Number.NaN),
    };
    for (const currency of MONEY_CURRENCIES) {
      this.prices.set(currency, new Int32Array(capacity).fill(-1));
    }
    const facet = (rows: FacetEntityRow[], single: boolean): Facet => ({
      rows,
      indexOf: new Map(rows.map((row, index) => [row.id, index])),
      bits: rows.map(() => this.slab.bits(capacity)),
      single: single ? new Int32Array(capacity).fill(-1) : null,
      multi: single ? null : { start: new Int32Array(capacity + 1), values: new Int32Array(0) },
      orderByLanguage: new Map(),
    });
    this.facets = {
      category: facet(entities.categories, false),
      producer: facet(entities.producers, true),
      productType: facet(entities.productTypes, true),
      theme: facet(entities.themes, false),
      campaign: facet(entities.campaigns, true),
    };
    this.producerWords = new TermIndex(entities.producers.length);
    entities.producers.forEach((row, index) => {
      for (const word of wordsOf(row.name)) this.producerWords.add(index, word);
    });
    this.producerWords.finish();
    this.themeWords = new TermIndex(entities.themes.length);
    entities.themes.forEach((row, index) => {
      for (const word of wordsOf(row.name)) this.themeWords.add(index, word);
    });
    this.themeWords.finish();
  }

  languageText(code: string): LanguageText {
    let language = this.languages.get(code);
    if (!language) {
      language = {
        sharesEnglish: this.slab.bits(this.capacity),
        names: new TermIndex(this.capacity, this.slab, this.growth ?? undefined),
        descriptions: new TermIndex(this.capacity, this.slab, this.growth ?? undefined),
        firstWords: new TermIndex(this.capacity, this.slab, this.growth ?? undefined),
        nameRank: new Uint32Array(this.capacity).fill(NO_RANK),
      };
      this.languages.set(code, language);
    }
    return language;
  }

  /** Ends the build: packs the facet lists and lets the growth buffers go. */
  packFacets(): void {
    this.growth = null;
    for (const type of ['theme', 'category'] as const) {
      this.facets[type].multi!.values = Int32Array.from(this.multiValues[type]);
      this.multiValues[type] = [];
    }
  }

  numberOf(slot: number): string {
    return this.numbers[slot]!;
  }

  /** The customer's unit price of one case in minor units, null without one in the currency. */
  priceOf(id: number, currency: string): number | null {
    const slot = this.slotOf(id);
    const price = slot < 0 ? -1 : (this.prices.get(currency)?.[slot] ?? -1);
    return price < 0 ? null : price;
  }

  slotOf(id: number): number {
    return id < this.slotById.length ? this.slotById[id]! : -1;
  }

  /** Notes a row of any kind for the number, EAN and sold-out lookups of suggestions. */
  noteRow(row: IndexArticleRow): void {
    if (row.barcode !== null) {
      const known = this.barcodes.get(row.barcode);
      if (known === undefined) this.barcodes.set(row.barcode, row.id);
      else if (typeof known === 'number') this.barcodes.set(row.barcode, [known, row.id]);
      else known.push(row.id);
    }
    if (row.state === 'soldOut') this.soldOut.add(row.id);
    else this.soldOut.delete(row.id);
  }

  placeSlot(slot: number, parts: ArticleParts): void {
    const { row } = parts;
    this.ids[slot] = row.id;
    this.slotById[row.id] = slot;
    this.numbers[slot] = row.articleNumber;
    this.hashes[slot] = structuralHash(parts);
    for (const [type, ids] of [
      ['theme', parts.themeIds],
      ['category', parts.categoryIds],
    ] as const) {
      const facet = this.facets[type];
      const values = this.multiValues[type];
      for (const id of ids) {
        const index = facet.indexOf.get(id);
        if (index === undefined) continue;
        setBit(facet.bits[index]!, slot);
        values.push(index);
      }
      facet.multi!.start[slot + 1] = values.length;
    }
    this.updateSlot(slot, parts);
  }

  /**
   * Applies a changed article in place; false when the change needs a rebuild (new article,
   * text, number, EAN, themes or categories changed, or an unknown producer, type or campaign).
   */
  apply(parts: ArticleParts): boolean {
    const { row } = parts;
    // a correction counts listed articles, which the change may alter
    this.corrections.clear();
    if (row.id >= this.slotById.length) return false;
    const slot = this.slotById[row.id]!;
    if (slot < 0) {
      if (isMainRow(row)) return false;
      this.noteSoldOut(row);
      return true;
    }
    if (structuralHash(parts) !== this.hashes[slot]) return false;
    for (const [type, id] of [
      ['producer', row.producerId],
      ['productType', row.productTypeId],
      ['campaign', row.campaignId],
    ] as const) {
      if (id !== null && !this.facets[type].indexOf.has(id)) return false;
    }
    this.noteSoldOut(row);
    this.updateSlot(slot, parts);
    return true;
  }

  private noteSoldOut(row: IndexArticleRow): void {
    if (row.state === 'soldOut') this.soldOut.add(row.id);
    else this.soldOut.delete(row.id);
  }

  private updateSlot(slot: number, parts: ArticleParts): void {
    const { row } = parts;
    this.totals = null;
    putBit(this.listed, slot, row.state !== 'soldOut');
    putBit(this.flags.stock, slot, row.stockQuantity > 0);
    putBit(this.flags.soon, slot, row.state === 'inTake');
    putBit(this.flags.preOrder, slot, row.state === 'preorder');
    // a campaign price takes precedence over the special flags (special-article.ts)
    const inCampaign = row.campaignId !== null;
    putBit(this.flags.hotDeals, slot, !inCampaign && parts.codes.includes(HOT_DEAL));
    putBit(this.flags.closeOut, slot, !inCampaign && parts.codes.includes(CLOSE_OUT));
    for (const [type, id] of [
      ['producer', row.producerId],
      ['productType', row.productTypeId],
      ['campaign', row.campaignId],
    ] as const) {
      const facet = this.facets[type];
      const single = facet.single!;
      const before = single[slot]!;
      const after = id === null ? -1 : (facet.indexOf.get(id) ?? -1);
      if (before === after) continue;
      if (before >= 0) putBit(facet.bits[before]!, slot, false);
      if (after >= 0) setBit(facet.bits[after]!, slot);
      single[slot] = after;
    }
    for (const field of DATE_FIELDS) {
      const value = dateValue(row[field]);
      const dates = this.dates[field];
      if (!Object.is(dates[slot], value)) {
        dates[slot] = value;
        this.orders.delete(field);
      }
    }
    for (const [currency, prices] of this.prices) {
      const price = parts.prices.find((p) => p.currency === currency)?.price ?? -1;
      if (prices[slot] !== price) {
        prices[slot] = price;
        this.orders.delete(`price:${currency}`);
      }
    }
  }

  // --- queries ---------------------------------------------------------------------------

  /**
   * Bit sets for the work of one query, reused by the next: a search needs a dozen or more,
   * and allocating them anew churned the C heap (and the resident memory) under load. Every
   * public query runs inside `withScratch` and returns no scratch set.
   */
  private readonly pool: Bits[] = [];
  private poolUsed = 0;

  private scratch(): Bits {
    if (this.poolUsed < this.pool.length) return this.pool[this.poolUsed++]!.fill(0);
    const bits = emptyBits(this.capacity);
    this.pool.push(bits);
    this.poolUsed++;
    return bits;
  }

  private copy(bits: Bits): Bits {
    const target = this.poolUsed < this.pool.length ? this.pool[this.poolUsed++]! : null;
    if (target) {
      target.set(bits);
      return target;
    }
    const made = bits.slice();
    this.pool.push(made);
    this.poolUsed++;
    return made;
  }

  private withScratch<T>(run: () => T): T {
    const mark = this.poolUsed;
    try {
      return run();
    } finally {
      this.poolUsed = mark;
    }
  }

  private selection(type: SearchGroupType, ids: readonly number[]): Bits | null {
    if (ids.length === 0) return null;
    const facet = this.facets[type];
    const bits = this.scratch();
    for (const id of ids) {
      const index = facet.indexOf.get(id);
      if (index !== undefined) orInto(bits, facet.bits[index]!);
    }
    return bits;
  }

  private slotsByNumberPrefix(prefix: string, exact: boolean, target: Bits): void {
    let low = 0;
    let high = this.numbersLower.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.numbersLower[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < this.numbersLower.length; i++) {
      const number = this.numbersLower[i]!;
      if (exact ? number !== prefix : !number.startsWith(prefix)) break;
      const slot = this.slotOf(this.numberIds[i]!);
      if (slot >= 0) setBit(target, slot);
    }
  }

  /** Row ids (variants included) whose lower-cased number starts with the text. */
  rowIdsByNumberPrefix(prefix: string, limit: number): { exact: number[]; prefix: number[] } {
    let low = 0;
    let high = this.numbersLower.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.numbersLower[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    const exact: number[] = [];
    const rest: number[] = [];
    for (let i = low; i < this.numbersLower.length && rest.length < limit; i++) {
      const number = this.numbersLower[i]!;
      if (!number.startsWith(prefix)) break;
      const id = this.numberIds[i]!;
      if (this.soldOut.has(id)) continue;
      (number === prefix ? exact : rest).push(id);
    }
    return { exact, prefix: rest };
  }

  private idsByBarcode(text: string): number[] {
    const known = this.barcodes.get(text);
    return known === undefined ? [] : typeof known === 'number' ? [known] : known;
  }

  rowIdsByBarcode(text: string): number[] {
    return this.idsByBarcode(text).filter((id) => !this.soldOut.has(id));
  }

  /** Slots whose words (name, description, producer or theme name) contain the query word. */
  private wordMatch(language: LanguageText | undefined, word: string, nameOnly: boolean): Bits {
    const bits = this.scratch();
    if (language) {
      for (const id of language.names.containing(word)) language.names.orInto(bits, id);
      if (nameOnly) return bits;
      for (const id of language.descriptions.containing(word)) {
        language.descriptions.orInto(bits, id);
      }
      const english = this.languages.get(ENGLISH);
      if (english && english !== language) {
        const shared = this.scratch();
        for (const id of english.descriptions.containing(word)) {
          english.descriptions.orInto(shared, id);
        }
        orInto(bits, andInto(shared, language.sharesEnglish));
      }
    }
    for (const id of this.producerWords.containing(word)) {
      this.producerWords.forEachSlot(id, (producer) =>
        orInto(bits, this.facets.producer.bits[producer]!),
      );
    }
    for (const id of this.themeWords.containing(word)) {
      this.themeWords.forEachSlot(id, (theme) => orInto(bits, this.facets.theme.bits[theme]!));
    }
    return bits;
  }

  private textMatch(languageCode: string, text: string): TextMatch {
    const language = this.languages.get(languageCode);
    const lower = text.toLowerCase();
    const exact = this.scratch();
    this.slotsByNumberPrefix(lower, true, exact);
    for (const id of this.idsByBarcode(text)) {
      const slot = this.slotOf(id);
      if (slot >= 0) setBit(exact, slot);
    }
    const numberPrefix = this.scratch();
    this.slotsByNumberPrefix(lower, false, numberPrefix);
    const words = wordsOf(text);
    const inName = this.scratch();
    const namePrefix = this.scratch();
    const bits = this.copy(numberPrefix);
    orInto(bits, exact);
    if (words.length > 0) {
      // narrowed word by word from all listed articles; each word's own sets are released
      const all = this.copy(this.listed);
      copyInto(inName, this.listed);
      for (const word of words) {
        this.withScratch(() => {
          andInto(all, this.wordMatch(language, word, false));
          andInto(inName, this.wordMatch(language, word, true));
        });
      }
      orInto(bits, all);
      if (language) {
        const first = words[0]!;
        for (let id = 0; id < language.firstWords.words.length; id++) {
          const word = language.firstWords.words[id]!;
          if (words.length === 1 ? word.startsWith(first) : word === first) {
            language.firstWords.orInto(namePrefix, id);
          }
        }
        andInto(namePrefix, inName);
      }
    }
    return { bits, exact, numberPrefix, namePrefix, inName };
  }

  private priceBits(query: IndexQuery): Bits | null {
    if (query.currency === null) return null;
    if (query.minPrice === undefined && query.maxPrice === undefined) return null;
    const prices = this.prices.get(query.currency);
    const bits = this.scratch();
    if (!prices) return bits;
    const range: PriceRange = { min: query.minPrice, max: query.maxPrice };
    for (let slot = 0; slot < this.size; slot++) {
      const price = prices[slot]!;
      // -1 marks an article without a price in the currency; the range is the domain's rule.
      if (price >= 0 && isPriceInRange(price, range)) setBit(bits, slot);
    }
    return bits;
  }

  search(
    query: IndexQuery,
    sort: SortMeaning,
    offset: number,
    limit: number,
    withPage: boolean,
  ): IndexResult {
    return this.withScratch(() => this.run(query, sort, offset, limit, withPage));
  }

  private run(
    query: IndexQuery,
    sort: SortMeaning,
    offset: number,
    limit: number,
    withPage: boolean,
  ): IndexResult {
    const groupSelections: Record<SearchGroupType, Bits | null> = {
      category: this.selection('category', query.categories),
      producer: this.selection('producer', query.producers),
      productType: this.selection('productType', query.productTypes),
      theme: this.selection('theme', query.themes),
      campaign: this.selection('campaign', query.campaigns),
    };
    const common: Bits[] = [];
    if (query.articleNumbers.length > 0) {
      const numbers = this.scratch();
      for (const number of query.articleNumbers) this.slotsByNumberPrefix(number, true, numbers);
      common.push(numbers);
    }
    const text = query.text === '' ? null : this.textMatch(query.language, query.text);
    if (text) common.push(text.bits);
    let filters: Bits | null = null;
    for (const filter of query.filters) {
      filters = filters ? andInto(filters, this.flags[filter]) : this.copy(this.flags[filter]);
    }
    const price = this.priceBits(query);

    /** The listed set under every criterion except the omitted group, filters or price. */
    const base = (omit: SearchGroupType | 'filters' | 'price' | null): Bits => {
      const parts: Bits[] = [...common];
      for (const type of SEARCH_GROUP_TYPES) {
        const bits = groupSelections[type];
        if (bits && type !== omit) parts.push(bits);
      }
      if (filters && omit !== 'filters') parts.push(filters);
      if (price && omit !== 'price') parts.push(price);
      const bits = this.copy(this.listed);
      for (const part of parts) andInto(bits, part);
      return bits;
    };
    const hitBits = base(null);
    const hits = countBits(hitBits);

    const filterCounts = {} as Record<SearchFilter, number>;
    for (const filter of Object.keys(this.flags) as SearchFilter[]) {
      filterCounts[filter] = query.filters.includes(filter)
        ? hits
        : countAnd(hitBits, this.flags[filter]);
    }

    // one counting pass over the hits for every group without its own selection; a group
    // with a selection is counted without it
    const unselected = SEARCH_GROUP_TYPES.filter((type) => !groupSelections[type]);
    const counts = this.groupCounts(hitBits, hits, unselected);
    for (const type of SEARCH_GROUP_TYPES) {
      if (groupSelections[type]) counts[type] = this.groupCounts(base(type), null, [type])[type];
    }
    const groups = {} as Record<SearchGroupType, GroupCount[]>;
    for (const type of SEARCH_GROUP_TYPES) {
      groups[type] = this.groupList(type, counts[type]!, query.language);
    }
    const priceBounds =
      query.currency === null
        ? null
        : this.priceBounds(price ? base('price') : hitBits, query.currency);

    const page =
      withPage && hits > 0 ? this.page(hitBits, hits, sort, query, text, offset, limit) : [];
    return {
      hits,
      page: page.map((slot) => this.ids[slot]!),
      pageFlags: page.map((slot) => ({
        hotDeal: hasBit(this.flags.hotDeals, slot),
        closeOut: hasBit(this.flags.closeOut, slot),
      })),
      filterCounts,
      groups,
      priceBounds,
    };
  }

  /**
   * Articles per entity of the given group types over a set of listed slots. A set larger
   * than half the listed ones is counted through its complement, subtracted from the counts
   * of all listed articles (kept until the next change): listings without a narrow
   * selection are the common case, and the biggest.
   */
  private groupCounts(
    within: Bits,
    size: number | null,
    types: readonly SearchGroupType[],
  ): Partial<Record<SearchGroupType, Int32Array>> {
    const all = (this.totals ??= {
      size: countBits(this.listed),
      counts: this.count(this.listed, SEARCH_GROUP_TYPES),
    });
    if ((size ?? countBits(within)) * 2 <= all.size) return this.count(within, types);
    const rest = this.copy(this.listed);
    andNotInto(rest, within);
    const counts = this.count(rest, types);
    for (const type of types) {
      const total = all.counts[type]!;
      counts[type] = counts[type]!.map((value, index) => total[index]! - value);
    }
    return counts;
  }

  /** Lowest and highest price of a set: the ends of the price order, walked inwards. */
  private priceBounds(within: Bits, currency: string): { min: number; max: number } | null {
    const prices = this.prices.get(currency);
    if (!prices) return null;
    const { sorted } = this.order({ field: 'price', direction: 'asc' }, '', currency);
    let low = 0;
    while (low < sorted.length && !hasBit(within, sorted[low]!)) low++;
    if (low === sorted.length) return null;
    let high = sorted.length - 1;
    while (!hasBit(within, sorted[high]!)) high--;
    return { min: prices[sorted[low]!]!, max: prices[sorted[high]!]! };
  }

  /** Articles per entity of the given group types over a set, in one pass. */
  private count(
    within: Bits,
    types: readonly SearchGroupType[],
  ): Partial<Record<SearchGroupType, Int32Array>> {
    const counts: Partial<Record<SearchGroupType, Int32Array>> = {};
    for (const type of types) counts[type] = new Int32Array(this.facets[type].rows.length);
    // fixed locals instead of a loop over facets: this pass runs over every hit of every search
    const none = new Int32Array(0);
    const producer = counts.producer ? this.facets.producer.single! : null;
    const producerCounts = counts.producer ?? none;
    const productType = counts.productType ? this.facets.productType.single! : null;
    const productTypeCounts = counts.productType ?? none;
    const campaign = counts.campaign ? this.facets.campaign.single! : null;
    const campaignCounts = counts.campaign ?? none;
    const theme = counts.theme ? this.facets.theme.multi! : null;
    const themeCounts = counts.theme ?? none;
    const category = counts.category ? this.facets.category.multi! : null;
    const categoryCounts = counts.category ?? none;
    for (let i = 0; i < within.length; i++) {
      let word = within[i]!;
      while (word !== 0) {
        const low = word & -word;
        word ^= low;
        const slot = (i << 5) + 31 - Math.clz32(low);
        if (producer && producer[slot]! >= 0) producerCounts[producer[slot]!]!++;
        if (productType && productType[slot]! >= 0) productTypeCounts[productType[slot]!]!++;
        if (campaign && campaign[slot]! >= 0) campaignCounts[campaign[slot]!]!++;
        if (theme) {
          const end = theme.start[slot + 1]!;
          for (let k = theme.start[slot]!; k < end; k++) themeCounts[theme.values[k]!]!++;
        }
        if (category) {
          const end = category.start[slot + 1]!;
          for (let k = category.start[slot]!; k < end; k++) {
            categoryCounts[category.values[k]!]!++;
          }
        }
      }
    }
    return counts;
  }

  private groupList(type: SearchGroupType, counts: Int32Array, language: string): GroupCount[] {
    const facet = this.facets[type];
    const { names, order } = this.entityOrder(facet, language);
    const result: GroupCount[] = [];
    for (const index of order) {
      if (counts[index]! > 0) {
        result.push({
          id: facet.rows[index]!.id,
          name: names[index]!,
          numberOfArticles: counts[index]!,
        });
      }
    }
    return result;
  }

  /** The producer's name in the language; null for a producer the index does not know yet. */
  producerName(id: number, language: string): string | null {
    const facet = this.facets.producer;
    const index = facet.indexOf.get(id);
    return index === undefined ? null : this.entityOrder(facet, language).names[index]!;
  }

  private entityOrder(facet: Facet, language: string): { names: string[]; order: Int32Array } {
    let named = facet.orderByLanguage.get(language);
    if (!named) {
      const names = facet.rows.map((row) => localizedName(row.names, language, row.name));
      const order = Int32Array.from(facet.rows.keys()).sort(
        (a, b) => names[a]!.localeCompare(names[b]!) || facet.rows[a]!.id - facet.rows[b]!.id,
      );
      named = { names, order };
      facet.orderByLanguage.set(language, named);
    }
    return named;
  }

  // --- sorting and paging ------------------------------------------------------------------

  private order(sort: SortMeaning, language: string, currency: string | null): Order {
    const name = this.languages.get(language)?.nameRank;
    const dateField = SORT_DATE[sort.field];
    let cacheKey: string;
    let key: (slot: number) => number;
    if (sort.field === 'name' || sort.field === 'bestMatch') {
      cacheKey = `name:${language}`;
      key = (slot) => {
        const rank = name ? name[slot]! : NO_RANK;
        return rank === NO_RANK ? Number.NaN : rank;
      };
    } else if (sort.field === 'price') {
      cacheKey = `price:${currency ?? ''}`;
      const prices = currency === null ? undefined : this.prices.get(currency);
      key = (slot) => {
        const price = prices ? prices[slot]! : -1;
        return price < 0 ? Number.NaN : price;
      };
    } else if (dateField) {
      cacheKey = dateField;
      const dates = this.dates[dateField];
      key = (slot) => dates[slot]!;
    } else {
      cacheKey = 'articleNumber';
      key = (slot) => this.numberRank[slot]!;
    }
    let order = this.orders.get(cacheKey);
    if (!order) {
      const withKey: number[] = [];
      const without: number[] = [];
      for (let slot = 0; slot < this.size; slot++) {
        (Number.isNaN(key(slot)) ? without : withKey).push(slot);
      }
      const numberRank = this.numberRank;
      order = {
        sorted: Int32Array.from(withKey).sort(
          (a, b) => key(a) - key(b) || numberRank[a]! - numberRank[b]!,
        ),
        nulls: Int32Array.from(without).sort((a, b) => numberRank[a]! - numberRank[b]!),
        key,
      };
      this.orders.set(cacheKey, order);
    }
    return order;
  }

  /** Slots of `bits` in the given order from `offset`, at most `limit`. */
  private pageOf(
    bits: Bits,
    count: number,
    order: Order,
    descending: boolean,
    offset: number,
    limit: number,
  ): number[] {
    const wanted = Math.min(count - offset, limit);
    if (wanted <= 0) return [];
    const walk = Math.min(this.size, ((offset + wanted) * this.size) / count);
    const sortCost = count * Math.log2(count + 2) * 5;
    const numberRank = this.numberRank;
    if (sortCost < walk) {
      const { key } = order;
      const slots = slotsOf(bits, count).sort((a, b) => {
        const ka = key(a);
        const kb = key(b);
        const na = Number.isNaN(ka);
        const nb = Number.isNaN(kb);
        if (na !== nb) return na ? 1 : -1;
        const byKey = na ? 0 : descending ? kb - ka : ka - kb;
        return byKey || numberRank[a]! - numberRank[b]!;
      });
      return Array.from(slots.subarray(offset, offset + wanted));
    }
    const page: number[] = [];
    let skip = offset;
    const take = (slot: number): boolean => {
      if (!hasBit(bits, slot)) return false;
      if (skip > 0) {
        skip--;
        return false;
      }
      page.push(slot);
      return page.length >= wanted;
    };
    const { sorted, nulls, key } = order;
    if (!descending) {
      for (let i = 0; i < sorted.length; i++) if (take(sorted[i]!)) return page;
    } else {
      // equal keys keep the article number ascending, so runs are walked forwards
      let end = sorted.length - 1;
      while (end >= 0) {
        const value = key(sorted[end]!);
        let start = end;
        while (start > 0 && key(sorted[start - 1]!) === value) start--;
        for (let i = start; i <= end; i++) if (take(sorted[i]!)) return page;
        end = start - 1;
      }
    }
    for (let i = 0; i < nulls.length; i++) if (take(nulls[i]!)) return page;
    return page;
  }

  private page(
    hits: Bits,
    hitCount: number,
    sort: SortMeaning,
    query: IndexQuery,
    text: TextMatch | null,
    offset: number,
    limit: number,
  ): number[] {
    const order = this.order(sort, query.language, query.currency);
    if (sort.field !== 'bestMatch' || !text) {
      return this.pageOf(hits, hitCount, order, sort.direction === 'desc', offset, limit);
    }
    // best match: exact number or EAN, number prefix, name start, name, the rest; then by name
    const page: number[] = [];
    let skip = offset;
    const remaining = this.copy(hits);
    for (const rank of [text.exact, text.numberPrefix, text.namePrefix, text.inName, null]) {
      const bits = rank ? andInto(this.copy(rank), remaining) : remaining;
      const count = countBits(bits);
      if (rank) andNotInto(remaining, rank);
      if (skip >= count) {
        skip -= count;
        continue;
      }
      page.push(...this.pageOf(bits, count, order, false, skip, limit - page.length));
      skip = 0;
      if (page.length >= limit) break;
    }
    return page;
  }

  // --- typo tolerance -----------------------------------------------------------------------

  /**
   * Did-you-mean for free text that finds little: each query word that finds fewer than
   * FEW_HITS articles is replaced by the closest stretch of a known word (one edit, two
   * from eight letters) that finds most. Null when nothing better is known.
   */
  correct(languageCode: string, text: string): string | null {
    const key = `${languageCode}\n${text}`;
    const known = this.corrections.get(key);
    if (known !== undefined) return known;
    const corrected = this.withScratch(() => this.corrected(languageCode, text));
    if (this.corrections.size >= MAX_KEPT_CORRECTIONS) this.corrections.clear();
    this.corrections.set(key, corrected);
    return corrected;
  }

  private corrected(languageCode: string, text: string): string | null {
    const language = this.languages.get(languageCode);
    const words = wordsOf(text);
    let changed = false;
    const corrected = words.map((word, position) => {
      const limit = position < MAX_CORRECTED_WORDS ? typoLimit(word) : 0;
      if (limit === 0) return word;
      const own = this.withScratch(() =>
        countAnd(this.wordMatch(language, word, false), this.listed),
      );
      if (own >= FEW_HITS) return word;
      // closest first; among equally close, whole words before parts of words, then most hits
      const candidates = new Map<string, boolean>();
      const vocabularies = [this.producerWords, this.themeWords];
      if (language) vocabularies.push(language.names, language.descriptions);
      const english = this.languages.get(ENGLISH);
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
      const anyWhole = [...candidates.values()].some(Boolean);
      let choice = word;
      let found = own;
      for (const [candidate, whole] of [...candidates].slice(0, 50)) {
        if (anyWhole && !whole) continue;
        const count = this.withScratch(() =>
          countAnd(this.wordMatch(language, candidate, false), this.listed),
        );
        if (count > found) {
          found = count;
          choice = candidate;
        }
      }
      if (choice !== word) changed = true;
      return choice;
    });
    return changed ? corrected.join(' ') : null;
  }

  /** Listed slots whose name in the language starts with the text's first word. */
  namePrefixIds(languageCode: string, text: string, limit: number): number[] {
    return this.withScratch(() => this.namePrefixSlots(languageCode, text, limit));
  }

  private namePrefixSlots(languageCode: string, text: string, limit: number): number[] {
    const match = this.textMatch(languageCode, text);
    const bits = andInto(this.copy(match.namePrefix), this.listed);
    const count = countBits(bits);
    const order = this.order({ field: 'articleNumber', direction: 'asc' }, languageCode, null);
    return this.pageOf(bits, count, order, false, 0, limit).map((slot) => this.ids[slot]!);
  }

  /**
   * Listed slots whose name in the language has, for every word of the text, a word starting
   * with it (wordStartsWith), by article number: "figure" finds "… Action Figure Vela 18 cm".
   */
  nameWordIds(languageCode: string, text: string, limit: number): number[] {
    const language = this.languages.get(languageCode);
    const words = wordsOf(text);
    if (!language || words.length === 0 || limit <= 0) return [];
    return this.withScratch(() => {
      const bits = this.copy(this.listed);
      for (const typed of words) {
        const own = this.scratch();
        const vocabulary = language.names.words;
        for (let id = 0; id < vocabulary.length; id++) {
          if (wordStartsWith(vocabulary[id]!, typed)) language.names.orInto(own, id);
        }
        andInto(bits, own);
      }
      const count = countBits(bits);
      const order = this.order({ field: 'articleNumber', direction: 'asc' }, languageCode, null);
      return this.pageOf(bits, count, order, false, 0, limit).map((slot) => this.ids[slot]!);
    });
  }

  /**
   * Entities of the given facets whose name in the language the text names (nameMatchRank) and
   * that have listed articles: best match first, then shorter names, then by name.
   */
  private namedEntities<T extends SearchGroupType>(
    types: readonly T[],
    languageCode: string,
    text: string,
    limit: number,
  ): { type: T; index: number; name: string }[] {
    const typed = text.trim().toLowerCase();
    const found: { type: T; index: number; name: string; rank: number }[] = [];
    for (const type of types) {
      const { names } = this.entityOrder(this.facets[type], languageCode);
      names.forEach((name, index) => {
        const rank = nameMatchRank(name, typed);
        if (rank !== null) found.push({ type, index, name, rank });
      });
    }
    found.sort(
      (a, b) => a.rank - b.rank || a.name.length - b.name.length || compareText(a.name, b.name),
    );
    const kept: { type: T; index: number; name: string }[] = [];
    for (const entry of found) {
      if (kept.length >= limit) break;
      if (countAnd(this.facets[entry.type].bits[entry.index]!, this.listed) === 0) continue;
      kept.push({ type: entry.type, index: entry.index, name: entry.name });
    }
    return kept;
  }

  /** Producer and theme names in the language that the text names, best first. */
  nameCompletions(
    languageCode: string,
    text: string,
    limit: number,
  ): { name: string; kind: 'producer' | 'theme' }[] {
    return this.namedEntities(['producer', 'theme'], languageCode, text, limit).map((entry) => ({
      name: entry.name,
      kind: entry.type,
    }));
  }

  /**
   * Categories and product types the text names, best first: the listing a suggestion of one
   * leads to; a subcategory comes with its parent category's name.
   */
  groupCompletions(
    languageCode: string,
    text: string,
    limit: number,
  ): { type: 'category' | 'productType'; id: number; name: string; parent: string | null }[] {
    const categories = this.facets.category;
    const { names } = this.entityOrder(categories, languageCode);
    return this.namedEntities(['category', 'productType'], languageCode, text, limit).map(
      (entry) => {
        const row = this.facets[entry.type].rows[entry.index]!;
        const parentIndex = row.parentId == null ? undefined : categories.indexOf.get(row.parentId);
        return {
          type: entry.type,
          id: row.id,
          name: entry.name,
          parent: parentIndex === undefined ? null : names[parentIndex]!,
        };
      },
    );
  }

  /** Approximate bytes of the word indexes, for the start log. */
  textBytes(): number {
    let total = 0;
    for (const language of this.languages.values()) {
      total += language.names.bytes() + language.descriptions.bytes();
      total += language.firstWords.bytes();
    }
    return total;
  }
}
