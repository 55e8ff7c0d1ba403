import { AUTH_ERRORS } from '@shop/domain/api/error-codes.ts';
import { declaredErrorResponses } from '#server/http/error-responses.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaChallengeSchema } from '@shop/domain/api/auth.ts';
import type { AppContext } from '#server/app-context.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import { createCaptchaChallenge } from './captcha.service.ts';

/**
 * `GET /api/captcha/challenge`: the challenge URL of the ALTCHA widget
 * (`<altcha-widget challenge="/api/captcha/challenge">`). The widget's solved payload travels
 * as `captchaHash` in the registration and password-recovery requests.
 */
export const captchaRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/captcha/challenge',
      {
        schema: {
          response: { 200: captchaChallengeSchema, ...declaredErrorResponses(AUTH_ERRORS, 429) },
        },
      },
      async (request) => {
        await enforceRateLimit(
          context.rateLimiter,
          `captcha:ip:${request.ip}`,
          RATE_LIMITS.captchaChallengePerIp,
        );
        return createCaptchaChallenge(context.database.db, { config: context.config });
      },
    );
  };
