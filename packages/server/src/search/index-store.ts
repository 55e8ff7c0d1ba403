import type { SearchGroupType } from '@shop/domain/api/search.ts';
import { MONEY_CURRENCIES } from '@shop/domain/rules/money.ts';
import type { SearchFilter } from '@shop/domain/rules/search-url.ts';
import type { SortMeaning } from '@shop/domain/rules/sort-ids.ts';
import { emptyBits, MAPPED_BUFFER_BYTES, Slab, type Bits } from './bitset.ts';
import { ListFields, type ListFieldsData } from './index-list.ts';
import type { PageNamesData } from './index-names.ts';
import type { CatalogMarks, FacetEntities, FacetEntityRow } from './search.repository.ts';
import { TermIndex, wordsOf, type TermIndexData } from './term-index.ts';
import { TextMatchCache } from './text-match.ts';

/**
 * The data of the in-memory search index (docs/decisions/010-search-index.md) and the scratch
 * bit sets of its queries. The parts that build, count, order and match
 * (docs/decisions/032-search-index-parts.md) are functions over this store; `SearchIndex` in
 * `search-index.ts` is their one public face.
 */

export type DateField =
  'preorderDate' | 'releaseDate' | 'intakeDate' | 'inshopDate' | 'specialDate';
export const DATE_FIELDS: readonly DateField[] = [
  'preorderDate',
  'releaseDate',
  'intakeDate',
  'inshopDate',
  'specialDate',
];
export const SORT_DATE: Partial<Record<SortMeaning['field'], DateField>> = {
  preorderDate: 'preorderDate',
  releaseDate: 'releaseDate',
  intakeDate: 'intakeDate',
  inshopDate: 'inshopDate',
  inspecialDate: 'specialDate',
};
export const NO_RANK = 0xffffffff;
/** The language untranslated descriptions are in (see LanguageText.sharesEnglish). */
export const ENGLISH = 'en';

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

