import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@shop/domain/api/shell.ts';
import { errorBodySchema } from '@shop/domain/api/errors.ts';
import type { AppContext } from '#server/app-context.ts';
import { checkHealth } from './health.service.ts';

export const healthRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      { schema: { response: { 200: healthSchema, 503: errorBodySchema } } },
      async () =>
        checkHealth(context.database.db, {
          databaseKind: context.database.kind,
          shopVersion: context.config.shopVersion,
        }),
    );
  };
