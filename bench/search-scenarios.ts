/**
 * The catalog search bench's scenarios (run.ts, `npm run bench -- search`): a mix of searches
 * the answer cache serves after their first time, searches with a new body every time, health
 * beside those, and a mix of suggestions.
 */
import type autocannon from 'autocannon';
import { encodeSearchParams, type SearchParamsInput } from '@shop/domain/rules/search-url.ts';
import { isSortId } from '@shop/domain/rules/sort-ids.ts';
import { newSearchEveryTime, typo, type Listing } from './random-search.ts';

export interface Scenario {
  name: string;
  requests: autocannon.Request[];
  /**
   * Requests loaded beside the measured ones (8 connections, not printed); the measured ones
   * then run on one connection: how long other requests wait while the server is busy.
   */
  beside?: autocannon.Request[];
}

/** A JSON post to the running shop. */
export type Post = <T>(url: string, body: unknown, token?: string) => Promise<T>;

export const json = { 'content-type': 'application/json' };

interface SearchBody {
  searchParams: string;
  search?: string;
  offset?: number;
  language?: string;
}

function searchRequest(body: SearchBody, token?: string): autocannon.Request {
  return {
    method: 'POST',
    path: '/api/articles',
    headers: token ? { ...json, authorization: `Bearer ${token}` } : json,
    body: JSON.stringify({ offset: 0, limit: 60, language: 'de', ...body }),
  };
}

function suggestionRequest(value: string, language = 'de'): autocannon.Request {
  return {
    method: 'POST',
    path: '/api/search',
    headers: json,
    body: JSON.stringify({ language, value }),
  };
}

type ParamsInput = Omit<SearchParamsInput, 'sort'> & { sort?: number };

function params({ sort, ...input }: ParamsInput): string {
  return encodeSearchParams({ ...input, ...(isSortId(sort) ? { sort } : {}) });
}

/** Every sort id, a later page of each, and the price sorts of a customer with price ranges. */
function sortRequests(producers: { id: number }[], token: string): autocannon.Request[] {
  const search: autocannon.Request[] = [];
  for (const sort of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) {
    search.push(searchRequest({ searchParams: params({ sort }) }));
    search.push(searchRequest({ searchParams: params({ sort }), offset: 120 }));
  }
  search.push(searchRequest({ searchParams: params({ filters: ['hotDeals'], sort: 16 }) }));
  search.push(searchRequest({ searchParams: params({ filters: ['closeOut'], sort: 17 }) }));
  for (const sort of [13, 14]) {
    search.push(searchRequest({ searchParams: params({ sort }) }, token));
    search.push(
      searchRequest({ searchParams: params({ sort, minPrice: 10, maxPrice: 40 }) }, token),
    );
    search.push(
      searchRequest(
        { searchParams: params({ sort, producers: [producers[sort - 13]!.id], minPrice: 5 }) },
        token,
      ),
    );
  }
  return search;
}

/**
 * The search and suggestion mixes, drawn from the running shop: free text (names, producers,
 * article numbers, EANs, typos), facet selections with filter flags, every sort id (price
 * sorts logged in, with a price range), and later pages. Every answer counts the filters and
 * groups, as the result screen needs them.
 */
export async function catalogScenarios(post: Post): Promise<Scenario[]> {
  const login = await post<{ accessToken: string }>('/auth/login', {
    name: 'demo@example.com',
    password: 'demo-shop',
  });
  const token = login.accessToken;
  const all = await post<Listing>('/api/articles', {
    searchParams: '',
    offset: 0,
    limit: 200,
    language: 'de',
  });
  const pick = <T>(list: T[], count: number): T[] =>
    Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)]!);
  const producers = pick(all.groups.producer, 8);
  const categories = pick(all.groups.category, 8);
  const themes = pick(all.groups.theme, 8);
  const types = pick(all.groups.productType, 8);
  const names = pick(all.articles, 12);
  const words = [...new Set(names.flatMap((a) => a.name.split(' ')))].filter((w) => w.length > 4);

  const search: autocannon.Request[] = [];
  for (const word of pick(words, 12))
    search.push(searchRequest({ searchParams: '', search: word }));
  for (const producer of producers) {
    search.push(searchRequest({ searchParams: '', search: producer.name }));
    search.push(searchRequest({ searchParams: '', search: typo(producer.name.split(' ')[0]!) }));
  }
  for (const article of pick(names, 6)) {
    search.push(searchRequest({ searchParams: '', search: article.articleNumber }));
  }
  for (let i = 0; i < 8; i++) {
    search.push(
      searchRequest({
        searchParams: params({ producers: [producers[i]!.id], filters: ['stock'], sort: 12 }),
      }),
    );
    search.push(
      searchRequest({ searchParams: params({ categories: [categories[i]!.id], sort: 1 + i }) }),
    );
    search.push(
      searchRequest({
        searchParams: params({ themes: [themes[i]!.id], productTypes: [types[i]!.id] }),
      }),
    );
    search.push(
      searchRequest({
        searchParams: params({ categories: [categories[i]!.id], filters: ['preOrder'], sort: 5 }),
        search: words[i % words.length]!,
      }),
    );
  }
  search.push(...sortRequests(producers, token));

  const searchNew = [newSearchEveryTime({ articles: all.articles, groups: all.groups, token })];
  return [
    { name: 'search', requests: search },
    // every request a new body: the answer cache misses, so this measures the index and the
    // page read themselves (targets in bench/README.md)
    {
      name: 'search-new',
      requests: searchNew,
    },
    // health on one connection while new searches load the server: whether a search holds
    // the other requests of the process (docs/decisions/081-search-in-its-own-thread.md)
    {
      name: 'health beside',
      requests: [{ method: 'GET', path: '/api/health' }],
      beside: searchNew,
    },
    { name: 'suggestions', requests: suggestionRequests(producers, names, pick(words, 6)) },
  ];
}

/** The suggestion mix: producer prefixes, article numbers whole and begun, name starts, typos. */
function suggestionRequests(
  producers: { name: string }[],
  articles: { articleNumber: string; name: string }[],
  words: string[],
): autocannon.Request[] {
  const suggestions: autocannon.Request[] = [];
  for (const producer of producers) suggestions.push(suggestionRequest(producer.name.slice(0, 3)));
  for (const article of articles) {
    suggestions.push(suggestionRequest(article.articleNumber.slice(0, 4)));
    suggestions.push(suggestionRequest(article.articleNumber));
    suggestions.push(suggestionRequest(article.name.slice(0, 6)));
  }
  for (const word of words) suggestions.push(suggestionRequest(typo(word)));
  return suggestions;
}
