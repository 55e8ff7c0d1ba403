import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteUserSearchRequestSchema,
  saveUserSearchRequestSchema,
  savedSearchesAnswerSchema,
} from '@shop/domain/api/saved-searches.ts';
import type { RouteContext } from '#server/route-context.ts';
import { deleteUserSearch, saveUserSearch } from './saved-searches.service.ts';
import { declaredErrorResponses } from '#server/http/error-responses.ts';
import { ACCOUNT_ERRORS } from '@shop/domain/api/error-codes.ts';

const errors = declaredErrorResponses(ACCOUNT_ERRORS, 400, 401, 403, 404, 409);

/** Saved searches of the logged-in customer (docs/product/catalog.md#cat-saved-searches). */
export const savedSearchesRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;
    const preHandler = context.guards.required;

    app.put(
      '/intern/saveUserSearch',
      {
        preHandler,
        schema: {
          body: saveUserSearchRequestSchema,
          response: { 200: savedSearchesAnswerSchema, ...errors },
        },
      },
      async (request) => saveUserSearch(db, request.customer!, request.body),
    );

    app.put(
      '/intern/deleteUserSearch',
      {
        preHandler,
        schema: {
          body: deleteUserSearchRequestSchema,
          response: { 200: savedSearchesAnswerSchema, ...errors },
        },
      },
      async (request) => deleteUserSearch(db, request.customer!, request.body),
    );
  };
