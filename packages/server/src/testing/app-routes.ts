import type { FastifyInstance } from 'fastify';

export interface AppRoute {
  method: string;
  url: string;
}

/**
 * Every route of a ready app, from Fastify's printed route tree. The tree nests routes that
 * share a prefix (`/api/article` holds `s` for `/api/articles`), so a node's path is its
 * parent's path followed by its own text. HEAD and OPTIONS are left out.
 */
export function appRoutes(app: FastifyInstance): AppRoute[] {
  const found: AppRoute[] = [];
  const paths: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[└├]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth === 0 ? '' : paths[depth - 1]!) + match[2]!;
    paths[depth] = path;
    paths.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD' && method !== 'OPTIONS') found.push({ method, url: path });
    }
  }
  return found;
}
