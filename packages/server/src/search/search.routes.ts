import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articleSearchRequestSchema } from '@shop/domain/api/search.ts';
import { suggestionRequestSchema } from '@shop/domain/api/suggestions.ts';
import type { AppConfig } from '#server/config/env.ts';
import type { RouteContext } from '#server/route-context.ts';
import { IndexSnapshotFile } from './index-snapshot.ts';
import { SearchIndexKeeper } from './search-index-keeper.ts';
import { checkExportRate } from './export-limit.ts';
import { SearchAnswers } from './search-answers.ts';

/**
 * Article search and suggestions (spec 2 sections 3 to 5); open to visitors, prices only
 * logged in. The search index is built in the background while the server already listens
 * (searches wait for it, and the process reports ready only once it is built) and kept until it
 * closes.
 */
/** The database a snapshot was read from, without credentials. */
function databaseSource(config: AppConfig): string {
  if (!config.databaseUrl) return `sqlite:${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `${url.protocol}//${url.host}${url.pathname}${url.search}`;
}

export const searchRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const keeper = SearchIndexKeeper.open(context.database, context.catalogEvents, {
      syncIntervalMs: context.config.catalogSyncIntervalMs,
      snapshot: new IndexSnapshotFile(
        context.config.searchIndexDir,
        databaseSource(context.config),
      ),
      log: {
        info: (message) => app.log.info(message),
        error: (error, message) => app.log.error({ err: error }, message),
      },
    });
    context.startup.track(keeper.ready);
    app.addHook('onClose', () => keeper.close());
    const answers = new SearchAnswers(context.database, keeper, {
      checkContract: context.config.env !== 'production',
    });

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
