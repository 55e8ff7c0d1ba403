import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteUserSearchRequestSchema,
  saveUserSearchRequestSchema,
  savedSearchesAnswerSchema,
} from '@shop/domain/api/article.ts';
import { errorBodySchema } from '@shop/domain/api/errors.ts';
import type { RouteContext } from '#server/route-context.ts';
import { deleteUserSearch, saveUserSearch } from './saved-searches.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** Saved searches of the logged-in customer (spec 1 section 7). */
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
