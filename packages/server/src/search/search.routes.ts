import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@shop/domain/api/errors.ts';
import {
  articleSearchRequestSchema,
  articleSearchResponseSchema,
  suggestionRequestSchema,
  suggestionResponseSchema,
} from '@shop/domain/api/search.ts';
import type { RouteContext } from '#server/route-context.ts';
import { findPriceCurrency } from '#server/catalog/catalog.repository.ts';
import { searchArticles, suggest } from './search.service.ts';

/** Article search and suggestions (spec 2 sections 3 to 5); open to visitors, prices only logged in. */
export const searchRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;

    app.post(
      '/api/articles',
      {
        preHandler: context.guards.optional,
        schema: {
          body: articleSearchRequestSchema,
          response: {
            200: articleSearchResponseSchema,
            400: errorBodySchema,
            401: errorBodySchema,
          },
        },
      },
      async (request) => {
        const { customer } = request;
        const currency = customer ? await findPriceCurrency(db, customer.accountId) : null;
        return searchArticles(db, request.body, customer !== null, currency);
      },
    );

    app.post(
      '/api/search',
      {
        schema: {
          body: suggestionRequestSchema,
          response: { 200: suggestionResponseSchema, 400: errorBodySchema },
        },
      },
      async (request) => ({ suggestions: await suggest(db, request.body) }),
    );
  };
