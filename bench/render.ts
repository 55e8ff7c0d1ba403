/**
 * `npm run bench -- render`: the server's rendered pages (decision 126): an article page and a
 * listing page, each from the kept pages (the same address again, decision 128) and rendered
 * anew (a new address every time, which no kept page answers).
 */
import type { Post, Scenario } from './search-scenarios.ts';

interface Listed {
  articles: { articleNumber: string }[];
}

let counter = 0;

/** The same page with a query parameter the page ignores, new every time. */
function everyTimeNew(path: string): Scenario['requests'] {
  return [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: `${path}?bench=${++counter}` }),
    },
  ];
}

export async function renderScenarios(post: Post): Promise<Scenario[]> {
  const listed = await post<Listed>('/api/articles', {
    searchParams: '',
    offset: 0,
    limit: 1,
    language: 'de',
  });
  const article = `/de/de/product/${listed.articles[0]!.articleNumber}`;
  const listing = '/de/de/category/1';
  return [
    { name: 'render-article', requests: [{ method: 'GET', path: article }] },
    { name: 'render-listing', requests: [{ method: 'GET', path: listing }] },
    { name: 'article-new', requests: everyTimeNew(article) },
    { name: 'listing-new', requests: everyTimeNew(listing) },
  ];
}
