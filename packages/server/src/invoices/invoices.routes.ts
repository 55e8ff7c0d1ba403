import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  invoicesOverviewResponseSchema,
  turnoverResponseSchema,
} from '@shop/domain/api/account-overview.ts';
import { noQuerySchema } from '@shop/domain/api/shell.ts';
import type { RouteContext } from '#server/route-context.ts';
import { declaredErrorResponses } from '#server/http/error-responses.ts';
import { INVOICE_ERRORS } from '@shop/domain/api/error-codes.ts';
import { registerInvoiceListRoutes } from './invoice-list.routes.ts';
import { invoicesOverview, turnoverOf } from './invoices.service.ts';

const errors = declaredErrorResponses(INVOICE_ERRORS, 400, 401, 403, 404);

/**
 * The invoice figures of the account overview, the invoice list and its documents
 * (docs/product/invoices.md#inv-list-call).
 */
export const invoicesRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;
    const preHandler = context.guards.withKey('invoices:read').required;

    app.get(
      '/account/invoices/overview',
      {
        preHandler,
        schema: {
          querystring: noQuerySchema,
          response: { 200: invoicesOverviewResponseSchema, ...errors },
        },
      },
      async (request) => invoicesOverview(db, request.customer!),
    );

    // the path is spelled as the spec spells it
    app.get(
      '/account/turnOver',
      {
        preHandler,
        schema: {
          querystring: noQuerySchema,
          response: { 200: turnoverResponseSchema, ...errors },
        },
      },
      async (request) => turnoverOf(db, request.customer!),
    );

    registerInvoiceListRoutes(app, context);
  };
