import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkMyShopRequestSchema,
  checkMyShopResponseSchema,
  DELETE_CONFIRMATION_HEADER,
  deleteAccountHeadersSchema,
  deleteAccountResponseSchema,
  logoResponseSchema,
  messagesSeenRequestSchema,
  saveLogoRequestSchema,
  updateAccountRequestSchema,
} from '@shop/domain/api/account-profile.ts';
import { okSchema } from '@shop/domain/api/ok.ts';
import { noQuerySchema } from '@shop/domain/api/shell.ts';
import type { RouteContext } from '#server/route-context.ts';
import { declaredErrorResponses } from '#server/http/error-responses.ts';
import { ACCOUNT_ERRORS } from '@shop/domain/api/error-codes.ts';
import { deleteAccount, type AccountEraser } from './account-deletion.service.ts';
import {
  checkMyShop,
  loadLogo,
  saveLogo,
  setMessageSeen,
  updateAccount,
} from './profile.service.ts';

const errors = declaredErrorResponses(ACCOUNT_ERRORS, 400, 401, 403, 404);
const ok = { success: true as const };

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The profile, one-time messages, shop check and account deletion
 * (docs/product/account.md#account-profile); the deletion is handed the erasers of what other
 * areas keep of an account.
 */
export const profileRoutes =
  (
    context: RouteContext,
    deletion: { eraseElsewhere: readonly AccountEraser[] },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    registerProfileAndLogoRoutes(app, context);
    registerMessageAndShopCheckRoutes(app, context);
    registerAccountDeletionRoute(app, context, deletion.eraseElsewhere);
  };

function registerProfileAndLogoRoutes(app: App, context: RouteContext): void {
  const { db } = context.database;
  const { dataDir } = context.config;
  const preHandler = context.guards.required;

  app.put(
    '/intern/account',
    {
      preHandler,
      schema: { body: updateAccountRequestSchema, response: { 200: okSchema, ...errors } },
    },
    async (request) => {
      await updateAccount(db, request.customer!, request.body);
      return ok;
    },
  );

  app.put(
    '/intern/saveLogoImage',
    {
      preHandler,
      schema: {
        body: saveLogoRequestSchema,
        response: {
          200: okSchema,
          ...declaredErrorResponses(ACCOUNT_ERRORS, 400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request) => {
      await saveLogo(db, dataDir, request.customer!, request.body);
      return ok;
    },
  );

  app.get(
    '/intern/logoImage',
    { preHandler, schema: { response: { 200: logoResponseSchema, ...errors } } },
    async (request) => loadLogo(db, dataDir, request.customer!),
  );
}

function registerMessageAndShopCheckRoutes(app: App, context: RouteContext): void {
  const { db } = context.database;
  const preHandler = context.guards.required;

  app.put(
    '/intern/setMessagesSeen',
    {
      preHandler,
      schema: {
        body: messagesSeenRequestSchema,
        response: {
          200: okSchema,
          ...declaredErrorResponses(ACCOUNT_ERRORS, 400, 401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      await setMessageSeen(db, request.customer!, request.body.message);
      return ok;
    },
  );

  app.post(
    '/intern/checkMyShop',
    {
      preHandler,
      schema: {
        body: checkMyShopRequestSchema,
        response: { 200: checkMyShopResponseSchema, ...errors },
      },
    },
    async (request) => checkMyShop(request.customer!, request.body.shop),
  );
}

function registerAccountDeletionRoute(
  app: App,
  context: RouteContext,
  eraseElsewhere: readonly AccountEraser[],
): void {
  const { db } = context.database;
  const { dataDir } = context.config;

  // GET because the spec names it so; the typed confirmation travels in a header that no
  // link, image or form of another site can send (docs/decisions/039-account-deletion.md)
  app.get(
    '/account/deleteAccount',
    {
      preHandler: context.guards.required,
      schema: {
        headers: deleteAccountHeadersSchema,
        querystring: noQuerySchema,
        response: { 200: deleteAccountResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteAccount(
        db,
        {
          mailer: context.mailer,
          dataDir,
          onMailError: (error) => request.log.error({ err: error }, 'account deletion mail failed'),
          eraseElsewhere,
        },
        request.customer!,
        request.headers[DELETE_CONFIRMATION_HEADER],
      );
      return { deleted: true as const };
    },
  );
}
