import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER } from '@shop/domain/api/idempotency-header.ts';
import {
  idempotencyKeySchema,
  orderRequestSchema,
  orderResponseSchema,
} from '@shop/domain/api/orders.ts';
import {
  accountOrdersPageQuerySchema,
  accountOrdersParamsSchema,
  accountDeliveryAddressesResponseSchema,
  accountPaymentMethodsResponseSchema,
  ordersCsvRequestSchema,
  pastOrdersResponseSchema,
} from '@shop/domain/api/account-orders.ts';
import { noQuerySchema } from '@shop/domain/api/shell.ts';
import {
  orderDetailQuerySchema,
  orderDetailResponseSchema,
  orderNumberParamsSchema,
} from '@shop/domain/api/order-detail.ts';
import type { RouteContext } from '#server/route-context.ts';
import {
  accountDeliveryAddresses,
  accountPaymentMethods,
  listPastOrders,
} from './account-orders.service.ts';
import { sendOrdersCsv } from './orders-csv.ts';
import { getAccountOrder } from './order-detail.service.ts';
import { ownDeliveryNote } from './delivery-note.service.ts';
import { placeOrder } from './order-placement.service.ts';
import { declaredErrorResponses } from '#server/http/error-responses.ts';
import { ORDER_ERRORS } from '@shop/domain/api/error-codes.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import { sendPdf } from '#server/http/send-pdf.ts';

const errors = declaredErrorResponses(ORDER_ERRORS, 400, 401, 403, 404, 409, 422, 503);

/**
 * Placing the basket as an order (docs/product/basket.md#basket-order-flow), the caller's past
 * orders (list, CSV), one of them for the confirmation page, and the pay types and delivery
 * addresses the caller may order with.
 */
export const ordersRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    registerPlaceOrderRoute(app, context);
    registerAccountOrderRoutes(app, context);
    registerDeliveryNoteRoute(app, context);
  };

type App = Parameters<FastifyPluginAsyncZod>[0];

function registerPlaceOrderRoute(app: App, context: RouteContext): void {
  const { db } = context.database;
  const preHandler = context.guards.withKey('orders').required;

  app.post(
    '/basket/order',
    {
      preHandler,
      schema: {
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional() }),
        body: orderRequestSchema,
        response: {
          201: orderResponseSchema,
          ...errors,
          ...declaredErrorResponses(ORDER_ERRORS, 429),
        },
      },
    },
    async (request, reply) => {
      const answer = await placeOrder(
        db,
        {
          rateLimiter: context.rateLimiter,
          mailer: context.mailer,
          catalogEvents: context.catalogEvents,
          shopEvents: context.shopEvents,
          onMailError: (error, orderNumber) =>
            request.log.error({ err: error, orderNumber }, 'order confirmation mail failed'),
        },
        request.customer!,
        request.body,
        request.headers[IDEMPOTENCY_KEY_HEADER],
      );
      return reply.status(201).send(answer.body);
    },
  );
}

function registerAccountOrderRoutes(app: App, context: RouteContext): void {
  const { db } = context.database;
  const preHandler = context.guards.withKey('orders').required;

  app.get(
    '/account/orders/:page',
    {
      preHandler,
      schema: {
        params: accountOrdersParamsSchema,
        querystring: accountOrdersPageQuerySchema,
        response: { 200: pastOrdersResponseSchema, ...errors },
      },
    },
    async (request) => listPastOrders(db, request.customer!, request.params.page, request.query),
  );

  app.post(
    '/account/ordersCSV',
    {
      preHandler,
      schema: {
        body: ordersCsvRequestSchema,
        response: { ...errors, ...declaredErrorResponses(ORDER_ERRORS, 429) },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(
        context.rateLimiter,
        `account-export:${request.customer!.accountId}`,
        RATE_LIMITS.accountExportPerAccount,
      );
      return sendOrdersCsv(
        context,
        reply,
        request.customer!,
        request.body.search,
        request.body.csvFormat,
      );
    },
  );

  app.get(
    '/account/paymentMethods',
    {
      preHandler,
      schema: {
        querystring: noQuerySchema,
        response: { 200: accountPaymentMethodsResponseSchema, ...errors },
      },
    },
    async (request) => accountPaymentMethods(db, request.customer!),
  );

  app.get(
    '/account/deliveryAddresses',
    {
      preHandler,
      schema: {
        querystring: noQuerySchema,
        response: { 200: accountDeliveryAddressesResponseSchema, ...errors },
      },
    },
    async (request) => accountDeliveryAddresses(db, request.customer!),
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
}

function registerDeliveryNoteRoute(app: App, context: RouteContext): void {
  const { db } = context.database;
  const preHandler = context.guards.required;
  // docs/product/basket.md#basket-dropship-delivery-note
  app.get(
    '/account/order/:orderNumber/deliveryNote.pdf',
    {
      preHandler,
      schema: {
        params: orderNumberParamsSchema,
        querystring: noQuerySchema,
        response: { ...errors, ...declaredErrorResponses(ORDER_ERRORS, 429) },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(
        context.rateLimiter,
        `delivery-note:${request.customer!.accountId}`,
        RATE_LIMITS.deliveryNotePerAccount,
      );
      const note = await ownDeliveryNote(
        db,
        context.config.dataDir,
        request.customer!,
        request.params.orderNumber,
      );
      return sendPdf(reply, note);
    },
  );
}
