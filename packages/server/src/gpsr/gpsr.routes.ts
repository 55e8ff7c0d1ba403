import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  gpsrExportQuerySchema,
  gpsrFaqParamsSchema,
  gpsrFaqResponseSchema,
} from '@shop/domain/api/gpsr.ts';
import { errorResponses } from '#server/http/error-responses.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import type { RouteContext } from '#server/route-context.ts';
import { gpsrFaq, sendGpsrCsv } from './gpsr.service.ts';

/**
 * `GET /export/gpsr/` (a customer's CSV) and `GET /api/gpsr-faq/{lang}`
 * (docs/product/account.md#account-gpsr-call).
 */
export const gpsrRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;

    app.get(
      '/export/gpsr/',
      {
        preHandler: context.guards.required,
        schema: {
          querystring: gpsrExportQuerySchema,
          response: errorResponses(400, 401, 403, 429),
        },
      },
      async (request, reply) => {
        await enforceRateLimit(
          context.rateLimiter,
          `export:gpsr:${request.customer!.accountId}`,
          RATE_LIMITS.gpsrExportPerAccount,
        );
        const { language = 'en', csvFormat } = request.query;
        return sendGpsrCsv(db, reply, language, csvFormat, context.config.publicUrl);
      },
    );

    app.get(
      '/api/gpsr-faq/:lang',
      {
        schema: {
          params: gpsrFaqParamsSchema,
          response: { 200: gpsrFaqResponseSchema, ...errorResponses(400) },
        },
      },
      async (request) => gpsrFaq(db, request.params.lang),
    );
  };
