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

/**
 * Random numbers from a fixed seed (BENCH_SEED, else 1): each run draws the same sequence of
 * searches, so two runs (one build against another) compare the same work. Their costs vary
 * by a factor of a hundred, and runs with their own draws differed by up to a fifth.
 */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  // mulberry32
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seededRandom(Number(process.env.BENCH_SEED ?? 1));

const anyOf = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

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
  const roll = random();
  if (roll < 0.15) input.producers = [anyOf(groups.producer).id];
  else if (roll < 0.3) input.categories = [anyOf(groups.category).id];
  else if (roll < 0.4) input.themes = [anyOf(groups.theme).id];
  else if (roll < 0.5) input.productTypes = [anyOf(groups.productType).id];
  if (random() < 0.25) input.filters = [anyOf(SEARCH_FILTERS)];
  const loggedIn = random() < 0.2;
  input.sort = loggedIn ? anyOf([13, 14]) : 1 + Math.floor(random() * 12);
  if (loggedIn && random() < 0.5) {
    input.minPrice = Math.floor(random() * 20);
    input.maxPrice = input.minPrice + 5 + Math.floor(random() * 50);
  }
  const { sort, ...rest } = input;
  const searchParams = encodeSearchParams({ ...rest, ...(isSortId(sort) ? { sort } : {}) });
  let search: string | undefined;
  if (random() < 0.6) {
    const count = random() < 0.7 ? 1 : 2;
    const chosen = Array.from({ length: count }, () => anyOf(words));
    search = chosen.map((word) => (random() < 0.1 ? typo(word) : word)).join(' ');
  }
  const body = JSON.stringify({
    searchParams,
    ...(search === undefined ? {} : { search }),
    offset: 60 * Math.floor(random() * (search === undefined ? 30 : 3)),
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
