import { errorResponses } from '#server/http/error-responses.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, readySchema } from '@shop/domain/api/shell.ts';
import type { ErrorBody } from '@shop/domain/api/errors.ts';
import type { AppContext } from '#server/app-context.ts';
import { checkHealth } from './health.service.ts';

/** Liveness with the database's answer, and readiness from the startup gate (for the proxy). */
export const healthRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      { schema: { response: { 200: healthSchema, ...errorResponses(503) } } },
      async () =>
        checkHealth(context.database.db, {
          databaseKind: context.database.kind,
          shopVersion: context.config.shopVersion,
        }),
    );

    app.get(
      '/api/ready',
      { schema: { response: { 200: readySchema, ...errorResponses(503) } } },
      async (_request, reply) => {
        if (context.startup.ready) return { status: 'ready' as const, pid: process.pid };
        const body: ErrorBody = {
          error: { code: 'NOT_READY', message: 'The shop is starting or stopping' },
        };
        return reply.status(503).send(body);
      },
    );
  };
