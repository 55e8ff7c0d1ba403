import { REGISTRATION_ERRORS } from '@shop/domain/api/error-codes.ts';
import { declaredErrorResponses } from '#server/http/error-responses.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkEmailAnswerSchema,
  checkEmailRequestSchema,
  paymentMethodsSchema,
  registrationSchema,
} from '@shop/domain/api/auth.ts';
import { okSchema } from '@shop/domain/api/ok.ts';
import type { AppContext } from '#server/app-context.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import {
  checkEmailForRegistration,
  listPaymentMethods,
  submitRegistration,
} from './registration.service.ts';

export const registrationRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;

    /*
     * The product's client reads 903 and 904 as "status codes" of this call
     * (docs/product/identity.md#auth-registration-email-check). We
     * answer HTTP 200 with the code in the body ({status: 200 | 903 | 904}): 9xx are no HTTP
     * statuses, and proxies and fetch treat unknown ones unpredictably.
     */
    app.post(
      '/api/checkEmailForRegistration',
      {
        schema: {
          body: checkEmailRequestSchema,
          response: {
            200: checkEmailAnswerSchema,
            ...declaredErrorResponses(REGISTRATION_ERRORS, 400),
            ...declaredErrorResponses(REGISTRATION_ERRORS, 429),
          },
        },
      },
      async (request) => {
        await enforceRateLimit(
          context.rateLimiter,
          `check-email:ip:${request.ip}`,
          RATE_LIMITS.checkEmailPerIp,
        );
        return { status: await checkEmailForRegistration(db, request.body.email) };
      },
    );

    app.get(
      '/api/paymentMethods',
      { schema: { response: { 200: paymentMethodsSchema } } },
      async () => listPaymentMethods(db),
    );

    app.post(
      '/api/registration',
      {
        schema: {
          body: registrationSchema,
          response: {
            200: okSchema,
            ...declaredErrorResponses(REGISTRATION_ERRORS, 400),
            ...declaredErrorResponses(REGISTRATION_ERRORS, 409),
            ...declaredErrorResponses(REGISTRATION_ERRORS, 429),
          },
        },
      },
      async (request) => {
        await enforceRateLimit(
          context.rateLimiter,
          `registration:ip:${request.ip}`,
          RATE_LIMITS.registrationPerIp,
        );
        const { delivery } = await submitRegistration(
          db,
          { mailer: context.mailer, config: context.config, shopEvents: context.shopEvents },
          request.body,
        );
        delivery.catch((error: unknown) =>
          request.log.error({ err: error }, 'registration stored, confirmation mail failed'),
        );
        return { success: true as const };
      },
    );
  };
