import diagnostics from 'node:diagnostics_channel';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { TestApp } from './test-app.ts';

/**
 * Every call of the OpenAPI document with the routes file that registers it and the contract
 * its schemas come from (`npm run routes`, docs/routes.md). The app is the test app the OpenAPI
 * test reads; while it is built, an `onRoute` hook (added through Fastify's
 * `fastify.initialization` diagnostics channel, before any plugin) notes each route's schemas
 * and the first server source file on the stack of its registration.
 */
export interface RouteRow {
  method: string;
  url: string;
  /** relative to packages/server/src */
  file: string;
  /** `api/<file>.ts: schema, …` of packages/domain, or `—` where no schema is a contract's */
  contract: string;
}

interface Registered {
  file: string;
  schema: RouteOptions['schema'];
}

const SERVER_SOURCE = /packages\/server\/src\/([^:)]+\.ts)/;
const domainApi = path.resolve(import.meta.dirname, '../../../domain/src/api');

/** The server file that called `app.get(…)` and friends: the first outside this folder. */
function registeringFile(): string {
  const holder: { stack?: string } = {};
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 60;
  Error.captureStackTrace(holder);
  Error.stackTraceLimit = limit;
  for (const line of (holder.stack ?? '').split('\n')) {
    const file = SERVER_SOURCE.exec(line)?.[1];
    if (file && !file.startsWith('testing/')) return file;
  }
  return '?';
}

/** Builds the app with the hook on and answers its routes by `METHOD url`. */
async function buildNoting(
  build: () => Promise<TestApp>,
): Promise<{ app: TestApp; routes: Map<string, Registered> }> {
  const routes = new Map<string, Registered>();
  const channel = diagnostics.channel('fastify.initialization');
  const listener = (message: unknown): void => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      const registered = { file: registeringFile(), schema: route.schema };
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) routes.set(`${method} ${route.url}`, registered);
    });
  };
  channel.subscribe(listener);
  try {
    return { app: await build(), routes };
  } finally {
    channel.unsubscribe(listener);
  }
}

/** Every exported schema of packages/domain/src/api by its object: `api/file.ts` and name. */
async function contractNames(): Promise<Map<unknown, { file: string; name: string }>> {
  const names = new Map<unknown, { file: string; name: string }>();
  const files = fs.readdirSync(domainApi).filter((f) => f.endsWith('.ts') && !f.includes('.test.'));
  for (const file of files.sort()) {
    // the package's own specifier, so the modules are the ones the routes imported
    const exported = (await import(`@shop/domain/api/${file}`)) as Record<string, unknown>;
    // by name, so a schema exported under two names is always given the same one
    for (const [name, value] of Object.entries(exported).sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (name.endsWith('Schema') && !names.has(value))
        names.set(value, { file: `api/${file}`, name });
    }
  }
  return names;
}

/** The contract of a route: the named schemas of its request, then of its success answer. */
function contractOf(
  schema: RouteOptions['schema'],
  names: Map<unknown, { file: string; name: string }>,
): string {
  if (!schema) return '—';
  const response = (schema.response ?? {}) as Record<string, unknown>;
  const success = Object.keys(response).find((status) => /^2/.test(status));
  const parts = [
    schema.params,
    schema.querystring,
    schema.body,
    success ? response[success] : undefined,
  ];
  const named = parts.flatMap((part) => {
    const found = part === undefined ? undefined : names.get(part);
    return found ? [found] : [];
  });
  if (named.length === 0) return '—';
  const files = [...new Set(named.map((n) => n.file))];
  return files
    .map(
      (file) =>
        `${file}: ${named
          .filter((n) => n.file === file)
          .map((n) => n.name)
          .join(', ')}`,
    )
    .join('; ');
}

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

const fastifyPath = (openApiPath: string) => openApiPath.replace(/\{(\w+)\}/g, ':$1');

/** The calls of the OpenAPI document in its order, each with its routes file and contract. */
export async function listRoutes(build: () => Promise<TestApp>): Promise<RouteRow[]> {
  const { app, routes } = await buildNoting(build);
  try {
    const res = await app.app.inject({ method: 'GET', url: '/api/docs/json' });
    if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
    const doc = res.json<OpenApiDocument>();
    const names = await contractNames();
    const rows: RouteRow[] = [];
    for (const [openApiPath, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) {
        const key = `${method.toUpperCase()} ${fastifyPath(openApiPath)}`;
        const registered = routes.get(key);
        rows.push({
          method: method.toUpperCase(),
          url: openApiPath,
          file: registered?.file ?? '?',
          contract: contractOf(registered?.schema, names),
        });
      }
    }
    return rows;
  } finally {
    await app.close();
  }
}

/** docs/routes.md: the rows as a Markdown table, with how to write it again. */
export function routesMarkdown(rows: readonly RouteRow[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  return [
    '# Routes',
    '',
    'Every call of the OpenAPI document (`/api/docs/json`), in its order: method, URL, the file',
    'under `packages/server/src/` that registers it and the contract of `packages/domain/src/`',
    'its request and answer schemas come from (`—`: none of its schemas is a named contract).',
    'Written by `npm run routes -- --write`; a test fails when this page is out of date.',
    '',
    '| Method | URL | Routes file | Contract |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      (r) => `| ${r.method} | \`${cell(r.url)}\` | \`${r.file}\` | ${cell(r.contract)} |`,
    ),
    '',
  ].join('\n');
}

/** The rows as aligned columns for a terminal. */
export function routesText(rows: readonly RouteRow[]): string {
  const width = (pick: (r: RouteRow) => string) => Math.max(...rows.map((r) => pick(r).length));
  const method = width((r) => r.method);
  const url = width((r) => r.url);
  const file = width((r) => r.file);
  return rows
    .map(
      (r) =>
        `${r.method.padEnd(method)}  ${r.url.padEnd(url)}  ${r.file.padEnd(file)}  ${r.contract}`,
    )
    .join('\n');
}
