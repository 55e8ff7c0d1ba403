import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountSchema, changePasswordRequestSchema, okSchema } from '@shop/domain/api/auth.ts';
import type { RouteContext } from '#server/route-context.ts';
import { acceptPrivacyPolicy, changePassword, loadAccount } from './accounts.service.ts';
import { errorResponses } from '#server/http/error-responses.ts';

const errors = errorResponses(400, 401, 403, 404);

export const accountsRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;
    const preHandler = context.guards.required;

    app.get(
      '/intern/account',
      { preHandler, schema: { response: { 200: accountSchema, ...errors } } },
      async (request) => loadAccount(db, request.customer!),
    );

    // the path is spelled as the spec spells it
    app.put(
      '/intern/setAccepmentPrivacyPolicy',
      {
        preHandler,
        schema: { response: { 200: okSchema, ...errors } },
      },
      async (request) => {
        await acceptPrivacyPolicy(db, request.customer!);
        return { success: true as const };
      },
    );

    app.post(
      '/account/changePassword',
      {
        preHandler,
        schema: { body: changePasswordRequestSchema, response: { 200: okSchema, ...errors } },
      },
      async (request) => {
        await changePassword(db, request.customer!, request.body);
        return { success: true as const };
      },
    );
  };
