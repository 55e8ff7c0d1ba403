import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountSchema, changePasswordRequestSchema, okSchema } from '@shop/domain/api/auth.ts';
import { errorBodySchema } from '@shop/domain/api/errors.ts';
import type { RouteContext } from '#server/route-context.ts';
import { acceptPrivacyPolicy, changePassword, loadAccount } from './accounts.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

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
