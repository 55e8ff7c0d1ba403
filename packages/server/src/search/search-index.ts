import type { SortMeaning } from '@shop/domain/rules/sort-ids.ts';
import {
  applyChange,
  applyStockAndPriceChange,
  IndexBuild,
  type ArticleParts,
  type StockAndPriceParts,
} from './index-build.ts';
import { groupCompletions, nameCompletions } from './index-completions.ts';
import { producerName } from './index-facets.ts';
import { countHits, runSearch } from './index-query.ts';
import {
  IndexStore,
  type IndexQuery,
  type IndexResult,
  type IndexStoreData,
} from './index-store.ts';
import { namePrefixIds, nameWordIds, rowIdsByBarcode, rowIdsByNumberPrefix } from './index-text.ts';
import type { ArticleIndex, PageArticle } from './article-index.ts';
import type { ListArticle } from './index-list.ts';
import { namesOf } from './index-names.ts';
import { correct } from './index-typos.ts';
import type { CatalogMarks, FacetEntities, IndexArticles } from './search.repository.ts';

/**
 * The in-memory search index of the listed catalog (docs/decisions/010-search-index.md).
 *
 * Every main article (no main number, or its own) has a slot. Per slot it keeps compact typed
 * arrays (facet ids, dates, prices, sort ranks) and bit sets per facet value and filter flag,
 * so hits, filter counts and group counts are intersections and counting passes. Free text
 * goes through per-language word indexes of names and descriptions plus the words of producer
 * and theme names; article numbers and EANs of every row are kept for exact and prefix hits.
 *
 * This class is the index's one face; its parts (data, build, facets, order, text, typos,
 * completions, query) are the `index-*.ts` modules (docs/decisions/032-search-index-parts.md).
 */

export { articleParts, isMainRow, stockAndPriceParts } from './index-build.ts';
export type { GroupCount, IndexQuery, IndexResult } from './index-store.ts';
export { FEW_HITS } from './index-typos.ts';

export class SearchIndexBuilder {
  private readonly build: IndexBuild;

  /** `pageNamesUpTo`: the largest catalog whose names the index keeps for pages (index-names.ts). */
  constructor(
    entities: FacetEntities,
    capacity: number,
    marks: CatalogMarks,
    pageNamesUpTo?: number,
  ) {
    this.build = new IndexBuild(entities, capacity, marks, pageNamesUpTo);
  }

  get capacity(): number {
    return this.build.capacity;
  }

  /** Adds the articles of one loaded chunk; false when there are more than the capacity. */
  add(data: IndexArticles): boolean {
    return this.build.add(data);
  }

  /** Sets the name sort ranks of one language from its names in sort order; equal names share a rank. */
  rankNames(code: string, ordered: Iterable<{ articleId: number; name: string }>): void {
    this.build.rankNames(code, ordered);
  }

  finish(): SearchIndex {
    return new SearchIndex(this.build.finish());
  }
}

export class SearchIndex implements ArticleIndex {
  constructor(private readonly store: IndexStore) {}

  /** The built data for a snapshot file (index-snapshot.ts). */
  snapshotData(): IndexStoreData {
    return this.store.toData();
  }

  static fromSnapshotData(data: IndexStoreData): SearchIndex {
    return new SearchIndex(IndexStore.fromData(data));
  }

  /** Slots in use: the main articles read by the build. */
  get size(): number {
    return this.store.size;
  }

  get capacity(): number {
    return this.store.capacity;
  }

  get entities(): FacetEntities {
    return this.store.entities;
  }

  /** The catalog state the index reflects; the keeper moves `lastUpdate` after a sync. */
  get marks(): CatalogMarks {
    return this.store.marks;
  }

  set marks(marks: CatalogMarks) {
    this.store.marks = marks;
  }

  /**
   * Applies a changed article in place; false when the change needs a rebuild (new article,
   * text, number, EAN, themes or categories changed, or an unknown producer, type or campaign).
   */
  apply(parts: ArticleParts): boolean {
    return applyChange(this.store, parts);
  }

