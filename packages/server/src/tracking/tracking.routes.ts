import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  trackingEventIdRequestSchema,
  trackingEventIdResponseSchema,
  trackingEventsRequestSchema,
  trackingEventsResponseSchema,
} from '@shop/domain/api/tracking.ts';
import { errorResponses } from '#server/http/error-responses.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import type { RouteContext } from '#server/route-context.ts';
import {
  issueTrackingEventId,
  recordClientEvents,
  subscribeToShopEvents,
} from './tracking.service.ts';

const errors = errorResponses(400, 401, 403, 429);

/**
 * Event tracking after consent (docs/decisions/052-event-tracking-and-consent.md): the event id
 * and the browser's own events; orders and applications arrive as shop events.
 */
export const trackingRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;
    const unsubscribe = subscribeToShopEvents(db, context.shopEvents);
    app.addHook('onClose', async () => {
      unsubscribe();
      // recordings already started finish before the database closes
      await context.shopEvents.idle();
    });

    app.post(
      '/api/tracking/eventId',
      {
        schema: {
          body: trackingEventIdRequestSchema,
          response: { 200: trackingEventIdResponseSchema, ...errors },
        },
      },
      async (request) => {
        await enforceRateLimit(
          context.rateLimiter,
          `tracking-id:ip:${request.ip}`,
          RATE_LIMITS.trackingEventIdPerCaller,
        );
        return issueTrackingEventId(db, request.body.consent);
      },
    );

    app.post(
      '/api/tracking/events',
      {
        preHandler: context.guards.optional,
        schema: {
          body: trackingEventsRequestSchema,
          response: { 200: trackingEventsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const caller = request.customer
          ? `account:${request.customer.accountId}`
          : `ip:${request.ip}`;
        await enforceRateLimit(
          context.rateLimiter,
          `tracking:${caller}`,
          RATE_LIMITS.trackingEventsPerCaller,
        );
        return recordClientEvents(db, request.customer, request.body);
      },
    );
  };
