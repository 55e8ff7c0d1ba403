import { OPERATOR_ERRORS } from '@shop/domain/api/error-codes.ts';
import { declaredErrorResponses } from '#server/http/error-responses.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deliveriesQuerySchema,
  deliveriesResponseSchema,
  deliveryParamsSchema,
  feedQuerySchema,
  orderAcknowledgementRequestSchema,
  orderAcknowledgementResponseSchema,
  orderFeedResponseSchema,
  redeliverResponseSchema,
  registrationAcknowledgementRequestSchema,
  registrationAcknowledgementResponseSchema,
  registrationFeedResponseSchema,
} from '@shop/domain/api/erp.ts';
import { OPERATOR_SECURITY } from '#server/http/api-docs.ts';
import type { RouteContext } from '#server/route-context.ts';
import {
  acknowledgeOrders,
  acknowledgeRegistrations,
  orderFeed,
  registrationFeed,
} from './erp-feed.service.ts';
import { listDeliveries, redeliver } from './orders-out.service.ts';
import { orderNumberParamsSchema } from '@shop/domain/api/order-detail.ts';
import { noQuerySchema } from '@shop/domain/api/shell.ts';
import { deliveryNoteOf } from '#server/orders/delivery-note.service.ts';
import { sendPdf } from '#server/http/send-pdf.ts';

const errors = declaredErrorResponses(OPERATOR_ERRORS, 400, 401, 403, 429);
const docs = (summary: string, description: string) => ({
  tags: ['operator: orders out'],
  summary,
  description,
  security: OPERATOR_SECURITY,
});

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The ERP's calls of the operator API (docs/decisions/091-orders-out.md): the feeds of placed
 * orders and approved registrations with their acknowledgements, and the webhook's deliveries.
 * The guard runs before validation, so a caller without a token learns nothing of the input.
 */
export const erpRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    registerFeedRoutes(app, context);
    registerDeliveryRoutes(app, context);
    registerDeliveryNoteRoute(app, context);
  };

/** The address an order record's deliveryNote names (docs/decisions/143-neutral-dropship-delivery-note.md). */
function registerDeliveryNoteRoute(app: App, context: RouteContext): void {
  const { db } = context.database;
  app.get(
    '/operator/v1/orders/:orderNumber/deliveryNote.pdf',
    {
      preValidation: context.operatorGuards.require('orders'),
      schema: {
        ...docs(
          "A dropshipping order's neutral delivery note",
          'The PDF that goes into the parcel: the retailer as sender, no price, nothing of the shop. 404 for an unknown order, 409 NOT_DROPSHIPPED for one that is not dropshipped. Scope `orders`.',
        ),
        params: orderNumberParamsSchema,
        querystring: noQuerySchema,
        response: declaredErrorResponses(OPERATOR_ERRORS, 400, 401, 403, 404, 409, 429),
      },
    },
    async (request, reply) =>
      sendPdf(reply, await deliveryNoteOf(db, context.config.dataDir, request.params.orderNumber)),
  );
}

function registerFeedRoutes(app: App, context: RouteContext): void {
  const { db } = context.database;
  const orders = context.operatorGuards.require('orders');
  const accounts = context.operatorGuards.require('accounts');

  app.get(
    '/operator/v1/orders/feed',
    {
      preValidation: orders,
      schema: {
        ...docs(
          'Placed orders not acknowledged yet',
          'Oldest first, each complete for the ERP. Scope `orders`. An order stays in the feed until it is acknowledged.',
        ),
        querystring: feedQuerySchema,
        response: { 200: orderFeedResponseSchema, ...errors },
      },
    },
    async (request) => orderFeed(db, request.query.limit),
  );

  app.post(
    '/operator/v1/orders/acknowledgements',
    {
      preValidation: orders,
      schema: {
        ...docs(
          'Acknowledge stored orders',
          'The orders named leave the feed. Idempotent; unknown numbers are answered in notFound. Scope `orders`.',
        ),
        body: orderAcknowledgementRequestSchema,
        response: { 200: orderAcknowledgementResponseSchema, ...errors },
      },
    },
    async (request) => acknowledgeOrders(db, request.operator, request.body.orderNumbers),
  );

  app.get(
    '/operator/v1/registrations/feed',
    {
      preValidation: accounts,
      schema: {
        ...docs(
          'Approved registrations not acknowledged yet',
          'Oldest first: the account each approval opened. Scope `accounts`.',
        ),
        querystring: feedQuerySchema,
        response: { 200: registrationFeedResponseSchema, ...errors },
      },
    },
    async (request) => registrationFeed(db, request.query.limit),
  );

  app.post(
    '/operator/v1/registrations/acknowledgements',
    {
      preValidation: accounts,
      schema: {
        ...docs(
          'Acknowledge stored registrations',
          'The registrations named leave the feed. Idempotent; unknown ids are answered in notFound. Scope `accounts`.',
        ),
        body: registrationAcknowledgementRequestSchema,
        response: { 200: registrationAcknowledgementResponseSchema, ...errors },
      },
    },
    async (request) => acknowledgeRegistrations(db, request.operator, request.body.registrationIds),
  );
}

function registerDeliveryRoutes(app: App, context: RouteContext): void {
  const { db } = context.database;
  const guard = context.operatorGuards.require('orders');

  app.get(
    '/operator/v1/webhooks/deliveries',
    {
      preValidation: guard,
      schema: {
        ...docs(
          'Webhook deliveries and their attempts',
          'Newest first, paged with beforeId; filtered by state or order number. Scope `orders`.',
        ),
        querystring: deliveriesQuerySchema,
        response: { 200: deliveriesResponseSchema, ...errors },
      },
    },
    async (request) => listDeliveries(db, request.query),
  );

  app.post(
    '/operator/v1/webhooks/deliveries/:id/redeliver',
    {
      preValidation: guard,
      schema: {
        ...docs(
          'Send a delivery again',
          'Posts the order or approval again now, with a fresh set of retries. Scope `orders`.',
        ),
        params: deliveryParamsSchema,
        response: {
          200: redeliverResponseSchema,
          ...declaredErrorResponses(OPERATOR_ERRORS, 400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) =>
      redeliver(db, context.config.erpWebhook ? context.jobs : undefined, request.params.id),
  );
}
