import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainStringPaths } from '@shop/domain/testing/schema-strings.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDatabaseKind } from '#server/testing/test-database.ts';
import {
  listRouteInputs,
  recordRouteInputs,
  type RouteInputs,
} from '#server/testing/route-inputs.ts';
import { fieldPaths, sampleOf, withField } from '#server/testing/schema-sample.ts';

/**
 * docs/security.md: malformed input on any route gets a 4xx in the error shape, never a 5xx; and
 * docs/decisions/017-text-input.md: no client string skips the shared text rule.
 * Every route Fastify serves (found at run time, so new routes are included) is called with a
 * valid request built from its own schemas, then with one field, path parameter or query value
 * at a time replaced by NUL, control and bidi characters, lone surrogates, SQL and path
 * metacharacters, long strings and values of the wrong type, and with whole bodies that are
 * malformed, of the wrong type, just under the body limit and one byte over it; as a visitor
 * and as a logged-in customer. Path parameters get every hostile value; body fields and query
 * values get three each, rotating through the lists, so every value reaches every route with
 * enough fields while the run stays short (docs/decisions/061). The test runs on SQLite and
 * on PostgreSQL (the server-sqlite and server-postgres projects), whose text types differ:
 * PostgreSQL cannot store NUL.
 */
let t: TestApp;
let routes: RouteInputs[];

const HOSTILE_TEXT = [
  'a\u0000b',
  'red\u001b[31m!\u001b[0m',
  'line\r\nbreak',
  'tab\there',
  'c1\u0085\u009b',
  'bidi\u202eevil\u202c',
  'iso\u2066late\u2069',
  'lone\ud800',
  "' OR 1=1 --",
  '"; drop table accounts; --',
  '../../../etc/passwd',
  '1e21',
  'x'.repeat(10_000),
];
const WRONG_TYPES: unknown[] = [-1.5, 1e21, true, null, ['x'], { a: 1 }];
const WHOLE_BODIES = [null, [], 42, 'text', { unexpected: '\u0000' }];
/** Requests that hold the session's fate (logout, password change) are sent one at a time. */
const PARALLEL = 8;

/** The values one field or query value gets: hostile text, a wrong type and more text. */
function valuesFor(position: number): unknown[] {
  const text = (k: number) => HOSTILE_TEXT[(position * 2 + k) % HOSTILE_TEXT.length];
  return [text(0), WRONG_TYPES[position % WRONG_TYPES.length], text(1)];
}

async function login(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { name: 'demo@example.com', password: 'demo-shop' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ accessToken: string }>().accessToken;
}

