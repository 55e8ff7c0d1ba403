import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { API_DOCS_PREFIX } from '#server/http/api-docs.ts';
import { appRoutes } from './app-routes.ts';

/**
 * Test support: every route Fastify serves, with the zod schemas of its body, query, path
 * parameters and headers, so route-wide tests (fuzzing, the text rule) include new routes by
 * themselves. Install `recordRouteInputs` through createTestApp's configure callback (hooks
 * added before ready apply to every route), then call `listRouteInputs`.
 */
export interface RouteInputs {
  method: string;
  url: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  headers?: z.ZodType;
}

const PROBE_HEADER = 'x-test-route-probe';
const probed = new WeakMap<FastifyInstance, RouteInputs>();

export function recordRouteInputs(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers[PROBE_HEADER] === undefined) return;
    const { method, url, schema } = request.routeOptions;
    probed.set(app, {
      method: String(method),
      url: url ?? '',
      ...(schema as Omit<RouteInputs, 'method' | 'url'> | undefined),
    });
    await reply.code(204).send();
  });
}

export async function listRouteInputs(app: FastifyInstance): Promise<RouteInputs[]> {
  const routes: RouteInputs[] = [];
  for (const route of appRoutes(app)) {
    // Swagger UI's files: @fastify/static's own context, which the probe hook does not reach
    if (route.url === `${API_DOCS_PREFIX}/*`) continue;
    const url = route.url.replace(/:[A-Za-z]+/g, '1').replace('*', 'x');
    probed.delete(app);
    await app.inject({ method: route.method as 'GET', url, headers: { [PROBE_HEADER]: '1' } });
    const inputs = probed.get(app);
    // swagger UI serves its page at /api/docs and /api/docs/ from one route
    if (!inputs || inputs.url.replace(/\/$/, '') !== route.url.replace(/\/$/, '')) {
      throw new Error(`probe of ${route.method} ${route.url} reached ${inputs?.url ?? 'nothing'}`);
    }
    // the method as listed: a route serving GET and HEAD reports both in routeOptions
    routes.push({ ...inputs, method: route.method });
  }
  return routes;
}
