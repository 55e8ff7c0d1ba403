import { CONTENT_ERRORS } from '@shop/domain/api/error-codes.ts';
import { declaredErrorResponses } from '#server/http/error-responses.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTACT_EMAIL_INVALID_STATUS,
  contactMapResponseSchema,
  contactRequestSchema,
  contactResponseSchema,
} from '@shop/domain/api/content-contact.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import type { RouteContext } from '#server/route-context.ts';
import { loadContactMap } from './contact-map.service.ts';
import { sendContactRequest } from './contact.service.ts';

/**
 * POST /api/contact (docs/product/content.md#content-contact-call): contact and store-support
 * messages; GET /api/contact/map: what the contact page's map shows.
 */
export const contactRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;
    app.get('/api/contact/map', { schema: { response: { 200: contactMapResponseSchema } } }, () =>
      loadContactMap(db, context.config.mapTiles),
    );
    app.post(
      '/api/contact',
      {
        preHandler: context.guards.optional,
        schema: {
          body: contactRequestSchema,
          response: {
            200: contactResponseSchema,
            ...declaredErrorResponses(
              CONTENT_ERRORS,
              400,
              401,
              403,
              429,
              CONTACT_EMAIL_INVALID_STATUS,
            ),
          },
        },
      },
      async (request) => {
        await enforceRateLimit(
          context.rateLimiter,
          `contact:ip:${request.ip}`,
          RATE_LIMITS.contactPerIp,
        );
        const { delivery } = await sendContactRequest(
          db,
          { mailer: context.mailer, config: context.config },
          request.customer,
          request.body,
        );
        delivery.catch((error: unknown) =>
          request.log.error({ err: error }, 'contact request stored, mail failed'),
        );
        return { captchaValid: true as const, responseCode: 200 as const };
      },
    );
  };
