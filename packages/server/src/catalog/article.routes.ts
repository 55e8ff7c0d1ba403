import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  articleAnswerSchema,
  articleRequestSchema,
  articlesForIdsAnswerSchema,
  articlesForIdsRequestSchema,
} from '@shop/domain/api/article.ts';
import { errorBodySchema } from '@shop/domain/api/errors.ts';
import type { RouteContext } from '#server/route-context.ts';
import { loadArticle, loadArticlesForIds } from './article-detail.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** Article detail and articles by number (spec 1 section 7); prices only for customers. */
export const articleRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;
    const preHandler = context.guards.optional;

    app.post(
      '/api/article',
      {
        preHandler,
        schema: { body: articleRequestSchema, response: { 200: articleAnswerSchema, ...errors } },
      },
      async (request) => loadArticle(db, request.customer, request.body),
    );

    app.post(
      '/api/articlesForIDs',
      {
        preHandler,
        schema: {
          body: articlesForIdsRequestSchema,
          response: { 200: articlesForIdsAnswerSchema, ...errors },
        },
      },
      async (request) => ({
        articles: await loadArticlesForIds(db, request.body.articleNumbers, request.body.language),
      }),
    );
  };
