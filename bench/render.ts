/**
 * `npm run bench -- render`: the server's rendered pages (decision 126): an article page and a
 * listing page, each from the kept pages (the same address again, decision 128) and rendered
 * anew (another page every time, which no kept page answers yet).
 */
import { DEFAULT_PAGE_LIMIT_INDEX, PAGE_SIZES } from '@shop/domain/rules/paging.ts';
import type { Post, Scenario } from './search-scenarios.ts';

interface Listed {
  articles: { articleNumber: string }[];
  hits: number;
}

/**
 * What a browser asks for: pages are answered compressed, a kept page as it is kept
 * (decision 152), so the figures are a browser's, not a client's that takes no encoding.
 */
const headers = { 'accept-encoding': 'gzip, deflate, br' };

/** How many articles one listing page shows by default (docs/product/catalog.md#cat-page-sizes). */
const LISTING_PAGE_SIZE = PAGE_SIZES[DEFAULT_PAGE_LIMIT_INDEX];

/**
 * Pages in turn: each is rendered anew until the scenario has asked for all of them. Kept pages
 * are keyed by the parameters a page reads only (decision 128), so a parameter the page ignores
 * no longer makes an address new.
 */
function inTurn(paths: string[]): Scenario['requests'] {
  let next = 0;
  return [
    {
      method: 'GET',
      headers,
      setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }),
    },
  ];
}

export async function renderScenarios(post: Post): Promise<Scenario[]> {
  const listed = await post<Listed>('/api/articles', {
    searchParams: '',
    offset: 0,
    limit: 200,
    language: 'de',
  });
  const numbers = listed.articles.map((article) => article.articleNumber);
  const article = `/de/de/product/${numbers[0]!}`;
  const languages = ['de', 'en', 'fr', 'it', 'es', 'pl', 'ja'];
  const pages = Math.max(1, Math.ceil(listed.hits / LISTING_PAGE_SIZE));
  const listingPages = languages.flatMap((language) =>
    Array.from({ length: pages }, (_, i) => i + 1).flatMap((page) => [
      `/de/${language}/show?page=${page}`,
      `/de/${language}/show?page=${page}&type=gallery`,
    ]),
  );
  return [
    { name: 'render-article', requests: [{ method: 'GET', path: article, headers }] },
    { name: 'render-listing', requests: [{ method: 'GET', path: '/de/de/show', headers }] },
    {
      name: 'article-new',
      requests: inTurn(
        languages.flatMap((language) =>
          numbers.map((number) => `/de/${language}/product/${number}`),
        ),
      ),
    },
    { name: 'listing-new', requests: inTurn(listingPages) },
  ];
}
