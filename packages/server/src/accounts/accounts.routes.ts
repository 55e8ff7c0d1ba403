import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordRequestSchema } from '@shop/domain/api/auth.ts';
import { accountSchema } from '@shop/domain/api/account.ts';
import { okSchema } from '@shop/domain/api/ok.ts';
import type { RouteContext } from '#server/route-context.ts';
import { acceptPrivacyPolicy, changePassword, loadAccount } from './accounts.service.ts';
import { declaredErrorResponses } from '#server/http/error-responses.ts';
import { ACCOUNT_ERRORS } from '@shop/domain/api/error-codes.ts';

const errors = declaredErrorResponses(ACCOUNT_ERRORS, 400, 401, 403, 404);
/** what the password-change screen of an account that must set a new password needs (decision 016) */
const duringPasswordInitialization = { duringPasswordInitialization: true };

export const accountsRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;
    const preHandler = context.guards.required;

    app.get(
      '/intern/account',
      {
        preHandler: context.guards.withKey('account:read').required,
        config: duringPasswordInitialization,
        schema: { response: { 200: accountSchema, ...errors } },
      },
      async (request) => loadAccount(db, request.customer!),
    );

    // the path is spelled as the spec spells it
    app.put(
      '/intern/setAccepmentPrivacyPolicy',
      {
        preHandler,
        config: duringPasswordInitialization,
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
        config: duringPasswordInitialization,
        schema: {
          body: changePasswordRequestSchema,
          response: {
            200: okSchema,
            ...declaredErrorResponses(ACCOUNT_ERRORS, 400, 401, 403, 404, 429),
          },
        },
      },
      async (request) => {
        await changePassword(
          db,
          { rateLimiter: context.rateLimiter },
          request.customer!,
          request.body,
          request.ip,
        );
        return { success: true as const };
      },
    );
  };
