import { CONTENT_ERRORS } from '@shop/domain/api/error-codes.ts';
import { declaredErrorResponses } from '#server/http/error-responses.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  productArchiveRequestSchema,
  productArchiveResponseSchema,
} from '@shop/domain/api/product-archive.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import type { RouteContext } from '#server/route-context.ts';
import { productArchivePage, sendProductArchiveCsv } from './archive.service.ts';

const errors = declaredErrorResponses(CONTENT_ERRORS, 400, 401, 403, 429);

/**
 * `POST /account/getProductArchiveItems` (docs/product/account.md#account-archive): one page of the
 * sold-out articles, or with `csv: true` all of them as a download.
 */
export const archiveRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;

    app.post(
      '/account/getProductArchiveItems',
      {
        preHandler: context.guards.required,
        schema: {
          body: productArchiveRequestSchema,
          // the CSV download is a stream, which Fastify sends without the JSON serializer
          response: { 200: productArchiveResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const customer = request.customer!;
        const parameters = request.body.productArchiveParameters;
        if (parameters.csv !== true) return productArchivePage(db, customer, parameters);
        await enforceRateLimit(
          context.rateLimiter,
          `export:account:${customer.accountId}`,
          RATE_LIMITS.productArchiveExportPerAccount,
        );
        return sendProductArchiveCsv(db, reply, customer, parameters, {
          format: request.body.csvFormat,
          datePattern: context.config.csvDateFormat,
        });
      },
    );
  };
