import { caseUnitPrice } from '@shop/domain/rules/pricing.ts';
import { CLOSE_OUT, HOT_DEAL } from '@shop/domain/rules/special-article.ts';
import { putBit, setBit } from './bitset.ts';
import { setSingleCode } from './index-facet-codes.ts';
import { forgetPriceCounts } from './index-price-counts.ts';
import { accountSlot } from './index-selection-counts.ts';
import { PAGE_NAMES_UP_TO, packNames } from './index-names.ts';
import { DATE_FIELDS, ENGLISH, IndexStore } from './index-store.ts';
import type {
  CatalogMarks,
  FacetEntities,
  IndexArticleRow,
  IndexArticles,
} from './search.repository.ts';
import { splitWords } from './term-index.ts';

/**
 * Building the index from loaded rows, and applying a changed article in place
 * (docs/decisions/010-search-index.md, docs/decisions/032-search-index-parts.md).
 */

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

export function compareText(a: string, b: string): number {
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

/** What a stock or price change can alter: the row, its special-offer codes and its prices. */
export interface StockAndPriceParts {
  row: IndexArticleRow;
  codes: number[];
  /** Per currency the unit price of one case the customer pays (pricing.ts caseUnitPrice). */
  prices: { currency: string; price: number }[];
}

export interface ArticleParts extends StockAndPriceParts {
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
  const themes = new Cursor(data.themes);
  const categories = new Cursor(data.categories);
  const texts = new Cursor(data.texts);
  for (const parts of stockAndPriceParts(data)) {
    const id = parts.row.id;
    yield {
      ...parts,
      themeIds: themes.take(id).map((t) => t.themeId),
      categoryIds: categories.take(id).map((c) => c.categoryId),
      texts: texts.take(id),
    };
  }
}

export function* stockAndPriceParts(
  data: Pick<IndexArticles, 'articles' | 'codes' | 'prices' | 'tiers'>,
): Generator<StockAndPriceParts> {
  const codes = groupById(data.codes);
  const prices = groupById(data.prices);
  const tiers = groupById(data.tiers);
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
    };
  }
}

function noteSoldOut(store: IndexStore, row: IndexArticleRow): void {
  if (row.state === 'soldOut') store.soldOut.add(row.id);
  else store.soldOut.delete(row.id);
}

/** Notes a row of any kind for the number, EAN and sold-out lookups of suggestions. */
function noteRow(store: IndexStore, row: IndexArticleRow): void {
  if (row.barcode !== null) {
    const known = store.barcodes.get(row.barcode);
    if (known === undefined) store.barcodes.set(row.barcode, row.id);
    else if (typeof known === 'number') store.barcodes.set(row.barcode, [known, row.id]);
    else known.push(row.id);
  }
  noteSoldOut(store, row);
}

function placeSlot(store: IndexStore, slot: number, parts: ArticleParts): void {
  const { row } = parts;
  store.ids[slot] = row.id;
  store.slotById[row.id] = slot;
  store.numbers[slot] = row.articleNumber;
  store.hashes[slot] = structuralHash(parts);
  for (const [type, ids] of [
    ['theme', parts.themeIds],
    ['category', parts.categoryIds],
  ] as const) {
    const facet = store.facets[type];
    const values = store.multiValues[type];
    for (const id of ids) {
      const index = facet.indexOf.get(id);
      if (index === undefined) continue;
      setBit(facet.bits[index]!, slot);
      values.push(index);
    }
    facet.multi!.start[slot + 1] = values.length;
  }
  updateSlot(store, slot, parts);
}

/** The single-valued facets (producer, product type, campaign) of a row. */
function singleFacets(row: IndexArticleRow) {
  return [
    ['producer', row.producerId],
    ['productType', row.productTypeId],
    ['campaign', row.campaignId],
  ] as const;
}

/**
 * Applies a changed article in place; false when the change needs a rebuild (new article,
 * text, number, EAN, themes or categories changed, or an unknown producer, type or campaign).
 */
export function applyChange(store: IndexStore, parts: ArticleParts): boolean {
  return applyRow(store, parts, (slot) => structuralHash(parts) === store.hashes[slot]);
}

/**
 * A change the writer announced as stock and prices only (CatalogEvents): the article's
 * number, texts and groups are as indexed, so they are neither read nor compared.
 */
export function applyStockAndPriceChange(store: IndexStore, parts: StockAndPriceParts): boolean {
  return applyRow(store, parts, () => true);
}

function applyRow(
  store: IndexStore,
  parts: StockAndPriceParts,
  sameStructure: (slot: number) => boolean,
): boolean {
  const { row } = parts;
  // a correction counts listed articles and a text match is of listed articles and their
  // producers, which the change may alter
  store.corrections.clear();
  store.textMatches.clear();
  if (row.id >= store.slotById.length) return false;
  const slot = store.slotById[row.id]!;
  if (slot < 0) {
    if (isMainRow(row)) return false;
    noteSoldOut(store, row);
    return true;
  }
  if (!sameStructure(slot)) return false;
  for (const [type, id] of singleFacets(row)) {
    if (id !== null && !store.facets[type].indexOf.has(id)) return false;
  }
  noteSoldOut(store, row);
  updateSlot(store, slot, parts);
  return true;
}