beforeAll(async () => {
  t = await createTestApp({}, recordRouteInputs);
  await seedDatabase(t.database.handle, { articles: 20, referenceDate: '2026-11-25' });
  routes = await listRouteInputs(t.app);
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** Percent-encoding, with a lone surrogate sent as the (invalid) UTF-8 bytes it would have. */
function encode(value: unknown): string {
  return String(value).replace(/[\s\S]/gu, (char) => {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(char);
  });
}

function queryString(values: Record<string, unknown>): string {
  const pairs = Object.entries(values).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => `${encode(key)}=${encode(item)}`),
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function pathWith(route: RouteInputs, params: Record<string, unknown>): string {
  return route.url.replace(/:([A-Za-z]+)/g, (_, name: string) => encode(params[name] ?? '1'));
}

/** The requests for one route: the valid one, then one spoiled input at a time. */
function attemptsFor(route: RouteInputs): InjectOptions[] {
  const params = (route.params ? sampleOf(route.params) : {}) as Record<string, unknown>;
  const query = (route.querystring ? sampleOf(route.querystring) : {}) as Record<string, unknown>;
  const body = route.body ? sampleOf(route.body) : undefined;
  const headers = (route.headers ? sampleOf(route.headers) : {}) as Record<string, string>;
  const method = route.method as InjectOptions['method'];
  const request = (
    overrides: { params?: object; query?: object; body?: unknown; raw?: string } = {},
  ): InjectOptions => {
    const sendsBody = method !== 'GET' && method !== 'DELETE';
    const payload = overrides.raw ?? JSON.stringify(overrides.body ?? body ?? {});
    return {
      method,
      url: `${pathWith(route, { ...params, ...overrides.params })}${queryString({ ...query, ...overrides.query })}`,
      headers: { ...headers, ...(sendsBody ? { 'content-type': 'application/json' } : {}) },
      ...(sendsBody ? { payload } : {}),
    };
  };

  const attempts = [request()];
  let position = 0;
  for (const name of Object.keys(params)) {
    for (const value of HOSTILE_TEXT) attempts.push(request({ params: { [name]: value } }));
  }
  for (const name of [...Object.keys(query), 'unexpected']) {
    for (const value of [...valuesFor(position++), ['1', '2']]) {
      attempts.push(request({ query: { [name]: value } }));
    }
  }
  if (method !== 'GET' && method !== 'DELETE') {
    attempts.push(request({ raw: '{"broken": ' }));
    for (const whole of WHOLE_BODIES) attempts.push(request({ body: whole }));
    // a body of exactly the limit is read; one byte more is refused with 413
    const filler = (size: number) => `{"unexpected":"${'x'.repeat(size - 17)}"}`;
    attempts.push(request({ raw: filler(t.config.bodyLimit) }));
    attempts.push(request({ raw: filler(t.config.bodyLimit + 1) }));
    for (const path of fieldPaths(body)) {
      for (const value of valuesFor(position++)) {
        attempts.push(request({ body: withField(body, path, value) }));
      }
    }
  }
  for (const name of Object.keys(route.headers ? headers : {})) {
    // header values cannot carry control characters over HTTP; the rest can
    for (const value of ["' OR 1=1 --", 'x'.repeat(10_000), '']) {
      attempts.push({ ...request(), headers: { ...request().headers, [name]: value } });
    }
  }
  return attempts;
}

describe('fuzzing every route', () => {
  it('finds every route with its input schemas', () => {
    expect(routes.length).toBeGreaterThan(40);
    const login = routes.find((r) => r.url === '/auth/login' && r.method === 'POST');
    expect(login?.body).toBeDefined();
    expect(routes.some((r) => r.url === '/api/articlesForIDs')).toBe(true);
    expect(routes.some((r) => r.url === '/basket/remove/:articleNumber' && r.params)).toBe(true);
  });

  it('declares no client string without the shared text rule (docs/decisions/017-text-input.md)', () => {
    const plain = routes.flatMap((route) =>
      (['body', 'querystring', 'params', 'headers'] as const).flatMap((part) => {
        const schema = route[part];
        if (!schema) return [];
        return plainStringPaths(schema).map(
          (path) => `${route.method} ${route.url} ${part} ${path}`,
        );
      }),
    );
    expect(plain).toEqual([]);
  });

  it('never answers a 5xx to hostile, oversized or mistyped input, as visitor or customer', async () => {
    const failures: string[] = [];
    let token = await login();
    let passedGuard = 0;
    let requests = 0;
    let fiveHundreds = 0;
    let overLimit = 0;
    const started = performance.now();
    for (const [index, route] of routes.entries()) {
      // a route (logout, password change) may end the session: log in again when it did
      const account = await t.app.inject({
        method: 'GET',
        url: '/intern/account',
        headers: { authorization: `Bearer ${token}` },
      });
      if (account.statusCode === 401) token = await login();
      else expect(account.statusCode).toBe(200);

      const attempts = attemptsFor(route);
      const visitor = await t.app.inject({ ...attempts[0]!, remoteAddress: `10.0.${index}.1` });
      for (const authorization of [undefined, `Bearer ${token}`]) {
        // a customer-only route refuses visitors before reading their input, so its visitors
        // get the valid request only (keeps the run short)
        const tried =
          !authorization && visitor.statusCode === 401 ? attempts.slice(0, 1) : attempts;
        const send = async (attempt: InjectOptions) => {
          const res = await t.app.inject({
            ...attempt,
            // spread per-address rate limits, so later routes are still reached
            remoteAddress: `10.0.${index}.${authorization ? 2 : 1}`,
            headers: { ...attempt.headers, ...(authorization ? { authorization } : {}) },
          });
          requests += 1;
          const what = `${res.statusCode} ${attempt.method} ${String(attempt.url).slice(0, 80)} ${String(attempt.payload ?? '').slice(0, 100)}`;
          if (authorization && res.statusCode !== 401) passedGuard += 1;
          if (res.statusCode === 413) overLimit += 1;
          if (res.statusCode >= 500) {
            fiveHundreds += 1;
            failures.push(what);
          } else if (
            res.statusCode >= 400 &&
            String(res.headers['content-type']).includes('json')
          ) {
            const error = res.json<{ error?: { code?: unknown; message?: unknown } }>().error;
            if (typeof error?.code !== 'string' || typeof error.message !== 'string') {
              failures.push(`bad error shape: ${what}`);
            }
          }
        };
        // a route that may end the session gets its requests one after another
        const width = /logout|password/i.test(route.url) ? 1 : PARALLEL;
        for (let i = 0; i < tried.length; i += width) {
          await Promise.all(tried.slice(i, i + width).map(send));
        }
      }
    }
    console.info(
      `fuzz (${testDatabaseKind()}): ${requests} requests to ${routes.length} routes, ` +
        `${fiveHundreds} answered 5xx, ${overLimit} over the body limit answered 413, ` +
        `${Math.round(performance.now() - started)} ms`,
    );
    expect(failures).toEqual([]);
    // the logged-in pass really reached the customer routes
    expect(passedGuard).toBeGreaterThan(1000);
  }, 120_000);
});
