import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiKeyListResponseSchema,
  apiKeyParamsSchema,
  createApiKeyRequestSchema,
  createApiKeyResponseSchema,
} from '@shop/domain/api/api-keys.ts';
import { API_KEY_ERRORS } from '@shop/domain/api/error-codes.ts';
import { noQuerySchema } from '@shop/domain/api/shell.ts';
import { declaredErrorResponses } from '#server/http/error-responses.ts';
import type { RouteContext } from '#server/route-context.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.ts';

const errors = declaredErrorResponses(API_KEY_ERRORS, 400, 401, 403, 404, 409);

/**
 * The profile's API keys (docs/decisions/133-api-keys-for-a-retailers-erp.md): calls of a
 * session only, so a key never makes, lists or revokes keys.
 */
export const apiKeysRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;
    const preHandler = context.guards.required;

    app.get(
      '/api/account/api-keys',
      {
        preHandler,
        schema: {
          querystring: noQuerySchema,
          response: { 200: apiKeyListResponseSchema, ...errors },
        },
      },
      async (request) => ({ keys: await listApiKeys(db, request.customer!) }),
    );

    app.post(
      '/api/account/api-keys',
      {
        preHandler,
        schema: {
          body: createApiKeyRequestSchema,
          response: { 201: createApiKeyResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const created = await createApiKey(db, request.customer!, request.body);
        // the key's text is in this answer only: no cache may keep it
        return reply.status(201).header('cache-control', 'no-store').send(created);
      },
    );

    app.delete(
      '/api/account/api-keys/:id',
      {
        preHandler,
        schema: { params: apiKeyParamsSchema, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await revokeApiKey(db, request.customer!, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
