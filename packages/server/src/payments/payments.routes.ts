import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER } from '@shop/domain/api/idempotency-header.ts';
import { idempotencyKeySchema } from '@shop/domain/api/orders.ts';
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  clientTokenResponseSchema,
  paymentInvoicesQuerySchema,
  paymentInvoicesResponseSchema,
  testNonceRequestSchema,
  testNonceResponseSchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
} from '@shop/domain/api/payments.ts';
import type { RouteContext } from '#server/route-context.ts';
import { declaredErrorResponses } from '#server/http/error-responses.ts';
import { PAYMENT_ERRORS } from '@shop/domain/api/error-codes.ts';
import { checkout } from './checkout.service.ts';
import { TestPaymentGateway } from './test-gateway.ts';
import {
  clientToken,
  invoiceTransactions,
  paymentInvoices,
  testNonce,
} from './payments.service.ts';

const checkoutErrors = declaredErrorResponses(
  PAYMENT_ERRORS,
  400,
  401,
  402,
  403,
  404,
  409,
  422,
  429,
  502,
  503,
  504,
);
const errors = declaredErrorResponses(PAYMENT_ERRORS, 400, 401, 403, 404, 422);
const tokenErrors = declaredErrorResponses(PAYMENT_ERRORS, 401, 403, 502);

/**
 * Card payment of invoices (docs/product/invoices.md#inv-drop-in;
 * docs/decisions/044-card-payment.md).
 */
export const paymentsRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;
    const preHandler = context.guards.required;
    const gateway = context.paymentGateway;
    const { cardPaymentMethodId } = context.config.payment;
    const { rateLimiter, shopEvents } = context;

    app.get(
      '/api/payment/client_token',
      {
        preHandler,
        schema: { response: { 200: clientTokenResponseSchema, ...tokenErrors } },
      },
      async (request) => clientToken({ gateway }, request.customer!),
    );

    app.get(
      '/api/payment/invoices',
      {
        preHandler,
        schema: {
          querystring: paymentInvoicesQuerySchema,
          response: { 200: paymentInvoicesResponseSchema, ...errors },
        },
      },
      async (request) =>
        paymentInvoices(db, { cardPaymentMethodId }, request.customer!, request.query.invoices),
    );

    app.get(
      '/api/transactions',
      {
        preHandler,
        schema: {
          querystring: transactionsQuerySchema,
          response: { 200: transactionsResponseSchema, ...errors },
        },
      },
      async (request) => invoiceTransactions(db, request.customer!, request.query.invoice_id),
    );

    app.post(
      '/api/account/checkouts',
      {
        preHandler,
        schema: {
          headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional() }),
          body: checkoutRequestSchema,
          response: {
            200: checkoutResponseSchema,
            201: checkoutResponseSchema,
            ...checkoutErrors,
          },
        },
      },
      async (request, reply) => {
        const answer = await checkout(
          db,
          { gateway, cardPaymentMethodId, rateLimiter, shopEvents },
          request.customer!,
          request.body,
          request.headers[IDEMPOTENCY_KEY_HEADER],
        );
        return reply.status(answer.status === 201 ? 201 : 200).send(answer.body);
      },
    );

    // the test gateway's stand-in for the provider's card tokenisation; absent with Braintree
    if (gateway instanceof TestPaymentGateway) {
      app.post(
        '/api/payment/test-gateway/nonces',
        {
          preHandler,
          schema: {
            body: testNonceRequestSchema,
            response: { 201: testNonceResponseSchema, ...errors },
          },
        },
        async (request, reply) =>
          reply.status(201).send(testNonce({ gateway }, request.customer!, request.body)),
      );
    }
  };
