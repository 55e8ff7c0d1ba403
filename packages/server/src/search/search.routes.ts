import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articleSearchRequestSchema } from '@shop/domain/api/search.ts';
import { suggestionRequestSchema } from '@shop/domain/api/suggestions.ts';
import type { RouteContext } from '#server/route-context.ts';
import { checkExportRate } from './export-limit.ts';
import { SearchAnswers } from './search-answers.ts';
import { openSearchEngine } from './search-engine-factory.ts';

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
        preHandler: context.guards.withKey('catalog:read').optional,
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
