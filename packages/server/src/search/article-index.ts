import type { SortMeaning } from '@shop/domain/rules/sort-ids.ts';
import type { ListArticle } from './index-list.ts';
import type { IndexQuery, IndexResult } from './index-store.ts';

/** An answer now, or once an index that answers over the network has it. */
export type Awaitable<T> = T | Promise<T>;

/** What a page shows of one article: its list fields and, for a currency, its price. */
export interface PageArticle {
  listed: ListArticle;
  /** the customer's unit price of one case in minor units; null without one or no currency */
  price: number | null;
}

/**
 * What the search service (search.service.ts) asks of an index of the catalog's articles, by
 * article id and never by an index's own slots (docs/decisions/115-the-search-seam.md): a
 * search with its counts, groups and price bounds, the page's names, prices and list fields,
 * the did-you-mean, and the lookups the suggestions are made of. Every answer may be a promise,
 * and a page is asked for at once, so an index over the network answers a search in a few
 * round trips. The in-memory index
 * (search-index.ts) implements it; another index implements the same and runs the search
 * conformance suite (search-conformance.fixtures.ts).
 */
export interface ArticleIndex {
  /** The page of `limit` ids from `offset` in the sort's order, with every count of the query. */
  search(
    query: IndexQuery,
    sort: SortMeaning,
    offset: number,
    limit: number,
    withPage: boolean,
  ): Awaitable<IndexResult>;
  /** How many articles the query finds. */
  hits(query: IndexQuery): Awaitable<number>;
  /** A better spelling of free text that finds little; null when there is none. */
  correct(languageCode: string, text: string): Awaitable<string | null>;
  /** The names of `ids` in the language; undefined when the index keeps none of it. */
  pageNames(ids: readonly number[], language: string): Awaitable<(string | null)[] | undefined>;
  /** The page's articles in the order of `ids`, null for an id the index no longer holds. */
  pageArticles(
    ids: readonly number[],
    language: string,
    currency: string | null,
  ): Awaitable<(PageArticle | null)[]>;
  /** Ids (variants included) whose lower-cased number is the text, or starts with it. */
  rowIdsByNumberPrefix(
    prefix: string,
    limit: number,
  ): Awaitable<{ exact: number[]; prefix: number[] }>;
  /** Ids whose EAN is the text. */
  rowIdsByBarcode(text: string): Awaitable<number[]>;
  /** Listed articles whose name in the language starts with the text's first word. */
  namePrefixIds(languageCode: string, text: string, limit: number): Awaitable<number[]>;
  /** Listed articles whose name has, for every word of the text, a word starting with it. */
  nameWordIds(languageCode: string, text: string, limit: number): Awaitable<number[]>;
  /** Producer and theme names in the language that the text names, best first. */
  nameCompletions(
    languageCode: string,
    text: string,
    limit: number,
  ): Awaitable<{ name: string; kind: 'producer' | 'theme' }[]>;
  /** Categories and product types the text names, best first, with a subcategory's parent. */
  groupCompletions(
    languageCode: string,
    text: string,
    limit: number,
  ): Awaitable<
    { type: 'category' | 'productType'; id: number; name: string; parent: string | null }[]
  >;
}
