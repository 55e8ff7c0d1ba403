import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FEED_ERRORS } from '@shop/domain/api/error-codes.ts';
import {
  createFeedRequestSchema,
  feedAddressResponseSchema,
  feedListResponseSchema,
  feedParamsSchema,
  feedTokenParamsSchema,
} from '@shop/domain/api/feeds.ts';
import { noQuerySchema } from '@shop/domain/api/shell.ts';
import { BULK_COMPRESSION } from '#server/http/compression.ts';
import { declaredErrorResponses } from '#server/http/error-responses.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import { throttledUse } from '#server/http/secret-tokens.ts';
import type { RouteContext } from '#server/route-context.ts';
import { sendFeed } from './feed-reply.ts';
import {
  createFeed,
  listFeeds,
  recordFeedFetch,
  renewFeed,
  revokeFeed,
  servedFeed,
} from './feeds.service.ts';

const errors = declaredErrorResponses(FEED_ERRORS, 400, 401, 403, 404, 409);
const fetchErrors = declaredErrorResponses(FEED_ERRORS, 400, 404, 410, 429);

/**
 * The profile's product feeds and their secret addresses (docs/decisions/130-product-feeds.md):
 * the profile's calls are a session's only; the address is the feed's only credential.
 */
export const feedsRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;
    const bulk = () => context.database.bulkReads();
    const { publicUrl } = context.config;
    const preHandler = context.guards.required;
    const recordFetch = throttledUse((feedId, at) => recordFeedFetch(db, feedId, at));

    app.get(
      '/api/account/feeds',
      {
        preHandler,
        schema: {
          querystring: noQuerySchema,
          response: { 200: feedListResponseSchema, ...errors },
        },
      },
      async (request) => ({ feeds: await listFeeds(db, request.customer!) }),
    );

    app.post(
      '/api/account/feeds',
      {
        preHandler,
        schema: {
          body: createFeedRequestSchema,
          response: { 201: feedAddressResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const made = await createFeed(db, request.customer!, request.body, publicUrl);
        // the address is in this answer only: no cache may keep it
        return reply.status(201).header('cache-control', 'no-store').send(made);
      },
    );

    app.post(
      '/api/account/feeds/:id/renewal',
      {
        preHandler,
        schema: {
          params: feedParamsSchema,
          response: { 200: feedAddressResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const renewed = await renewFeed(db, request.customer!, request.params.id, publicUrl);
        return reply.header('cache-control', 'no-store').send(renewed);
      },
    );

    app.delete(
      '/api/account/feeds/:id',
      {
        preHandler,
        schema: { params: feedParamsSchema, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await revokeFeed(db, request.customer!, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/feeds/:token',
      {
        compress: BULK_COMPRESSION,
        schema: {
          params: feedTokenParamsSchema,
          querystring: noQuerySchema,
          response: fetchErrors,
        },
      },
      async (request, reply) => {
        const feed = await servedFeed(db, bulk(), request.params.token, publicUrl);
        await enforceRateLimit(
          context.rateLimiter,
          `feed:${feed.id}`,
          RATE_LIMITS.feedFetchesPerFeed,
        );
        await recordFetch(feed.id);
        return sendFeed(request, reply, feed, publicUrl);
      },
    );
  };
