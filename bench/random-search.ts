/**
 * Searches no shopper sent before, for `npm run bench -- search` (run.ts): every request gets a
 * body drawn at random from the catalog's name words and groups, so the answer cache cannot
 * serve it (issue 17, "Search, cold").
 */
import type autocannon from 'autocannon';
import {
  SEARCH_FILTERS,
  encodeSearchParams,
  type SearchParamsInput,
} from '@shop/domain/rules/search-url.ts';
import { isSortId } from '@shop/domain/rules/sort-ids.ts';

const json = { 'content-type': 'application/json' };

export interface Listing {
  hits: number;
  articles: { articleNumber: string; name: string }[];
  groups: Record<'category' | 'producer' | 'productType' | 'theme', { id: number; name: string }[]>;
}

/** What random searches are drawn from: name words and the catalog's groups. */
interface SearchVocabulary {
  articles: Listing['articles'];
  groups: Listing['groups'];
  token: string;
}

const anyOf = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/**
 * A search no shopper sent before: one or two name words (one in ten with a letter
 * missing), a group, a filter flag, a sort and a page, each drawn at random; a fifth of them
 * logged in with a price sort and range. The answer cache cannot serve it.
 */
function randomSearchBody(
  vocabulary: SearchVocabulary,
  words: readonly string[],
): { body: string; token?: string } {
  const { groups } = vocabulary;
  const input: Omit<SearchParamsInput, 'sort'> & { sort?: number } = {};
  const roll = Math.random();
  if (roll < 0.15) input.producers = [anyOf(groups.producer).id];
  else if (roll < 0.3) input.categories = [anyOf(groups.category).id];
  else if (roll < 0.4) input.themes = [anyOf(groups.theme).id];
  else if (roll < 0.5) input.productTypes = [anyOf(groups.productType).id];
  if (Math.random() < 0.25) input.filters = [anyOf(SEARCH_FILTERS)];
  const loggedIn = Math.random() < 0.2;
  input.sort = loggedIn ? anyOf([13, 14]) : 1 + Math.floor(Math.random() * 12);
  if (loggedIn && Math.random() < 0.5) {
    input.minPrice = Math.floor(Math.random() * 20);
    input.maxPrice = input.minPrice + 5 + Math.floor(Math.random() * 50);
  }
  const { sort, ...rest } = input;
  const searchParams = encodeSearchParams({ ...rest, ...(isSortId(sort) ? { sort } : {}) });
  let search: string | undefined;
  if (Math.random() < 0.6) {
    const count = Math.random() < 0.7 ? 1 : 2;
    const chosen = Array.from({ length: count }, () => anyOf(words));
    search = chosen.map((word) => (Math.random() < 0.1 ? typo(word) : word)).join(' ');
  }
  const body = JSON.stringify({
    searchParams,
    ...(search === undefined ? {} : { search }),
    offset: 60 * Math.floor(Math.random() * (search === undefined ? 30 : 3)),
    limit: 60,
    language: 'de',
  });
  return loggedIn ? { body, token: vocabulary.token } : { body };
}

/** A request whose body autocannon draws anew for every request it sends. */
export function newSearchEveryTime(vocabulary: SearchVocabulary): autocannon.Request {
  const words = [...new Set(vocabulary.articles.flatMap((a) => a.name.split(' ')))].filter(
    (w) => w.length > 3,
  );
  return {
    method: 'POST',
    path: '/api/articles',
    headers: json,
    setupRequest: (request) => {
      const { body, token } = randomSearchBody(vocabulary, words);
      const headers = token ? { ...json, authorization: `Bearer ${token}` } : json;
      return { ...request, headers, body };
    },
  };
}

/** Drops one letter in the middle: a typo the did-you-mean should repair. */
export function typo(word: string): string {
  const at = Math.floor(word.length / 2);
  return word.slice(0, at) + word.slice(at + 1);
}
