import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleSearchRequest } from '@shop/domain/api/search.ts';
import { articleSearchResponseSchema } from '@shop/domain/api/search.ts';
import type { SuggestionRequest } from '@shop/domain/api/suggestions.ts';
import { encodeSearchParams } from '@shop/domain/rules/search-url.ts';
import { CatalogEvents } from '#server/events/catalog-events.ts';
import { AppError } from '#server/http/app-error.ts';
import { startWorkerThread } from '#server/system/worker-thread.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { SearchAnswers } from './search-answers.ts';
import { LocalSearchEngine } from './search-engine.ts';
import { SearchIndexKeeper } from './search-index-keeper.ts';
import { ThreadSearchEngine } from './search-thread.ts';
import { threadDatabaseOf } from './search-thread-start.ts';
import type { SearchThreadSettings } from './search-thread.worker.ts';
import { articleInStockWithProducer } from './stock-count.fixtures.ts';

/**
 * The search in its own thread (docs/decisions/081-search-in-its-own-thread.md): the same
 * answers as on the event loop, the catalog's changes heard before a cached answer is served
 * again, and a stopped thread replaced.
 */
let t: TestApp;
let events: CatalogEvents;
let local: LocalSearchEngine;
let thread: ThreadSearchEngine;
const threads: Worker[] = [];
const logged: string[] = [];

beforeAll(async () => {
  ({ t } = await seededApp({
    articles: 40,
    referenceDate: '2026-11-25',
    env: { SEARCH_THREAD: 'on', CATALOG_SYNC_INTERVAL_MS: '600000' },
  }));
  events = new CatalogEvents();
  const keeper = SearchIndexKeeper.open(t.database.handle, events);
  local = new LocalSearchEngine(t.database.handle, keeper, { checkContract: true });
  const settings: SearchThreadSettings = {
    database: threadDatabaseOf(t.config.databaseUrl, t.database.handle.sqlite?.name)!,
    searchIndexDir: `${t.config.searchIndexDir}-thread-test`,
    databaseSource: 'search-thread.test',
    syncIntervalMs: 600_000,
    checkContract: true,
  };
  thread = new ThreadSearchEngine(
    settings,
    events,
    { info: () => undefined, error: (_error, message) => logged.push(message) },
    (workerSettings) => {
      const worker = startWorkerThread(import.meta.url, 'search-thread.worker', {
        workerData: workerSettings,
      });
      threads.push(worker);
      return worker;
    },
  );
  await Promise.all([local.ready, thread.ready]);
}, 60_000);
afterAll(async () => {
  await thread.close();
  await local.close();
  await t.close();
});

const visitor: ArticleSearchRequest = { searchParams: '', offset: 0, limit: 60, language: 'de' };
const requests: [string, ArticleSearchRequest, boolean, string | null][] = [
  ['a visitor', visitor, false, null],
  [
    'a customer with a price sort and range',
    {
      searchParams: encodeSearchParams({ sort: 13, minPrice: 1, maxPrice: 80 }),
      offset: 20,
      limit: 20,
      language: 'en',
    },
    true,
    'EUR',
  ],
  [
    'free text with a typo (did-you-mean)',
    { searchParams: '', search: 'figurr', offset: 0, limit: 20, language: 'en' },
    false,
    null,
  ],
];

