import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '@shop/domain/api/errors.ts';
import { AppError } from '#server/http/app-error.ts';
import { errorResponses } from '#server/http/error-responses.ts';
import type { AppContext } from '#server/app-context.ts';
import { metricsSource } from './metrics-cluster.ts';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Counts every answer by route pattern (never the raw URL: ids and secrets stay out of the
 * labels) and, when METRICS_TOKEN is set, serves GET /metrics to whoever sends it as bearer
 * token. Without a token it answers 404 like any unknown path.
 */
export function registerMetrics(app: FastifyInstance, context: AppContext): void {
  const { metrics } = context;
  metrics.countShopEvents(context.shopEvents);
  const { poolStats } = context.database;
  if (poolStats) metrics.watchPool(poolStats);
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    metrics.requestSeconds.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
  const token = context.config.metricsToken;
  if (token === undefined) {
    // without it the address would fall through to the web client's page; say plainly that
    // nothing is here, as for an unknown API path
    app.get('/metrics', { schema: { response: errorResponses(404) } }, async () => {
      throw new AppError(404, 'NOT_FOUND', 'Not found');
    });
    return;
  }
  const text = metricsSource(metrics.registry);
  app.get(
    '/metrics',
    { schema: { response: errorResponses(401, 503) } },
    async (request, reply) => {
      const header = request.headers.authorization ?? '';
      if (!header.startsWith('Bearer ') || !sameToken(header.slice(7), token)) {
        const body: ErrorBody = {
          error: { code: 'UNAUTHORIZED', message: 'A valid metrics token is required' },
        };
        return reply.status(401).header('www-authenticate', 'Bearer').send(body);
      }
      let body: string;
      try {
        body = await text();
      } catch (error) {
        request.log.warn({ err: error }, 'metrics could not be collected');
        throw new AppError(503, 'METRICS_UNAVAILABLE', 'The metrics could not be collected');
      }
      return reply
        .header('content-type', metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
