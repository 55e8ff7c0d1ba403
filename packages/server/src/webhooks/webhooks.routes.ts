import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WEBHOOK_ERRORS } from '@shop/domain/api/error-codes.ts';
import {
  createWebhookRequestSchema,
  createWebhookResponseSchema,
  redeliverWebhookResponseSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveriesResponseSchema,
  webhookParamsSchema,
  webhooksResponseSchema,
} from '@shop/domain/api/webhooks.ts';
import { declaredErrorResponses } from '#server/http/error-responses.ts';
import type { RouteContext } from '#server/route-context.ts';
import { TargetPolicy } from '#server/signed-webhooks/target-policy.ts';
import {
  createWebhook,
  listWebhookDeliveries,
  listWebhooks,
  redeliverWebhook,
  removeWebhook,
} from './webhooks.service.ts';

const errors = declaredErrorResponses(WEBHOOK_ERRORS, 400, 401, 403, 404, 409, 422, 429);

/** The retailer's own webhooks on the profile (docs/decisions/140-retailer-webhooks.md). */
export const webhooksRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;
    const preHandler = context.guards.required;
    const targets = context.webhookTargets ?? new TargetPolicy();
    const { rateLimiter, jobs } = context;

    app.get(
      '/account/webhooks',
      { preHandler, schema: { response: { 200: webhooksResponseSchema, ...errors } } },
      async (request) => listWebhooks(db, request.customer!),
    );

    app.post(
      '/account/webhooks',
      {
        preHandler,
        schema: {
          body: createWebhookRequestSchema,
          response: { 201: createWebhookResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createWebhook(db, { targets, rateLimiter }, request.customer!, request.body)),
    );

    app.delete(
      '/account/webhooks/:id',
      {
        preHandler,
        schema: { params: webhookParamsSchema, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await removeWebhook(db, request.customer!, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/account/webhooks/deliveries',
      {
        preHandler,
        schema: {
          querystring: webhookDeliveriesQuerySchema,
          response: { 200: webhookDeliveriesResponseSchema, ...errors },
        },
      },
      async (request) => listWebhookDeliveries(db, request.customer!, request.query.page),
    );

    app.post(
      '/account/webhooks/deliveries/:id/redeliver',
      {
        preHandler,
        schema: {
          params: webhookParamsSchema,
          response: { 200: redeliverWebhookResponseSchema, ...errors },
        },
      },
      async (request) =>
        redeliverWebhook(db, { jobs, rateLimiter }, request.customer!, request.params.id),
    );
  };
