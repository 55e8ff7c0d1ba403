import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '#server/seed/seed.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/**
 * SECURITY.md: malformed input on any route gets a 4xx in the error shape, never a 5xx.
 * Every registered route is hit with broken JSON, wrong types, long strings and SQL and path
 * metacharacters in its body, its path parameters and its query, as a visitor and logged in.
 */
let t: TestApp;
let token: string;
let routes: { method: string; url: string }[];

const NASTY = [
  "' OR 1=1 --",
  '"; drop table accounts; --',
  '../../../etc/passwd',
  '%00',
  '\u0000',
  '<script>alert(1)</script>',
  'x'.repeat(5000),
  '😀',
  '-1',
  '1e21',
];

const BODIES: unknown[] = [
  null,
  [],
  42,
  'text',
  { a: 1 },
  { name: NASTY[0], password: NASTY[1], email: NASTY[2] },
  { quantity: -1, articleNumber: NASTY[0] },
  { search: { sort: NASTY[0] }, offset: -5, limit: 1e21 },
  { data: NASTY[6], urlID: NASTY[3], newPassword: null },
  { email: ['a@b.c'], captchaHash: { x: 1 }, language: 'xx' },
];

function parseRoutes(tree: string): { method: string; url: string }[] {
  const found: { method: string; url: string }[] = [];
  for (const line of tree.split('\n')) {
    const match = /[─ ](\S+) \(([A-Z, ]+)\)/.exec(line);
    if (!match) continue;
    const url = match[1]!.startsWith('/') ? match[1]! : `/${match[1]}`;
    for (const method of match[2]!.split(',').map((m) => m.trim())) {
      if (method !== 'HEAD' && method !== 'OPTIONS') found.push({ method, url });
    }
  }
  return found;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.handle, { articles: 20, referenceDate: '2026-11-25' });
  const login = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { name: 'demo@example.com', password: 'demo-shop' },
  });
  token = login.json<{ accessToken: string }>().accessToken;
  routes = parseRoutes(t.app.printRoutes({ commonPrefix: false }));
});
afterAll(async () => {
  await t.close();
});

function fill(url: string, value: string): string {
  return url
    .replace(/:[A-Za-z]+/g, encodeURIComponent(value))
    .replace('*', encodeURIComponent(value));
}

describe('fuzzing every route', () => {
  it('finds the routes to fuzz', () => {
    expect(routes.length).toBeGreaterThan(15);
    expect(routes.some((r) => r.url === '/auth/login' && r.method === 'POST')).toBe(true);
  });

  it('never answers a 5xx to broken, mistyped or hostile input', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const authorization of [undefined, `Bearer ${token}`]) {
        const headers: Record<string, string> = authorization ? { authorization } : {};
        const attempts: InjectOptions[] = [];
        for (const value of NASTY) {
          attempts.push({
            method: route.method as 'GET',
            url: `${fill(route.url, value)}?q=${encodeURIComponent(value)}`,
            headers,
          });
        }
        if (route.method !== 'GET' && route.method !== 'DELETE') {
          attempts.push({
            method: route.method as 'POST',
            url: fill(route.url, '1'),
            headers: { ...headers, 'content-type': 'application/json' },
            payload: '{"broken": ',
          });
          for (const body of BODIES) {
            attempts.push({
              method: route.method as 'POST',
              url: fill(route.url, '1'),
              headers: { ...headers, 'content-type': 'application/json' },
              payload: JSON.stringify(body),
            });
          }
        }
        for (const attempt of attempts) {
          const res = await t.app.inject(attempt);
          if (res.statusCode >= 500)
            failures.push(
              `${res.statusCode} ${attempt.method} ${String(attempt.url).slice(0, 80)} ${String(attempt.payload ?? '').slice(0, 80)}`,
            );
          else if (res.statusCode >= 400 && String(res.headers['content-type']).includes('json')) {
            const body = res.json<{ error?: { code?: unknown; message?: unknown } }>();
            if (typeof body.error?.code !== 'string' || typeof body.error.message !== 'string') {
              failures.push(
                `bad error shape ${attempt.method} ${String(attempt.url).slice(0, 80)}`,
              );
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
