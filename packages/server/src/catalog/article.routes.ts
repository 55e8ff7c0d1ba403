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
import { errorBodySchema } from '@shop/domain/api/errors.ts';
import type { RouteContext } from '#server/route-context.ts';
import { TtlCache } from '#server/system/ttl-cache.ts';
import type { ArticleAnswer } from '@shop/domain/api/article.ts';
import { loadArticle, loadArticlesForIds, loadVisitorArticle } from './article-detail.service.ts';
import { loadArticlesByType } from './articles-by-type.service.ts';
import { sendBugReport } from './bug-report.service.ts';
import { errorResponses } from '#server/http/error-responses.ts';

const errors = errorResponses(400, 401, 404);

/**
 * Visitors' article pages kept this long, and for this many articles and languages: every
 * visitor sees the same page, which otherwise costs a dozen queries. Any catalog change in any
 * process (an order's stock included) empties the cache at once; the minute bounds what a
 * change no process announced leaves stale, as for the start page.
 */
const VISITOR_ANSWER_MS = 60_000;
const VISITOR_ANSWERS = 2000;

/**
 * Article detail, articles by number and by group name, and the bug report (spec 1 section 7);
 * prices only for customers.
 */
export const articleRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;
    const preHandler = context.guards.optional;
    const visitorAnswers = new TtlCache<ArticleAnswer>(
      VISITOR_ANSWER_MS,
      Date.now,
      VISITOR_ANSWERS,
    );
    const stopWatching = context.catalogEvents.onArticlesChanged(() => visitorAnswers.clear());
    app.addHook('onClose', async () => stopWatching());

    app.post(
      '/api/article',
      {
        preHandler,
        schema: { body: articleRequestSchema, response: { 200: articleAnswerSchema, ...errors } },
      },
      async (request) =>
        request.customer
          ? loadArticle(db, request.customer, request.body)
          : loadVisitorArticle(db, visitorAnswers, request.body),
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
          response: { 200: bugReportAnswerSchema, ...errors, 429: errorBodySchema },
        },
      },
      async (request) => sendBugReport(db, context, request.customer!, request.body),
    );
  };