function updateSlot(store: IndexStore, slot: number, parts: StockAndPriceParts): void {
  const { row } = parts;
  store.totals = null;
  forgetPriceCounts(store);
  accountSlot(store, slot, -1);
  store.list.set(slot, row);
  putBit(store.listed, slot, row.state !== 'soldOut');
  putBit(store.flags.stock, slot, row.stockQuantity > 0);
  putBit(store.flags.soon, slot, row.state === 'inTake');
  putBit(store.flags.preOrder, slot, row.state === 'preorder');
  // a campaign price takes precedence over the special flags (special-article.ts)
  const inCampaign = row.campaignId !== null;
  putBit(store.flags.hotDeals, slot, !inCampaign && parts.codes.includes(HOT_DEAL));
  putBit(store.flags.closeOut, slot, !inCampaign && parts.codes.includes(CLOSE_OUT));
  for (const [type, id] of singleFacets(row)) {
    const facet = store.facets[type];
    const single = facet.single!;
    const before = single[slot]!;
    const after = id === null ? -1 : (facet.indexOf.get(id) ?? -1);
    if (before === after) continue;
    if (before >= 0) putBit(facet.bits[before]!, slot, false);
    if (after >= 0) setBit(facet.bits[after]!, slot);
    single[slot] = after;
    setSingleCode(store, slot, type, after);
  }
  accountSlot(store, slot, 1);
  updateSortKeys(store, slot, parts);
}

/** Dates and prices of a slot; a changed one drops the sort orders built on it. */
function updateSortKeys(store: IndexStore, slot: number, parts: StockAndPriceParts): void {
  for (const field of DATE_FIELDS) {
    const value = dateValue(parts.row[field]);
    const dates = store.dates[field];
    if (!Object.is(dates[slot], value)) {
      dates[slot] = value;
      store.orders.delete(field);
    }
  }
  for (const [currency, prices] of store.prices) {
    const price = parts.prices.find((p) => p.currency === currency)?.price ?? -1;
    if (prices[slot] !== price) {
      prices[slot] = price;
      store.orders.delete(`price:${currency}`);
    }
  }
}

/** Indexes the words of a slot's names and descriptions, per language. */
function addTexts(store: IndexStore, slot: number, texts: ArticleParts['texts']): void {
  const english = texts.find((text) => text.language === ENGLISH)?.description;
  let previousDescription = '';
  let previousWords: string[] = [];
  for (const text of texts) {
    const language = store.languageText(text.language);
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

/** Fills an index store chunk by chunk; `finish` ends the build. */
export class IndexBuild {
  private readonly store: IndexStore;
  private readonly numberRows: { lower: string; id: number }[] = [];
  private slots = 0;

  constructor(
    entities: FacetEntities,
    readonly capacity: number,
    marks: CatalogMarks,
    private readonly pageNamesUpTo = PAGE_NAMES_UP_TO,
  ) {
    this.store = new IndexStore(entities, capacity, marks);
  }

  /** Adds the articles of one loaded chunk; false when there are more than the capacity. */
  add(data: IndexArticles): boolean {
    for (const parts of articleParts(data)) {
      const { row } = parts;
      this.numberRows.push({ lower: row.articleNumber.toLowerCase(), id: row.id });
      noteRow(this.store, row);
      if (!isMainRow(row)) continue;
      if (this.slots >= this.capacity) return false;
      const slot = this.slots++;
      placeSlot(this.store, slot, parts);
      addTexts(this.store, slot, parts.texts);
    }
    return true;
  }

  /** Sets the name sort ranks of one language from its names in sort order; equal names share a rank. */
  rankNames(code: string, ordered: Iterable<{ articleId: number; name: string }>): void {
    const language = this.store.languageText(code);
    const rank = language.nameRank;
    // the pages' names come along from the same read (index-names.ts)
    const keep = this.slots <= this.pageNamesUpTo;
    const bySlot: (string | undefined)[] = keep ? new Array<string | undefined>(this.slots) : [];
    let position = 0;
    let current = 0;
    let previous: string | null = null;
    for (const row of ordered) {
      const slot = this.store.slotOf(row.articleId);
      if (slot < 0) continue;
      if (row.name !== previous) current = position;
      previous = row.name;
      rank[slot] = current;
      if (keep) bySlot[slot] = row.name;
      position++;
    }
    language.pageNames = keep ? packNames(bySlot, this.slots) : null;
  }

  finish(): IndexStore {
    const store = this.store;
    store.size = this.slots;
    for (const language of store.languages.values()) {
      language.names.finish();
      language.descriptions.finish();
      language.firstWords.finish();
    }
    // the facet lists are packed and the growth buffers let go
    store.growth = null;
    for (const type of ['theme', 'category'] as const) {
      store.facets[type].multi!.values = Int32Array.from(store.multiValues[type]);
      store.multiValues[type] = [];
    }
    const bySlot = Array.from({ length: this.slots }, (_, slot) => slot);
    // number ranks: article numbers are unique, so the rank is a strict order
    bySlot.sort((a, b) => compareText(store.numbers[a]!, store.numbers[b]!));
    bySlot.forEach((slot, rank) => (store.numberRank[slot] = rank));
    this.numberRows.sort((a, b) => compareText(a.lower, b.lower));
    store.numbersLower = this.numberRows.map((r) => r.lower);
    store.numberIds = Int32Array.from(this.numberRows, (r) => r.id);
    return store;
  }
}
