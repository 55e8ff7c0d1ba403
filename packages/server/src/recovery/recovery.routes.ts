import { AUTH_ERRORS } from '@shop/domain/api/error-codes.ts';
import { declaredErrorResponses } from '#server/http/error-responses.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkUrlIdRequestSchema,
  recoverPasswordRequestSchema,
  sendPasswordRecoveryRequestSchema,
} from '@shop/domain/api/auth.ts';
import { okSchema } from '@shop/domain/api/ok.ts';
import type { AppContext } from '#server/app-context.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import { checkRecoveryLink, recoverPassword, sendPasswordRecovery } from './recovery.service.ts';

export const recoveryRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;
    const errors = declaredErrorResponses(AUTH_ERRORS, 400, 404, 429);

    app.post(
      '/api/sendPasswordRecovery',
      {
        schema: {
          body: sendPasswordRecoveryRequestSchema,
          response: {
            200: okSchema,
            ...declaredErrorResponses(AUTH_ERRORS, 400),
            ...declaredErrorResponses(AUTH_ERRORS, 429),
          },
        },
      },
      async (request) => {
        await enforceRateLimit(
          context.rateLimiter,
          `recovery:ip:${request.ip}`,
          RATE_LIMITS.recoveryMailPerIp,
        );
        const { delivery } = await sendPasswordRecovery(
          db,
          { config: context.config, mailer: context.mailer, rateLimiter: context.rateLimiter },
          request.body,
        );
        delivery.catch((error: unknown) =>
          request.log.error({ err: error }, 'password recovery mail failed'),
        );
        return { success: true as const };
      },
    );

    app.post(
      '/api/checkUrlId',
      { schema: { body: checkUrlIdRequestSchema, response: { 200: okSchema, ...errors } } },
      async (request) => {
        await enforceRateLimit(
          context.rateLimiter,
          `recovery-link:ip:${request.ip}`,
          RATE_LIMITS.recoveryLinkPerIp,
        );
        await checkRecoveryLink(db, request.body.urlID);
        return { success: true as const };
      },
    );

    app.post(
      '/api/recoverPassword',
      { schema: { body: recoverPasswordRequestSchema, response: { 200: okSchema, ...errors } } },
      async (request) => {
        await enforceRateLimit(
          context.rateLimiter,
          `recovery-link:ip:${request.ip}`,
          RATE_LIMITS.recoveryLinkPerIp,
        );
        await recoverPassword(db, request.body);
        return { success: true as const };
      },
    );
  };
