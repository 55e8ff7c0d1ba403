import { NEWSLETTER_ERRORS } from '@shop/domain/api/error-codes.ts';
import { declaredErrorResponses } from '#server/http/error-responses.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  newsletterEmailIdParamsSchema,
  newsletterEmailsResponseSchema,
  newsletterLinkRequestSchema,
  newsletterLinkResponseSchema,
  saveNewsletterEmailRequestSchema,
  saveNewsletterEmailResponseSchema,
  sendValidationMailRequestSchema,
  sendValidationMailResponseSchema,
} from '@shop/domain/api/newsletter.ts';
import {
  newsletterArchiveParamsSchema,
  newsletterArchiveResponseSchema,
  newsletterIdParamsSchema,
  newsletterResponseSchema,
} from '@shop/domain/api/newsletter-archive.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import type { RouteContext } from '#server/route-context.ts';
import { newsletterArchivePage, newsletterOf } from './newsletter-archive.service.ts';
import {
  deleteNewsletterEmail,
  listNewsletterEmails,
  saveNewsletterEmail,
  sendValidationMail,
} from './newsletter-emails.service.ts';
import {
  ONE_CLICK_PATH,
  unsubscribeNewsletterEmail,
  validateNewsletterEmail,
} from './newsletter-links.service.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

const accountErrors = declaredErrorResponses(NEWSLETTER_ERRORS, 400, 401, 403, 404, 409, 429, 503);
const linkErrors = declaredErrorResponses(NEWSLETTER_ERRORS, 400, 405, 406, 429);

/**
 * Newsletters (docs/decisions/051-newsletters.md): the account's addresses and archive
 * (docs/product/newsletters.md#nl-addresses), the public validation and unsubscribe links
 * (docs/product/newsletters.md#nl-links) and the one-click unsubscribe of the mail headers (RFC
 * 8058).
 */
export const newslettersRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    registerAddressRoutes(app, context);
    registerArchiveRoutes(app, context);
    registerLinkRoutes(app, context);
    await app.register(oneClickRoute(context));
  };

function registerAddressRoutes(app: App, context: RouteContext): void {
  const { db } = context.database;
  const preHandler = context.guards.required;

  app.get(
    '/account/emails',
    { preHandler, schema: { response: { 200: newsletterEmailsResponseSchema, ...accountErrors } } },
    async (request) => listNewsletterEmails(db, request.customer!),
  );

  app.post(
    '/account/saveEmail',
    {
      preHandler,
      schema: {
        body: saveNewsletterEmailRequestSchema,
        response: {
          200: saveNewsletterEmailResponseSchema,
          201: saveNewsletterEmailResponseSchema,
          ...accountErrors,
        },
      },
    },
    async (request, reply) => {
      const { created, entry } = await saveNewsletterEmail(db, request.customer!, request.body);
      return reply.code(created ? 201 : 200).send(entry);
    },
  );

  app.post(
    '/account/sendValidationMail',
    {
      preHandler,
      schema: {
        body: sendValidationMailRequestSchema,
        response: { 200: sendValidationMailResponseSchema, ...accountErrors },
      },
    },
    async (request) =>
      sendValidationMail(
        db,
        { mailer: context.mailer, config: context.config, rateLimiter: context.rateLimiter },
        request.customer!,
        request.body,
      ),
  );

  app.delete(
    '/account/email/:id',
    {
      preHandler,
      schema: {
        params: newsletterEmailIdParamsSchema,
        response: { 204: z.null(), ...accountErrors },
      },
    },
    async (request, reply) => {
      await deleteNewsletterEmail(db, request.customer!, request.params.id);
      return reply.code(204).send(null);
    },
  );
}

function registerArchiveRoutes(app: App, context: RouteContext): void {
  const { db } = context.database;
  const preHandler = context.guards.required;
  const errors = declaredErrorResponses(NEWSLETTER_ERRORS, 400, 401, 403, 404);
  const archive = {
    preHandler,
    schema: {
      params: newsletterArchiveParamsSchema,
      response: { 200: newsletterArchiveResponseSchema, ...errors },
    },
  };
  app.get('/account/newsletters/:lang/:page', archive, async (request) =>
    newsletterArchivePage(db, request.params),
  );
  app.get('/account/newsletters/:lang/:page/:search', archive, async (request) =>
    newsletterArchivePage(db, request.params),
  );

  app.get(
    '/account/newsletter/:id',
    {
      preHandler,
      schema: {
        params: newsletterIdParamsSchema,
        response: { 200: newsletterResponseSchema, ...errors },
      },
    },
    async (request) => newsletterOf(db, request.customer!, request.params.id),
  );
}

function registerLinkRoutes(app: App, context: RouteContext): void {
  const { db } = context.database;
  const limited = async (ip: string) =>
    enforceRateLimit(
      context.rateLimiter,
      `newsletter-link:ip:${ip}`,
      RATE_LIMITS.newsletterLinkPerIp,
    );
  const schema = {
    body: newsletterLinkRequestSchema,
    response: { 200: newsletterLinkResponseSchema, ...linkErrors },
  };

  app.post('/newsletter/validationEmail', { schema }, async (request) => {
    await limited(request.ip);
    return validateNewsletterEmail(db, request.body.newsletterdata);
  });

  // the path as the product names it (docs/product/newsletters.md#nl-unsubscribe-call)
  app.post('/newsletter/unsuscribe', { schema }, async (request) => {
    await limited(request.ip);
    return unsubscribeNewsletterEmail(db, request.body.newsletterdata);
  });
}

/**
 * The URL of the mail's List-Unsubscribe header: a mail client posts the form body
 * `List-Unsubscribe=One-Click` (RFC 8058); the link's data travels in the query, too long for
 * a path segment. A plugin of its own, so only this route parses form bodies.
 */
function oneClickRoute(context: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    app.post(
      ONE_CLICK_PATH,
      {
        schema: {
          querystring: newsletterLinkRequestSchema,
          body: z.strictObject({ 'List-Unsubscribe': z.literal('One-Click') }),
          response: { 200: newsletterLinkResponseSchema, ...linkErrors },
        },
      },
      async (request) => {
        await enforceRateLimit(
          context.rateLimiter,
          `newsletter-link:ip:${request.ip}`,
          RATE_LIMITS.newsletterLinkPerIp,
        );
        return unsubscribeNewsletterEmail(context.database.db, request.query.newsletterdata);
      },
    );
  };
}
