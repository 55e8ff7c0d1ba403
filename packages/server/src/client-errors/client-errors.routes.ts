import { CONTENT_ERRORS } from '@shop/domain/api/error-codes.ts';
import { declaredErrorResponses } from '#server/http/error-responses.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientErrorReportSchema, MAX_CLIENT_ERROR_BYTES } from '@shop/domain/api/client-errors.ts';
import { okSchema } from '@shop/domain/api/ok.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import type { RouteContext } from '#server/route-context.ts';
import { logClientError } from './client-errors.service.ts';

const errors = declaredErrorResponses(CONTENT_ERRORS, 400, 413, 429);

/** Failures the browser reports for the server log (docs/decisions/100-client-error-reports.md). */
export const clientErrorsRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/client-errors',
      {
        bodyLimit: MAX_CLIENT_ERROR_BYTES,
        schema: { body: clientErrorReportSchema, response: { 200: okSchema, ...errors } },
      },
      async (request) => {
        await enforceRateLimit(
          context.rateLimiter,
          `client-errors:ip:${request.ip}`,
          RATE_LIMITS.clientErrorsPerIp,
        );
        logClientError(request.log, request.body);
        return { success: true as const };
      },
    );
  };