  /** A stock or price change of an indexed article; false when only a rebuild can apply it. */
  applyStockAndPrice(parts: StockAndPriceParts): boolean {
    return applyStockAndPriceChange(this.store, parts);
  }

  search(
    query: IndexQuery,
    sort: SortMeaning,
    offset: number,
    limit: number,
    withPage: boolean,
  ): IndexResult {
    const store = this.store;
    return store.withScratch(() => runSearch(store, query, sort, { offset, limit, withPage }));
  }

  /** How many articles the query finds: a did-you-mean's answer is needed only if more. */
  hits(query: IndexQuery): number {
    const store = this.store;
    return store.withScratch(() => countHits(store, query));
  }

  /** Did-you-mean for free text that finds little (index-typos.ts); null when nothing better. */
  correct(languageCode: string, text: string): string | null {
    return correct(this.store, languageCode, text);
  }

  /** The customer's unit price of one case in minor units, null without one in the currency. */
  priceOf(id: number, currency: string): number | null {
    return this.store.priceOf(id, currency);
  }

  /** The producer's name in the language; null for a producer the index does not know yet. */
  producerName(id: number, language: string): string | null {
    return producerName(this.store, id, language);
  }

  /**
   * The names in the language of articles the index holds, in the order of `ids` (null where
   * an article has none); undefined when the index keeps no names of the language.
   */
  pageNames(ids: readonly number[], language: string): (string | null)[] | undefined {
    const names = this.store.languages.get(language)?.pageNames;
    if (!names) return undefined;
    return namesOf(
      names,
      ids.map((id) => this.store.slotOf(id)),
    );
  }

  /** What a page shows of an article but its name and price; null for an id without a slot. */
  listArticle(id: number, language: string): ListArticle | null {
    const store = this.store;
    const slot = store.slotOf(id);
    if (slot < 0) return null;
    const producer = store.facets.producer;
    const entity = producer.single![slot]!;
    const name = entity < 0 ? null : producerName(store, producer.rows[entity]!.id, language);
    return store.list.get(slot, store.numbers[slot]!, name);
  }

  pageArticles(ids: readonly number[], language: string, currency: string | null) {
    return ids.map((id): PageArticle | null => {
      const listed = this.listArticle(id, language);
      if (!listed) return null;
      return { listed, price: currency === null ? null : this.priceOf(id, currency) };
    });
  }

  /** Row ids (variants included) whose lower-cased number starts with the text. */
  rowIdsByNumberPrefix(prefix: string, limit: number): { exact: number[]; prefix: number[] } {
    return rowIdsByNumberPrefix(this.store, prefix, limit);
  }

  rowIdsByBarcode(text: string): number[] {
    return rowIdsByBarcode(this.store, text);
  }

  /** Listed slots whose name in the language starts with the text's first word. */
  namePrefixIds(languageCode: string, text: string, limit: number): number[] {
    return namePrefixIds(this.store, languageCode, text, limit);
  }

  /** Listed articles whose name has, for every word of the text, a word starting with it. */
  nameWordIds(languageCode: string, text: string, limit: number): number[] {
    return nameWordIds(this.store, languageCode, text, limit);
  }

  /** Producer and theme names in the language that the text names, best first. */
  nameCompletions(
    languageCode: string,
    text: string,
    limit: number,
  ): { name: string; kind: 'producer' | 'theme' }[] {
    return nameCompletions(this.store, languageCode, text, limit);
  }

  /** Categories and product types the text names, best first, with a subcategory's parent. */
  groupCompletions(
    languageCode: string,
    text: string,
    limit: number,
  ): { type: 'category' | 'productType'; id: number; name: string; parent: string | null }[] {
    return groupCompletions(this.store, languageCode, text, limit);
  }

  /** Approximate bytes of the word indexes, for the start log. */
  textBytes(): number {
    let total = 0;
    for (const language of this.store.languages.values()) {
      total += language.names.bytes() + language.descriptions.bytes();
      total += language.firstWords.bytes();
    }
    return total;
  }
}