export interface Facet {
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

export interface LanguageText {
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
  /** The names by slot for search pages (index-names.ts); null where the build kept none. */
  pageNames: PageNamesData | null;
}

export interface Order {
  /** Slots with a key, by key then article number. */
  sorted: Int32Array;
  /** Slots without a key, by article number; they come last in both directions. */
  nulls: Int32Array;
  key: (slot: number) => number;
}

/** A facet as plain data: its sort orders by name are derived again on demand. */
export type FacetData = Omit<Facet, 'indexOf' | 'orderByLanguage'>;

export interface LanguageTextData {
  names: TermIndexData;
  descriptions: TermIndexData;
  sharesEnglish: Bits;
  firstWords: TermIndexData;
  nameRank: Uint32Array;
  pageNames: PageNamesData | null;
}

/**
 * A finished store as plain data, for the index snapshot (index-snapshot.ts): what a build
 * computes. Caches (sort orders, corrections, totals) and the scratch sets start empty again.
 */
export interface IndexStoreData {
  entities: FacetEntities;
  capacity: number;
  marks: CatalogMarks;
  size: number;
  ids: Int32Array;
  slotById: Int32Array;
  numberRank: Uint32Array;
  numbers: string[];
  hashes: Uint32Array;
  listed: Bits;
  flags: Record<SearchFilter, Bits>;
  dates: Record<DateField, Float64Array>;
  prices: Map<string, Int32Array>;
  facets: Record<SearchGroupType, FacetData>;
  languages: Map<string, LanguageTextData>;
  numbersLower: string[];
  numberIds: Int32Array;
  barcodes: Map<string, number | number[]>;
  soldOut: Set<number>;
  list: ListFieldsData;
}

/** IndexStore's public fields: what `fromData` must set. */
type StoreFields = Omit<
  IndexStore,
  'toData' | 'languageText' | 'slotOf' | 'priceOf' | 'scratch' | 'copy' | 'withScratch'
>;

/** A term index of the words of entity names (producers, themes), by entity index. */
function nameWords(rows: readonly FacetEntityRow[]): TermIndex {
  const words = new TermIndex(rows.length);
  rows.forEach((row, index) => {
    for (const word of wordsOf(row.name)) words.add(index, word);
  });
  words.finish();
  return words;
}

function filledFloats(capacity: number): Float64Array {
  return new Float64Array(capacity).fill(Number.NaN);
}

export class IndexStore {
  size = 0;
  readonly ids: Int32Array;
  readonly slotById: Int32Array;
  readonly numberRank: Uint32Array;
  readonly numbers: string[];
  /** Per slot a hash of what only a rebuild can change (index-build.ts structuralHash). */
  readonly hashes: Uint32Array;
  readonly listed: Bits;
  readonly flags: Record<SearchFilter, Bits>;
  readonly dates: Record<DateField, Float64Array>;
  readonly prices = new Map<string, Int32Array>();
  readonly facets: Record<SearchGroupType, Facet>;
  readonly languages = new Map<string, LanguageText>();
  readonly producerWords: TermIndex;
  readonly themeWords: TermIndex;
  /** Lower-cased numbers of every article row (variants and sold-out ones too), sorted. */
  numbersLower: string[] = [];
  numberIds: Int32Array = new Int32Array(0);
  /** Row ids by EAN: one id as a number (most EANs), several as a list. */
  readonly barcodes = new Map<string, number | number[]>();
  /** Sold-out rows by id, for suggestions (which include variants). */
  readonly soldOut = new Set<number>();
  /** What a page shows of each slot's article but its name. */
  readonly list: ListFields;
  readonly orders = new Map<string, Order>();
  /**
   * Corrections by language and text: each scans the vocabularies, and the pages of a search
   * with a typo ask for the same one again (emptied by every change in place).
   */
  readonly corrections = new Map<string, string | null>();
  /** Text matches by language and text (text-match.ts), emptied by every change in place. */
  readonly textMatches = new TextMatchCache();
  /**
   * Group and filter counts over all listed articles, for counting large sets by their
   * complement (index-facets.ts listedTotals).
   */
  totals: {
    size: number;
    counts: Partial<Record<SearchGroupType, Int32Array>>;
    flags: Record<SearchFilter, number>;
  } | null = null;
  /** Bit sets that live as long as the index, cut from shared buffers. */
  private readonly slab = new Slab();
  /** Posting lists while they grow during the build; one mapped buffer, freed as a whole. */
  growth: Slab | null = new Slab(MAPPED_BUFFER_BYTES);
  /** Theme and category entity indexes in slot order while building. */
  multiValues: Record<'theme' | 'category', number[]> = { theme: [], category: [] };
  /**
   * Bit sets for the work of one query, reused by the next: a search needs a dozen or more,
   * and allocating them anew churned the C heap (and the resident memory) under load. Every
   * public query runs inside `withScratch` and returns no scratch set.
   */
  private readonly pool: Bits[] = [];
  private poolUsed = 0;

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
      preorderDate: filledFloats(capacity),
      releaseDate: filledFloats(capacity),
      intakeDate: filledFloats(capacity),
      inshopDate: filledFloats(capacity),
      specialDate: filledFloats(capacity),
    };
    for (const currency of MONEY_CURRENCIES) {
      this.prices.set(currency, new Int32Array(capacity).fill(-1));
    }
    this.facets = {
      category: this.facet(entities.categories, false),
      producer: this.facet(entities.producers, true),
      productType: this.facet(entities.productTypes, true),
      theme: this.facet(entities.themes, false),
      campaign: this.facet(entities.campaigns, true),
    };
    this.producerWords = nameWords(entities.producers);
    this.themeWords = nameWords(entities.themes);
    this.list = ListFields.empty(capacity);
  }

  /** The finished store as plain data (see IndexStoreData). */
  toData(): IndexStoreData {
    const facets = {} as Record<SearchGroupType, FacetData>;
    for (const [type, facet] of Object.entries(this.facets) as [SearchGroupType, Facet][]) {
      facets[type] = {
        rows: facet.rows,
        bits: facet.bits,
        single: facet.single,
        multi: facet.multi,
      };
    }
    const languages = new Map<string, LanguageTextData>();
    for (const [code, text] of this.languages) {
      languages.set(code, {
        names: text.names.toData(),
        descriptions: text.descriptions.toData(),
        sharesEnglish: text.sharesEnglish,
        firstWords: text.firstWords.toData(),
        nameRank: text.nameRank,
        pageNames: text.pageNames,
      });
    }
    return {
      entities: this.entities,
      capacity: this.capacity,
      marks: this.marks,
      size: this.size,
      ids: this.ids,
      slotById: this.slotById,
      numberRank: this.numberRank,
      numbers: this.numbers,
      hashes: this.hashes,
      listed: this.listed,
      flags: this.flags,
      dates: this.dates,
      prices: this.prices,
      facets,
      languages,
      numbersLower: this.numbersLower,
      numberIds: this.numberIds,
      barcodes: this.barcodes,
      soldOut: this.soldOut,
      list: this.list.data,
    };
  }

  /** A finished store from `toData`'s data, without building anything again. */
  static fromData(data: IndexStoreData): IndexStore {
    const store = Object.create(IndexStore.prototype) as IndexStore;
    const facets = {} as Record<SearchGroupType, Facet>;
    for (const [type, facet] of Object.entries(data.facets) as [SearchGroupType, FacetData][]) {
      facets[type] = {
        ...facet,
        indexOf: new Map(facet.rows.map((row, index) => [row.id, index])),
        orderByLanguage: new Map(),
      };
    }
    const languages = new Map<string, LanguageText>();
    for (const [code, text] of data.languages) {
      languages.set(code, {
        names: TermIndex.fromData(text.names),
        descriptions: TermIndex.fromData(text.descriptions),
        sharesEnglish: text.sharesEnglish,
        firstWords: TermIndex.fromData(text.firstWords),
        nameRank: text.nameRank,
        pageNames: text.pageNames,
      });
    }
    // every public field is named here (the type says which); private ones as in the fields
    const restored: StoreFields & { slab: Slab; pool: Bits[]; poolUsed: number } = {
      ...data,
      facets,
      languages,
      list: ListFields.fromData(data.list),
      producerWords: nameWords(data.entities.producers),
      themeWords: nameWords(data.entities.themes),
      orders: new Map(),
      corrections: new Map(),
      textMatches: new TextMatchCache(),
      totals: null,
      slab: new Slab(),
      growth: null,
      multiValues: { theme: [], category: [] },
      pool: [],
      poolUsed: 0,
    };
    return Object.assign(store, restored);
  }

  private facet(rows: FacetEntityRow[], single: boolean): Facet {
    const capacity = this.capacity;
    return {
      rows,
      indexOf: new Map(rows.map((row, index) => [row.id, index])),
      bits: rows.map(() => this.slab.bits(capacity)),
      single: single ? new Int32Array(capacity).fill(-1) : null,
      multi: single ? null : { start: new Int32Array(capacity + 1), values: new Int32Array(0) },
      orderByLanguage: new Map(),
    };
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
        pageNames: null,
      };
      this.languages.set(code, language);
    }
    return language;
  }

  slotOf(id: number): number {
    return id < this.slotById.length ? this.slotById[id]! : -1;
  }

  /** The customer's unit price of one case in minor units, null without one in the currency. */
  priceOf(id: number, currency: string): number | null {
    const slot = this.slotOf(id);
    const price = slot < 0 ? -1 : (this.prices.get(currency)?.[slot] ?? -1);
    return price < 0 ? null : price;
  }

  scratch(): Bits {
    if (this.poolUsed < this.pool.length) return this.pool[this.poolUsed++]!.fill(0);
    const bits = emptyBits(this.capacity);
    this.pool.push(bits);
    this.poolUsed++;
    return bits;
  }

  copy(bits: Bits): Bits {
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

  /** Runs `run` and hands its scratch sets back to the pool afterwards. */
  withScratch<T>(run: () => T): T {
    const mark = this.poolUsed;
    try {
      return run();
    } finally {
      this.poolUsed = mark;
    }
  }
}
