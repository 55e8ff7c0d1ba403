import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDatabaseKind } from '#server/testing/test-database.ts';

let t: TestApp;
beforeAll(async () => {
  // a stand-in route with a strict body, to check what every real route inherits
  const echo = (app: FastifyInstance) =>
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/test-echo',
      {
        schema: {
          body: z.strictObject({ quantity: z.number().int().positive(), note: z.string().max(50) }),
          response: { 200: z.object({ quantity: z.number() }) },
        },
      },
      async (request) => ({ quantity: request.body.quantity, secret: 'must not leak' }),
    );
  t = await createTestApp({ BODY_LIMIT: '2048' }, echo);
});
afterAll(async () => {
  await t.close();
});

describe('the HTTP contract every answer keeps', () => {
  it('reports health with the database kind, version and the answering process', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: testDatabaseKind(),
      version: 'test-1',
      pid: process.pid,
    });
  });

  it('answers ready once the process serves, and 503 while it stops', async () => {
    // the search index is built in the background; the process is ready once it is
    let ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    for (let i = 0; i < 200 && ready.statusCode === 503; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    }
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', pid: process.pid });
    t.startup.stopping();
    const stopping = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(stopping.statusCode).toBe(503);
    expect(stopping.json().error.code).toBe('NOT_READY');
    expect(stopping.headers['cache-control']).toBe('no-store');
  });

  it('carries the shop version, security headers and no-store on API answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-shop-version']).toBe('test-1');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain('frame-ancestors');
  });

  it('gives a foreign origin no CORS permission, on calls and on preflights', async () => {
    const origin = 'https://evil.example';
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health', headers: { origin } }),
      t.app.inject({
        method: 'OPTIONS',
        url: '/auth/login',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, authorization',
        },
      }),
      t.app.inject({ method: 'POST', url: '/auth/login', headers: { origin }, payload: {} }),
    ]);
    for (const res of answers) {
      const cors = Object.keys(res.headers).filter((h) => h.startsWith('access-control-'));
      expect(cors, `${res.statusCode}`).toEqual([]);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('answers an unknown API path with 404 in the error shape', async () => {
    for (const url of ['/api/nothing-here', '/intern/nope', '/basket/x/y', '/auth/unknown']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({
        error: { code: 'NOT_FOUND', message: expect.any(String) },
      });
      expect(res.headers['x-shop-version']).toBe('test-1');
    }
    const post = await t.app.inject({ method: 'POST', url: '/de/de/whatever', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('refuses an unknown language with 400 and validation details', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/loca/getLanguage/xx' });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: { code: string; details: unknown[] } }>();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.details.length).toBeGreaterThan(0);
  });

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const post = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/test-echo',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const bad = await post('{"quantity":');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('INVALID_JSON');
    const big = await post(JSON.stringify({ quantity: 1, note: 'x'.repeat(5000) }));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses unknown fields and coerced types, and answers only the declared fields', async () => {
    const send = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/test-echo', payload: payload as object });
    for (const payload of [
      { quantity: 1, note: 'a', extra: true },
      { quantity: '2', note: 'a' },
      { quantity: 1.5, note: 'a' },
      { quantity: -1, note: 'a' },
      { quantity: null, note: 'a' },
      { note: 'a' },
    ]) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    const ok = await send({ quantity: 3, note: 'a' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ quantity: 3 });
  });

  it('redirects the bare root to the default shop and language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/de/de');
  });

  it('gives the web client for every page path, with a CSP', async () => {
    for (const url of ['/de/de', '/uk/en/notFound', '/fr/fr/category/1a', '/xx/zz/anything']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    }
  });

  it('serves hashed client assets with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });
});
