import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articleSearchRequestSchema } from '@shop/domain/api/search.ts';
import { suggestionRequestSchema } from '@shop/domain/api/suggestions.ts';
import type { RouteContext } from '#server/route-context.ts';
import { IndexSnapshotFile } from './index-snapshot.ts';
import { SearchIndexKeeper } from './search-index-keeper.ts';
import { checkExportRate } from './export-limit.ts';
import { SearchAnswers } from './search-answers.ts';
import { LocalSearchEngine, type SearchEngine } from './search-engine.ts';
import { ThreadSearchEngine, type SearchThreadLog } from './search-thread.ts';
import { searchSettings, searchThreadSettings, startSearchThread } from './search-thread-start.ts';

/**
 * The search in a thread of its own when the configuration asks for it and another thread can
 * open the database (decision 081), else on the event loop. The thread may have been started
 * before the app was built (early-search-thread.ts).
 */
function openSearchEngine(context: RouteContext, log: SearchThreadLog): SearchEngine {
  const { config, database, catalogEvents, earlySearchThread } = context;
  const threadSettings = searchThreadSettings(config, database.sqlite?.name);
  const engine = threadSettings
    ? new ThreadSearchEngine(
        threadSettings,
        catalogEvents,
        log,
        (settings) => earlySearchThread?.take(settings) ?? startSearchThread(settings),
      )
    : localSearchEngine(context, log);
  // an early thread no engine took (other settings, or the search on the event loop) is stopped
  void earlySearchThread?.dismiss();
  return engine;
}

function localSearchEngine(
  { config, database, catalogEvents }: RouteContext,
  log: SearchThreadLog,
): SearchEngine {
  const settings = searchSettings(config);
  const keeper = SearchIndexKeeper.open(database, catalogEvents, {
    syncIntervalMs: settings.syncIntervalMs,
    snapshot: new IndexSnapshotFile(settings.searchIndexDir, settings.databaseSource),
    log,
  });
  return new LocalSearchEngine(database, keeper, settings);
}

/**
 * Article search and suggestions (docs/product/catalog.md#cat-list-call); open to visitors, prices
 * only logged in. The search index is built in the background while the server already listens
 * (searches wait for it, and the process reports ready only once it is built) and kept until it
 * closes.
 */
export const searchRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const engine = openSearchEngine(context, {
      info: (message) => app.log.info(message),
      error: (error, message) => app.log.error({ err: error }, message),
    });
    context.startup.track(engine.ready);
    app.addHook('onClose', () => engine.close());
    const answers = new SearchAnswers(engine);

    app.post(
      '/api/articles',
      {
        preHandler: context.guards.optional,
        // no Fastify response schema: SearchAnswers keeps each fresh answer as JSON text
        // (checked against the contract's schema outside production), sent as it is
        schema: { body: articleSearchRequestSchema },
      },
      async (request, reply) => {
        const { customer } = request;
        if (request.body.csv === true) {
          await checkExportRate(
            context.rateLimiter,
            customer ? `a${customer.accountId}` : request.ip,
          );
        }
        // the guard has read the account already: its price currency costs no second query
        const currency = customer?.priceCurrency ?? null;
        const json = await answers.articles(request.body, customer !== null, currency);
        return reply.type('application/json').send(json);
      },
    );

    app.post(
      '/api/search',
      { schema: { body: suggestionRequestSchema } },
      async (request, reply) => {
        const json = await answers.suggestions(request.body);
        return reply.type('application/json').send(json);
      },
    );
  };
