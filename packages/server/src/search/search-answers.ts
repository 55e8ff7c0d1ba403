import type { ArticleSearchRequest } from '@shop/domain/api/search.ts';
import type { SuggestionRequest } from '@shop/domain/api/suggestions.ts';
import { AnswerCache } from './answer-cache.ts';
import type { EngineAnswer, SearchEngine } from './search-engine.ts';

/**
 * Search and suggestion answers as JSON text, served from the answer cache when the same
 * request was answered since the index last changed; the engine works out the others.
 */
export class SearchAnswers {
  readonly #cache = new AnswerCache();

  constructor(private readonly engine: SearchEngine) {}

  /** `currency` is the caller's price currency (null: no prices); the answer depends on it only. */
  articles(
    request: ArticleSearchRequest,
    loggedIn: boolean,
    currency: string | null,
  ): Promise<string> {
    const key = JSON.stringify(['articles', loggedIn, currency, request]);
    return this.#cached(key, () => this.engine.articles(request, loggedIn, currency));
  }

  suggestions(request: SuggestionRequest): Promise<string> {
    const key = JSON.stringify(['suggestions', request]);
    return this.#cached(key, () => this.engine.suggestions(request));
  }

  async #cached(key: string, build: () => Promise<EngineAnswer>): Promise<string> {
    // checked before the engine is asked: with no change waiting, a cached answer is still
    // right and costs no database query (the index's look for new rows is one)
    const settled = this.engine.settledVersion();
    if (settled !== undefined) {
      const cached = this.#cache.get(key, settled);
      if (cached !== undefined) return cached;
    }
    const { version, json } = await build();
    this.#cache.set(key, version, json);
    return json;
  }
}
