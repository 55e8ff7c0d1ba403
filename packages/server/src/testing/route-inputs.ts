import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

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

/** Routes as printRoutes lists them: method and URL pattern, HEAD and OPTIONS left out. */
function listRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const found: { method: string; url: string }[] = [];
  let prefix: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) continue;
    // nested lines (e.g. "s" under "/api/article") extend the path of the line above them
    const depth = match[1]!.length / 4;
    prefix = [...prefix.slice(0, depth), match[2]!];
    const url = `/${prefix.slice(1).join('')}`.replace(/^\/\//, '/');
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD' && method !== 'OPTIONS') found.push({ method, url });
    }
  }
  return found;
}

export async function listRouteInputs(app: FastifyInstance): Promise<RouteInputs[]> {
  const routes: RouteInputs[] = [];
  for (const route of listRoutes(app)) {
    const url = route.url.replace(/:[A-Za-z]+/g, '1').replace('*', 'x');
    probed.delete(app);
    await app.inject({ method: route.method as 'GET', url, headers: { [PROBE_HEADER]: '1' } });
    const inputs = probed.get(app);
    if (!inputs || inputs.url !== route.url) {
      throw new Error(`probe of ${route.method} ${route.url} reached ${inputs?.url ?? 'nothing'}`);
    }
    // the method as listed: a route serving GET and HEAD reports both in routeOptions
    routes.push({ ...inputs, method: route.method });
  }
  return routes;
}
