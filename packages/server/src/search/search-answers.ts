import { articleSearchResponseSchema, type ArticleSearchRequest } from '@shop/domain/api/search.ts';
import { suggestionResponseSchema, type SuggestionRequest } from '@shop/domain/api/suggestions.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import { AnswerCache } from './answer-cache.ts';
import type { SearchIndex } from './search-index.ts';
import type { SearchIndexKeeper } from './search-index-keeper.ts';
import { searchArticles, suggest } from './search.service.ts';

/**
 * Search and suggestion answers as JSON text, served from the answer cache when the same
 * request was answered since the index last changed. Outside production a fresh answer goes
 * through the contract's response schema before it is cached and sent, so the tests find any
 * field outside the contract even though Fastify sends the text as it is. In production the
 * answer is sent as built (its fields are set one by one, never spread from a row): the check
 * cost 6 % of an uncached search (docs/decisions/067-search-new-cheaper.md).
 */
export class SearchAnswers {
  readonly #cache = new AnswerCache();

  constructor(
    private readonly database: DatabaseHandle,
    private readonly keeper: SearchIndexKeeper,
    private readonly options: { checkContract: boolean },
  ) {}

  /** `currency` is the caller's price currency (null: no prices); the answer depends on it only. */
  async articles(
    request: ArticleSearchRequest,
    loggedIn: boolean,
    currency: string | null,
  ): Promise<string> {
    const key = JSON.stringify(['articles', loggedIn, currency, request]);
    return this.#cached(key, async (index) => {
      const answer = await searchArticles(
        this.database.db,
        { index, sqlite: this.database.sqlite },
        request,
        loggedIn,
        currency,
      );
      return this.options.checkContract ? articleSearchResponseSchema.parse(answer) : answer;
    });
  }

  async suggestions(request: SuggestionRequest): Promise<string> {
    const key = JSON.stringify(['suggestions', request]);
    return this.#cached(key, async (index) => {
      const suggestions = await suggest(this.database.db, index, request);
      const answer = { suggestions };
      return this.options.checkContract ? suggestionResponseSchema.parse(answer) : answer;
    });
  }

  async #cached(key: string, build: (index: SearchIndex) => Promise<unknown>): Promise<string> {
    // checked before the index is asked for: with no change waiting, a cached answer is
    // still right and costs no database query (the index's look for new rows is one)
    const settled = this.keeper.settledVersion();
    if (settled !== undefined) {
      const cached = this.#cache.get(key, settled);
      if (cached !== undefined) return cached;
    }
    const index = await this.keeper.current();
    const cached = this.#cache.get(key, this.keeper.version);
    if (cached !== undefined) return cached;
    const version = this.keeper.version;
    const json = JSON.stringify(await build(index));
    this.#cache.set(key, version, json);
    return json;
  }
}
