import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noQuerySchema } from '@shop/domain/api/shell.ts';
import {
  newestOpenOrdersQuerySchema,
  newestOpenOrdersResponseSchema,
  movedDatesQuerySchema,
  movedDatesResponseSchema,
  movedDatesSeenResponseSchema,
  openOrdersOverviewResponseSchema,
  openOrdersCsvRequestSchema,
  openOrdersRequestSchema,
  openOrdersResponseSchema,
} from '@shop/domain/api/open-orders.ts';
import type { RouteContext } from '#server/route-context.ts';
import { errorResponses } from '#server/http/error-responses.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import { sendOpenOrdersCsv } from './open-orders-csv.ts';
import {
  listOpenOrders,
  markMovedDatesSeen,
  movedDates,
  newestOpenOrders,
  openOrdersOverview,
} from './open-orders.service.ts';

const errors = errorResponses(400, 401, 403);

/**
 * The caller's open orders: back orders and pre-orders
 * (docs/product/account.md#account-open-orders).
 */
export const openOrdersRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;
    const preHandler = context.guards.withKey('open-orders:read').required;

    app.post(
      '/account/openOrders',
      {
        preHandler,
        schema: {
          body: openOrdersRequestSchema,
          response: { 200: openOrdersResponseSchema, ...errors },
        },
      },
      async (request) => listOpenOrders(db, request.customer!, request.body.openOrdersParameter),
    );

    app.post(
      '/account/openOrdersCSV',
      {
        preHandler,
        schema: {
          body: openOrdersCsvRequestSchema,
          response: { ...errors, ...errorResponses(429) },
        },
      },
      async (request, reply) => {
        await enforceRateLimit(
          context.rateLimiter,
          `account-export:${request.customer!.accountId}`,
          RATE_LIMITS.accountExportPerAccount,
        );
        return sendOpenOrdersCsv(
          context,
          reply,
          request.customer!,
          request.body.openOrdersParameter,
          request.body.csvFormat,
        );
      },
    );

    app.get(
      '/account/openOrders/overview',
      {
        preHandler,
        schema: {
          querystring: noQuerySchema,
          response: { 200: openOrdersOverviewResponseSchema, ...errors },
        },
      },
      async (request) => openOrdersOverview(db, request.customer!),
    );

    app.get(
      '/account/openOrders/newestOpenOrders',
      {
        preHandler,
        schema: {
          querystring: newestOpenOrdersQuerySchema,
          response: { 200: newestOpenOrdersResponseSchema, ...errors },
        },
      },
      async (request) => newestOpenOrders(db, request.customer!, request.query.language),
    );

    registerMovedDatesRoutes(app, { db, preHandler: context.guards.required });
  };

/** The moved dates of the account overview (docs/product/account.md#account-date-moved). */
function registerMovedDatesRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  {
    db,
    preHandler,
  }: { db: RouteContext['database']['db']; preHandler: RouteContext['guards']['required'] },
): void {
  app.get(
    '/account/openOrders/movedDates',
    {
      preHandler,
      schema: {
        querystring: movedDatesQuerySchema,
        response: { 200: movedDatesResponseSchema, ...errors },
      },
    },
    async (request) => movedDates(db, request.customer!, request.query.language),
  );

  app.post(
    '/account/openOrders/movedDates/seen',
    {
      preHandler,
      schema: {
        querystring: noQuerySchema,
        response: { 200: movedDatesSeenResponseSchema, ...errors },
      },
    },
    async (request) => markMovedDatesSeen(db, request.customer!, new Date()),
  );
}
