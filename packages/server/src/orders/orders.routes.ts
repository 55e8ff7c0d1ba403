import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  accountOrdersQuerySchema,
  accountOrdersResponseSchema,
  idempotencyKeySchema,
  orderRequestSchema,
  orderResponseSchema,
} from '@shop/domain/api/orders.ts';
import { errorBodySchema } from '@shop/domain/api/errors.ts';
import {
  orderDetailQuerySchema,
  orderDetailResponseSchema,
  orderNumberParamsSchema,
} from '@shop/domain/api/order-detail.ts';
import type { RouteContext } from '#server/route-context.ts';
import { listAccountOrders } from './account-orders.service.ts';
import { getAccountOrder } from './order-detail.service.ts';
import { placeOrder } from './order-placement.service.ts';
import { errorResponses } from '#server/http/error-responses.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 503);

/**
 * Placing the basket as an order (spec 3 sections 4 and 7), the caller's past orders, and one
 * of them for the confirmation page.
 */
export const ordersRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;
    const preHandler = context.guards.required;

    app.post(
      '/basket/order',
      {
        preHandler,
        schema: {
          headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional() }),
          body: orderRequestSchema,
          response: { 201: orderResponseSchema, ...errors, 429: errorBodySchema },
        },
      },
      async (request, reply) => {
        const answer = await placeOrder(
          db,
          {
            rateLimiter: context.rateLimiter,
            mailer: context.mailer,
            catalogEvents: context.catalogEvents,
          },
          request.customer!,
          request.body,
          request.headers[IDEMPOTENCY_KEY_HEADER],
        );
        return reply.status(201).send(answer.body);
      },
    );

    app.get(
      '/intern/orders',
      {
        preHandler,
        schema: {
          querystring: accountOrdersQuerySchema,
          response: { 200: accountOrdersResponseSchema, ...errors },
        },
      },
      async (request) => listAccountOrders(db, request.customer!, request.query),
    );

    app.get(
      '/account/order/:orderNumber',
      {
        preHandler,
        schema: {
          params: orderNumberParamsSchema,
          querystring: orderDetailQuerySchema,
          response: { 200: orderDetailResponseSchema, ...errors },
        },
      },
      async (request) =>
        getAccountOrder(db, request.customer!, request.params.orderNumber, request.query.language),
    );
  };
