import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  articleAnswerSchema,
  articleRequestSchema,
  articlesByTypeAnswerSchema,
  articlesByTypeRequestSchema,
  articlesForIdsAnswerSchema,
  articlesForIdsRequestSchema,
  bugReportAnswerSchema,
  bugReportRequestSchema,
} from '@shop/domain/api/article.ts';
import {
  articleLookupAnswerSchema,
  articleLookupRequestSchema,
} from '@shop/domain/api/article-lookup.ts';
import type { RouteContext } from '#server/route-context.ts';
import { loadArticle, loadArticlesForIds } from './article-detail.service.ts';
import type { VisitorArticles } from './visitor-articles.ts';
import { loadArticlesByType } from './articles-by-type.service.ts';
import { lookUpArticles } from './article-lookup.service.ts';
import { sendBugReport } from './bug-report.service.ts';
import { errorResponses } from '#server/http/error-responses.ts';

const errors = errorResponses(400, 401, 404);

/**
 * Article detail, articles by number and by group name, the quick order's exact look-up
 * (docs/product/basket.md#basket-quick-order) and the bug report
 * (docs/product/catalog.md#cat-article-call); prices only for customers.
 */
export const articleRoutes =
  (context: RouteContext, visitors: VisitorArticles): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;
    const preHandler = context.guards.withKey('catalog:read').optional;

    app.post(
      '/api/article',
      {
        preHandler,
        schema: { body: articleRequestSchema, response: { 200: articleAnswerSchema, ...errors } },
      },
      async (request) =>
        request.customer
          ? loadArticle(db, request.customer, request.body)
          : visitors.answer(request.body),
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

    app.post(
      '/api/articles/lookup',
      {
        preHandler: context.guards.withKey('catalog:read').required,
        schema: {
          body: articleLookupRequestSchema,
          response: { 200: articleLookupAnswerSchema, ...errorResponses(400, 401) },
        },
      },
      async (request) => lookUpArticles(db, request.customer!, request.body),
    );

    app.post(
      '/api/articlesByType',
      {
        schema: {
          body: articlesByTypeRequestSchema,
          response: { 200: articlesByTypeAnswerSchema, ...errors },
        },
      },
      async (request) => loadArticlesByType(db, request.body),
    );

    app.post(
      '/intern/bugReport',
      {
        preHandler: context.guards.required,
        schema: {
          body: bugReportRequestSchema,
          response: { 200: bugReportAnswerSchema, ...errors, ...errorResponses(429) },
        },
      },
      async (request) => sendBugReport(db, context, request.customer!, request.body),
    );
  };
