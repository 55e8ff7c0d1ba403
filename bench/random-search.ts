/**
 * Searches no shopper sent before, for `npm run bench -- search` (run.ts): every request gets a
 * body drawn at random from the catalog's name words and groups, so the answer cache cannot
 * serve it (the search targets of bench/README.md).
 */
import type autocannon from 'autocannon';
import {
  SEARCH_FILTERS,
  encodeSearchParams,
  type SearchParamsInput,
} from '@shop/domain/rules/search-url.ts';
import { isSortId } from '@shop/domain/rules/sort-ids.ts';
import { Random } from '../packages/server/src/seed/random.ts';

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
 * Random numbers from a fixed seed (BENCH_SEED, else 1), with the seed command's generator:
 * each run draws the same sequence of searches, so two runs (one build against another)
 * compare the same work. Their costs vary by a factor of a hundred, and runs with their own
 * draws differed by up to a fifth.
 */
const seed = Number(process.env.BENCH_SEED ?? 1);
if (!Number.isSafeInteger(seed))
  throw new Error(`BENCH_SEED must be an integer, not "${process.env.BENCH_SEED}"`);
const generator = new Random(seed);

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
  const roll = generator.next();
  if (roll < 0.15) input.producers = [generator.pick(groups.producer).id];
  else if (roll < 0.3) input.categories = [generator.pick(groups.category).id];
  else if (roll < 0.4) input.themes = [generator.pick(groups.theme).id];
  else if (roll < 0.5) input.productTypes = [generator.pick(groups.productType).id];
  if (generator.next() < 0.25) input.filters = [generator.pick(SEARCH_FILTERS)];
  const loggedIn = generator.next() < 0.2;
  input.sort = loggedIn ? generator.pick([13, 14]) : generator.int(1, 12);
  if (loggedIn && generator.next() < 0.5) {
    input.minPrice = generator.int(0, 19);
    input.maxPrice = input.minPrice + generator.int(5, 54);
  }
  const { sort, ...rest } = input;
  const searchParams = encodeSearchParams({ ...rest, ...(isSortId(sort) ? { sort } : {}) });
  let search: string | undefined;
  if (generator.next() < 0.6) {
    const count = generator.next() < 0.7 ? 1 : 2;
    const chosen = Array.from({ length: count }, () => generator.pick(words));
    search = chosen.map((word) => (generator.next() < 0.1 ? typo(word) : word)).join(' ');
  }
  const body = JSON.stringify({
    searchParams,
    ...(search === undefined ? {} : { search }),
    offset: 60 * generator.int(0, search === undefined ? 29 : 2),
    limit: 60,
    language: 'de',
  });
  return loggedIn ? { body, token: vocabulary.token } : { body };
}

/**
 * A request whose body autocannon draws anew for every request it sends. A draw that repeats
 * an earlier body is drawn again: about a fifth of 30,000 draws did (a page and sort of a
 * listing without words), and the answer cache could serve those.
 */
export function newSearchEveryTime(vocabulary: SearchVocabulary): autocannon.Request {
  const words = [...new Set(vocabulary.articles.flatMap((a) => a.name.split(' ')))].filter(
    (w) => w.length > 3,
  );
  const sent = new Set<string>();
  return {
    method: 'POST',
    path: '/api/articles',
    headers: json,
    setupRequest: (request) => {
      let drawn = randomSearchBody(vocabulary, words);
      while (sent.has(`${drawn.token !== undefined} ${drawn.body}`)) {
        drawn = randomSearchBody(vocabulary, words);
      }
      sent.add(`${drawn.token !== undefined} ${drawn.body}`);
      const { body, token } = drawn;
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
