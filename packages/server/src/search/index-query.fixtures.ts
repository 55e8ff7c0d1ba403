import type { IndexQuery } from './index-store.ts';

/** A query every article of the language matches, with what a test sets on top of it. */
export function everyArticle(language: string, overrides: Partial<IndexQuery> = {}): IndexQuery {
  return {
    language,
    producers: [],
    themes: [],
    categories: [],
    productTypes: [],
    campaigns: [],
    filters: [],
    articleNumbers: [],
    text: '',
    currency: null,
    ...overrides,
  };
}
