import { articleSearchResponseSchema, type ArticleSearchRequest } from '@shop/domain/api/search.ts';
import { suggestionResponseSchema, type SuggestionRequest } from '@shop/domain/api/suggestions.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import type { SearchIndexKeeper } from './search-index-keeper.ts';
import { searchArticles, suggest } from './search.service.ts';

/** A fresh answer as JSON text, with the index version it was worked out at. */
export interface EngineAnswer {
  version: number;
  json: string;
}

/**
 * What the search routes ask of the search (docs/decisions/081-search-in-its-own-thread.md):
 * fresh answers and the version they belong to. `LocalSearchEngine` works them out on the
 * calling thread; `search-thread.ts` in a worker thread that holds the index.
 */
export interface SearchEngine {
  /** Settles once the first index is built (the process reports ready only then). */
  readonly ready: Promise<void>;
  /**
   * The index's version when no change is queued or running, so an answer cached at that
   * version is still right without asking the engine; undefined otherwise.
   */
  settledVersion(): number | undefined;
  /** `currency` is the caller's price currency (null: no prices); the answer depends on it only. */
  articles(
    request: ArticleSearchRequest,
    loggedIn: boolean,
    currency: string | null,
  ): Promise<EngineAnswer>;
  suggestions(request: SuggestionRequest): Promise<EngineAnswer>;
  close(): Promise<void>;
}

/**
 * The search worked out on the thread that asks: the keeper's index and the database handle's
 * connection. Outside production a fresh answer goes through the contract's response schema
 * before it is sent, so the tests find any field outside the contract even though Fastify sends
 * the text as it is. In production the answer is sent as built (its fields are set one by one,
 * never spread from a row): the check was a share of every uncached search worth saving
 * (decision 067).
 */
export class LocalSearchEngine implements SearchEngine {
  readonly ready: Promise<void>;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly keeper: SearchIndexKeeper,
    private readonly options: { checkContract: boolean },
  ) {
    this.ready = keeper.ready;
  }

  settledVersion(): number | undefined {
    return this.keeper.settledVersion();
  }

  async articles(
    request: ArticleSearchRequest,
    loggedIn: boolean,
    currency: string | null,
  ): Promise<EngineAnswer> {
    const index = await this.keeper.current();
    const version = this.keeper.version;
    const answer = await searchArticles(
      this.database.db,
      { index, sqlite: this.database.sqlite },
      request,
      loggedIn,
      currency,
    );
    const checked = this.options.checkContract ? articleSearchResponseSchema.parse(answer) : answer;
    return { version, json: JSON.stringify(checked) };
  }

  async suggestions(request: SuggestionRequest): Promise<EngineAnswer> {
    const index = await this.keeper.current();
    const version = this.keeper.version;
    const answer = { suggestions: await suggest(this.database.db, index, request) };
    const checked = this.options.checkContract ? suggestionResponseSchema.parse(answer) : answer;
    return { version, json: JSON.stringify(checked) };
  }

  close(): Promise<void> {
    return this.keeper.close();
  }
}