describe('a search thread', () => {
  it.each(requests)(
    'answers %s as the search on the event loop does',
    async (_, request, loggedIn, currency) => {
      const [fromThread, fromLoop] = await Promise.all([
        thread.articles(request, loggedIn, currency),
        local.articles(request, loggedIn, currency),
      ]);
      expect(fromThread.json).toBe(fromLoop.json);
      articleSearchResponseSchema.parse(JSON.parse(fromThread.json));
    },
  );

  it('suggests as the search on the event loop does', async () => {
    const request: SuggestionRequest = { value: 'fig', language: 'en' };
    const [fromThread, fromLoop] = await Promise.all([
      thread.suggestions(request),
      local.suggestions(request),
    ]);
    expect(fromThread.json).toBe(fromLoop.json);
  });

  it('refuses a bad search as the search on the event loop does', async () => {
    const request = { ...visitor, searchParams: "pr=1'--" };
    const [fromThread, fromLoop] = await Promise.allSettled([
      thread.articles(request, false, null),
      local.articles(request, false, null),
    ]);
    expect(fromThread.status).toBe('rejected');
    expect(fromLoop.status).toBe('rejected');
    const refused = (fromThread as PromiseRejectedResult).reason as AppError;
    const expected = (fromLoop as PromiseRejectedResult).reason as AppError;
    expect(refused).toBeInstanceOf(AppError);
    expect([refused.statusCode, refused.code, refused.message]).toEqual([
      expected.statusCode,
      expected.code,
      expected.message,
    ]);
  });

  it('serves no cached answer once a change was passed on, until the thread applied it', async () => {
    const answers = new SearchAnswers(thread);
    const article = await articleInStockWithProducer(t.database.handle.db);
    const request = article.searchBody;
    const stockCount = async () =>
      articleSearchResponseSchema.parse(JSON.parse(await answers.articles(request, false, null)))
        .filters.stock.count;
    const before = await stockCount();
    expect(await stockCount()).toBe(before);
    await article.takeStock();
    events.articlesChanged([article.id]);
    // asked at once: the thread has not heard of the change yet, so the cache must not answer
    expect(await stockCount()).toBe(before - 1);
  });
});

describe('a search thread that stops', () => {
  it('answers 503 meanwhile, starts again, and serves nothing cached by the stopped thread', async () => {
    const answers = new SearchAnswers(thread);
    const article = await articleInStockWithProducer(t.database.handle.db);
    const stockCount = async () =>
      articleSearchResponseSchema.parse(
        JSON.parse(await answers.articles(article.searchBody, false, null)),
      ).filters.stock.count;
    const before = await stockCount();
    expect(await stockCount()).toBe(before);
    // written without an announcement: only a new index (built or synced) sees it
    await article.takeStock();

    // asked while the thread is being stopped: it never answers, so the stop must
    const terminating = threads.at(-1)!.terminate();
    const searching = thread.articles({ ...visitor, search: 'figure' }, false, null);
    await terminating;
    await expect(searching).rejects.toMatchObject({ statusCode: 503, code: 'SEARCH_UNAVAILABLE' });
    await expect(thread.articles(visitor, false, null)).rejects.toMatchObject({ statusCode: 503 });
    expect(logged).toContain('search thread stopped, starting again');

    const stopped = performance.now();
    let count: number | undefined;
    while (count === undefined && performance.now() - stopped < 30_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      count = await stockCount().catch(() => undefined);
    }
    expect(threads).toHaveLength(2);
    expect(count).toBe(before - 1);
  }, 40_000);

  it('ends with close: a search asked meanwhile settles, later ones answer 503', async () => {
    const exited = new Promise((resolve) => threads.at(-1)!.once('exit', resolve));
    const searching = thread.articles(visitor, false, null).then(
      () => 'answered',
      (error: AppError) => error.code,
    );
    await thread.close();
    expect(['answered', 'SEARCH_UNAVAILABLE']).toContain(await searching);
    await expect(thread.articles(visitor, false, null)).rejects.toMatchObject({ statusCode: 503 });
    await exited;
  });
});

describe('the app with its search in a thread', () => {
  it('answers searches and refuses bad ones in the error shape', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/articles', payload: visitor });
    expect(res.statusCode, res.body).toBe(200);
    expect(articleSearchResponseSchema.parse(res.json()).articles.length).toBeGreaterThan(0);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/articles',
      payload: { ...visitor, searchParams: "pr=1'--" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'INVALID_SEARCH' } });
  });
});
