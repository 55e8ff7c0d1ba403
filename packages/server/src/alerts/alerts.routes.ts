import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alertParamsSchema, alertUnsubscribeParamsSchema } from '@shop/domain/api/alert-params.ts';
import {
  alertResponseSchema,
  alertsResponseSchema,
  changeAlertRequestSchema,
  createAlertRequestSchema,
} from '@shop/domain/api/alerts.ts';
import { ALERT_ERRORS } from '@shop/domain/api/error-codes.ts';
import { AppError } from '#server/http/app-error.ts';
import { declaredErrorResponses } from '#server/http/error-responses.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import type { RouteContext } from '#server/route-context.ts';
import { unsubscribePage } from './alert-unsubscribe-page.ts';
import {
  UNSUBSCRIBE_PATH,
  unsubscribeAlerts,
  unsubscribeLinkAccount,
} from './alert-unsubscribe.service.ts';
import { changeAlert, createAlert, listAlerts, removeAlert } from './alerts.service.ts';

const errors = declaredErrorResponses(ALERT_ERRORS, 400, 401, 403, 404, 409);

/** The customer's alerts by mail (docs/decisions/150-article-alerts.md). */
export const alertsRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;
    const preHandler = context.guards.required;

    app.get(
      '/account/alerts',
      { preHandler, schema: { response: { 200: alertsResponseSchema, ...errors } } },
      async (request) => listAlerts(db, request.customer!),
    );

    app.post(
      '/account/alerts',
      {
        preHandler,
        schema: {
          body: createAlertRequestSchema,
          response: { 201: alertResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createAlert(db, request.customer!, request.body)),
    );

    app.put(
      '/account/alerts/:id',
      {
        preHandler,
        schema: {
          params: alertParamsSchema,
          body: changeAlertRequestSchema,
          response: { 200: alertResponseSchema, ...errors },
        },
      },
      async (request) => changeAlert(db, request.customer!, request.params.id, request.body),
    );

    app.delete(
      '/account/alerts/:id',
      {
        preHandler,
        schema: { params: alertParamsSchema, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await removeAlert(db, request.customer!, request.params.id);
        return reply.status(204).send(null);
      },
    );

    await app.register(unsubscribeRoutes(context));
  };

/**
 * The digest's unsubscribe address, without a login: GET shows a page that asks, POST (the mail
 * client's one-click body `List-Unsubscribe=One-Click`, or the page's button) pauses every alert
 * of the account. A plugin of its own, so only these routes parse form bodies.
 */
function unsubscribeRoutes(context: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = context.database;
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    const limited = (ip: string) =>
      enforceRateLimit(context.rateLimiter, `alert-link:ip:${ip}`, RATE_LIMITS.alertLinkPerIp);
    const page = async (
      reply: { status(code: number): { type(t: string): { send(body: string): unknown } } },
      run: () => Promise<{ language: string }>,
      state: 'confirm' | 'done',
      action: string,
    ) => {
      try {
        const { language } = await run();
        return reply
          .status(200)
          .type('text/html; charset=utf-8')
          .send(unsubscribePage(language, state, action));
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'ALERT_LINK_INVALID') throw error;
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(unsubscribePage('en', 'invalid', action));
      }
    };

    app.get(
      `${UNSUBSCRIBE_PATH}/:token`,
      { schema: { params: alertUnsubscribeParamsSchema } },
      async (request, reply) => {
        await limited(request.ip);
        const action = `${UNSUBSCRIBE_PATH}/${request.params.token}`;
        return page(
          reply,
          () => unsubscribeLinkAccount(db, request.params.token),
          'confirm',
          action,
        );
      },
    );

    app.post(
      `${UNSUBSCRIBE_PATH}/:token`,
      {
        schema: {
          params: alertUnsubscribeParamsSchema,
          body: z.strictObject({ 'List-Unsubscribe': z.literal('One-Click') }),
        },
      },
      async (request, reply) => {
        await limited(request.ip);
        const action = `${UNSUBSCRIBE_PATH}/${request.params.token}`;
        return page(reply, () => unsubscribeAlerts(db, request.params.token), 'done', action);
      },
    );
  };
}
