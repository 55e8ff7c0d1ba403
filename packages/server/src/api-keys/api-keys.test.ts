import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_SCOPES, type ApiKeyListResponse } from '@shop/domain/api/api-keys.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import { createOperatorToken } from '#server/operator-access/operator-tokens.service.ts';
import { caller, codeOf, type Caller } from '#server/testing/calls.ts';
import { DEMO, accountIdOf, login } from '#server/testing/demo-logins.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { callsByScope, makeKey, type ScopedCall } from './api-keys.fixtures.ts';

/**
 * A retailer's API keys (docs/decisions/133-api-keys-for-a-retailers-erp.md): made on the
 * profile, shown once, stored hashed; a key acts for its own account only, within its scopes,
 * never on the operator API nor on a call of a session.
 */

let t: TestApp;
let de: Caller;
let uk: Caller;
let deId: number;
let own: { articleNumber: string; orderNumber: string; invoiceNumber: string };
let foreign: { orderNumber: string; invoiceNumber: string };

async function firstNumbers(accountId: number) {
  const { db } = t.database.handle;
  const order = await db
    .selectFrom('orders')
    .select('orderNumber')
    .where('accountId', '=', accountId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const invoice = await db
    .selectFrom('invoices')
    .select('invoiceNumber')
    .where('accountId', '=', accountId)
    .where('canceled', '=', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { orderNumber: order.orderNumber, invoiceNumber: invoice.invoiceNumber };
}

beforeAll(async () => {
  ({
    t,
    callers: [de, uk],
  } = await seededApp({ articles: 20, referenceDate: '2026-11-25', logins: [DEMO.de, DEMO.uk] }));
  deId = await accountIdOf(t, DEMO.de);
  const article = await t.database.handle.db
    .selectFrom('articles')
    .select('articleNumber')
    .where('mainArticleNumber', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  own = { articleNumber: article.articleNumber, ...(await firstNumbers(deId)) };
  foreign = await firstNumbers(await accountIdOf(t, DEMO.uk));
});
afterAll(async () => {
  await t.close();
});

const send = (who: Caller, call: ScopedCall) => who(call.method, call.url, call.body);
const storedKeys = () =>
  t.database.handle.db.selectFrom('apiKeys').selectAll().where('accountId', '=', deId).execute();

describe('making an API key on the profile', () => {
  it('shows the key once, lists it without its text and stores only its SHA-256', async () => {
    const res = await de('POST', '/api/account/api-keys', {
      name: 'Warenwirtschaft',
      scopes: ['orders', 'catalog:read'],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { key, secret } = res.json<{ key: { id: number; scopes: string[] }; secret: string }>();
    expect(secret).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    // in the order of the scopes' list, whatever the order sent
    expect(key.scopes).toEqual(['catalog:read', 'orders']);

    const list = await de('GET', '/api/account/api-keys');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret.slice(3));
    expect(list.json<ApiKeyListResponse>().keys).toContainEqual({
      id: key.id,
      name: 'Warenwirtschaft',
      scopes: ['catalog:read', 'orders'],
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    const row = (await storedKeys()).find((stored) => stored.id === key.id)!;
    expect(row.keyHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret.slice(3));
    // another customer sees none of it
    expect((await uk('GET', '/api/account/api-keys')).body).not.toContain('Warenwirtschaft');
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = (await storedKeys()).length;
    for (const body of [
      {},
      { name: 'x' },
      { name: 'nul\u0000byte', scopes: ['orders'] },
      { name: 'tab\there', scopes: ['orders'] },
      { name: 'bidi\u202Ename', scopes: ['orders'] },
      { name: '   ', scopes: ['orders'] },
      { name: 'x'.repeat(61), scopes: ['orders'] },
      { name: 42, scopes: ['orders'] },
      { name: ['a'], scopes: ['orders'] },
      { name: 'ok', scopes: [] },
      { name: 'ok', scopes: 'orders' },
      { name: 'ok', scopes: ['orders', 'orders'] },
      { name: 'ok', scopes: ['operator'] },
      { name: 'ok', scopes: [1] },
      { name: 'ok', scopes: ['orders'], accountId: 1 },
    ]) {
      const res = await de('POST', '/api/account/api-keys', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toHaveProperty('error.code');
    }
    for (const id of ['abc', '-1', '1.5', '9'.repeat(10), '%00']) {
      expect((await de('DELETE', `/api/account/api-keys/${id}`)).statusCode, id).toBe(400);
    }
    expect((await storedKeys()).length).toBe(before);
  });

  it('refuses a second unrevoked key of the same name, and more than 20 keys', async () => {
    const first = await makeKey(de, 'twin', ['orders']);
    const twin = await de('POST', '/api/account/api-keys', { name: 'twin', scopes: ['orders'] });
    expect(twin.statusCode).toBe(409);
    expect(codeOf(twin)).toBe('DUPLICATE_NAME');
    expect((await de('DELETE', `/api/account/api-keys/${first.id}`)).statusCode).toBe(204);
    // a revoked key frees its name
    await makeKey(de, 'twin', ['orders']);

    const held = (await storedKeys()).filter((row) => row.revokedAt === null).length;
    for (let i = held; i < 20; i++) await makeKey(de, `filler-${i}`, ['catalog:read']);
    const over = await de('POST', '/api/account/api-keys', {
      name: 'one-too-many',
      scopes: ['orders'],
    });
    expect(over.statusCode).toBe(409);
    expect(codeOf(over)).toBe('API_KEY_LIMIT');
    // make room for the tests below
    for (const row of await storedKeys()) {
      if (row.name.startsWith('filler-')) await de('DELETE', `/api/account/api-keys/${row.id}`);
    }
  });

  it('makes one key of a name sent twice at once, and no key over the limit when sent at once', async () => {
    const twice = await Promise.all(
      [1, 2].map(() =>
        de('POST', '/api/account/api-keys', { name: 'at-once', scopes: ['orders'] }),
      ),
    );
    expect(twice.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const held = (await storedKeys()).filter((row) => row.revokedAt === null).length;
    for (let i = held; i < 19; i++) await makeKey(de, `race-${i}`, ['catalog:read']);
    const racing = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        de('POST', '/api/account/api-keys', { name: `racer-${n}`, scopes: ['orders'] }),
      ),
    );
    expect(racing.filter((res) => res.statusCode === 201)).toHaveLength(1);
    const refused = racing.filter((res) => res.statusCode === 409);
    expect(refused.map(codeOf)).toEqual(Array(4).fill('API_KEY_LIMIT'));
    expect((await storedKeys()).filter((row) => row.revokedAt === null)).toHaveLength(20);
    for (const row of await storedKeys()) {
      if (/^(race-|racer-|at-once)/.test(row.name) && row.revokedAt === null) {
        expect((await de('DELETE', `/api/account/api-keys/${row.id}`)).statusCode).toBe(204);
      }
    }
  });

  it('refuses a business console, which reads the owner data only', async () => {
    const console = caller(t, await login(t, DEMO.console));
    const res = await console('POST', '/api/account/api-keys', { name: 'x', scopes: ['orders'] });
    expect(res.statusCode).toBe(403);
    expect(codeOf(res)).toBe('BUSINESS_CONSOLE_REFUSED');
  });
});

describe('calls with an API key', () => {
  it('answers each call of a scope exactly as the session does, and refuses the other scopes 403', async () => {
    const calls = callsByScope(own);
    for (const scope of API_KEY_SCOPES) {
      const key = caller(t, (await makeKey(de, `only-${scope}`, [scope])).secret);
      for (const [callScope, list] of Object.entries(calls)) {
        for (const call of list) {
          const what = `${scope} → ${call.method} ${call.url}`;
          const withKey = await send(key, call);
          if (callScope !== scope) {
            expect(withKey.statusCode, what).toBe(403);
            expect(withKey.json(), what).toMatchObject({
              error: { code: 'API_KEY_SCOPE_MISSING', details: { scope: callScope } },
            });
            continue;
          }
          const withSession = await send(de, call);
          expect(withKey.statusCode, `${what}: ${withKey.body.slice(0, 200)}`).toBe(200);
          expect(withKey.headers['content-type'], what).toBe(withSession.headers['content-type']);
          if (!String(withKey.headers['content-type']).includes('pdf')) {
            expect(withKey.body, what).toBe(withSession.body);
          } else {
            expect(withKey.rawPayload.subarray(0, 5).toString(), what).toBe('%PDF-');
          }
        }
      }
    }
  });

  it("answers 404 for another customer's orders, invoices and PDFs, and never shows them", async () => {
    const key = caller(t, (await makeKey(de, 'all-scopes', [...API_KEY_SCOPES])).secret);
    for (const url of [
      `/account/order/${foreign.orderNumber}`,
      `/api/invoices/${foreign.invoiceNumber}`,
      `/account/invoice/${foreign.invoiceNumber}`,
    ]) {
      const res = await key('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain(DEMO.uk);
    }
    const list = await key('GET', '/account/orders/1');
    expect(list.body).not.toContain(foreign.orderNumber);
  });

  it('places an order for its own account, once for one Idempotency-Key', async () => {
    const key = caller(t, (await makeKey(de, 'orders-erp', ['orders'])).secret);
    await key('GET', '/basket/clear');
    const added = await key('PUT', '/basket/add', {
      articleNumber: own.articleNumber,
      quantity: 1,
    });
    expect(added.statusCode, added.body).toBe(200);
    const idempotency = { 'idempotency-key': 'erp-order-0001' };
    const first = await key('POST', '/basket/order', {}, idempotency);
    expect(first.statusCode, first.body).toBe(201);
    const again = await key('POST', '/basket/order', {}, idempotency);
    expect(again.statusCode).toBe(201);
    const { orderNumber } = first.json<{ orderNumber: string }>();
    expect(again.json<{ orderNumber: string }>().orderNumber).toBe(orderNumber);
    const stored = await t.database.handle.db
      .selectFrom('orders')
      .select('accountId')
      .where('orderNumber', '=', orderNumber)
      .execute();
    expect(stored).toEqual([{ accountId: deId }]);
  });

  it('refuses a key on every call of a session only with 403 API_KEY_NOT_ACCEPTED', async () => {
    const key = caller(t, (await makeKey(de, 'session-probe', [...API_KEY_SCOPES])).secret);
    const calls: ScopedCall[] = [
      { method: 'GET', url: '/api/account/api-keys' },
      { method: 'POST', url: '/api/account/api-keys', body: { name: 'child', scopes: ['orders'] } },
      {
        method: 'POST',
        url: '/account/changePassword',
        body: { currentPassword: 'demo-shop', newPassword: 'taken-over-1' },
      },
      { method: 'PUT', url: '/intern/setAccepmentPrivacyPolicy' },
      { method: 'GET', url: '/account/deleteAccount' },
      { method: 'GET', url: '/intern/logoImage' },
    ];
    for (const call of calls) {
      const res = await send(key, call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(codeOf(res)).toBe('API_KEY_NOT_ACCEPTED');
    }
    const revoke = await key('DELETE', '/api/account/api-keys/1');
    expect(codeOf(revoke)).toBe('API_KEY_NOT_ACCEPTED');
    expect((await storedKeys()).some((row) => row.name === 'child')).toBe(false);
  });

  it('never opens the operator API, and an operator token is no API key', async () => {
    const key = (await makeKey(de, 'not-an-operator', [...API_KEY_SCOPES])).secret;
    for (const url of ['/operator/v1/orders/feed?limit=1', '/operator/v1/registrations/feed']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${key}` },
      });
      expect(res.statusCode, url).toBe(401);
    }
    const { token } = await createOperatorToken(t.database.handle.db, {
      name: 'erp-operator',
      scopes: ['orders', 'catalog', 'accounts', 'documents'],
    });
    for (const call of Object.values(callsByScope(own)).flat()) {
      const res = await send(caller(t, token), call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('answers 401 at once for a revoked, unknown or malformed key; another customer cannot revoke it', async () => {
    const { secret, id } = await makeKey(de, 'to-revoke', ['account:read']);
    const key = caller(t, secret);
    expect((await key('GET', '/intern/account')).statusCode).toBe(200);
    expect((await uk('DELETE', `/api/account/api-keys/${id}`)).statusCode).toBe(404);
    expect((await key('GET', '/intern/account')).statusCode).toBe(200);
    expect((await de('DELETE', `/api/account/api-keys/${id}`)).statusCode).toBe(204);
    const after = await key('GET', '/intern/account');
    expect(after.statusCode).toBe(401);
    expect(codeOf(after)).toBe('UNAUTHENTICATED');
    expect((await de('DELETE', `/api/account/api-keys/${id}`)).statusCode).toBe(404);
    const row = (await storedKeys()).find((stored) => stored.id === id)!;
    expect(row.revokedAt).not.toBeNull();
    const listed = (await de('GET', '/api/account/api-keys')).json<ApiKeyListResponse>();
    expect(listed.keys.map((listedKey) => listedKey.id)).not.toContain(id);

    for (const text of [`sk_${'A'.repeat(43)}`, 'sk_short', `${secret}x`, secret.toUpperCase()]) {
      const res = await caller(t, text)('GET', '/intern/account');
      expect(res.statusCode, text).toBe(401);
    }
    // control characters, a second token, another scheme: no key is read from them
    const live = (await makeKey(de, 'header-probe', ['account:read'])).secret;
    for (const header of [
      `Bearer ${live}\u0001`,
      `Bearer \t${live}`,
      `Bearer ${live} ${live}`,
      `Basic ${live}`,
      `bearer${live}`,
      live,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/intern/account',
        headers: { authorization: header },
      });
      expect(res.statusCode, JSON.stringify(header)).toBe(401);
    }
  });

  it('records its last use', async () => {
    const { secret, id } = await makeKey(de, 'used-one', ['account:read']);
    const lastUsed = async () => (await storedKeys()).find((row) => row.id === id)!.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    const before = new Date().toISOString();
    expect((await caller(t, secret)('GET', '/intern/account')).statusCode).toBe(200);
    const used = await lastUsed();
    expect(used! >= before).toBe(true);
    const listed = (await de('GET', '/api/account/api-keys')).json<ApiKeyListResponse>();
    expect(listed.keys.find((listedKey) => listedKey.id === id)?.lastUsedAt).toBe(used);
  });

  it('refuses the key of a deactivated account with 401, and works again when it is active', async () => {
    const taxFree = caller(t, await login(t, DEMO.taxFree));
    const key = caller(t, (await makeKey(taxFree, 'disabled-erp', ['account:read'])).secret);
    expect((await key('GET', '/intern/account')).statusCode).toBe(200);
    const { db } = t.database.handle;
    const accountId = await accountIdOf(t, DEMO.taxFree);
    await db.updateTable('accounts').set({ active: 0 }).where('id', '=', accountId).execute();
    try {
      const res = await key('GET', '/intern/account');
      expect(res.statusCode).toBe(401);
      expect(codeOf(res)).toBe('UNAUTHENTICATED');
    } finally {
      await db.updateTable('accounts').set({ active: 1 }).where('id', '=', accountId).execute();
    }
    expect((await key('GET', '/intern/account')).statusCode).toBe(200);
  });

  it('answers 429 once a key used up its own limit, leaving the other keys and the session alone', async () => {
    const busy = await makeKey(de, 'busy-erp', ['account:read']);
    const calm = await makeKey(de, 'calm-erp', ['account:read']);
    const limit = RATE_LIMITS.apiKeyCallsPerKey;
    for (let i = 0; i < limit.max - 1; i++) {
      await t.rateLimiter.hit(`api-key:${busy.id}`, limit.max, limit.windowMs);
    }
    expect((await caller(t, busy.secret)('GET', '/intern/account')).statusCode).toBe(200);
    const over = await caller(t, busy.secret)('GET', '/intern/account');
    expect(over.statusCode).toBe(429);
    expect(codeOf(over)).toBe('TOO_MANY_API_KEY_CALLS');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await caller(t, calm.secret)('GET', '/intern/account')).statusCode).toBe(200);
    expect((await de('GET', '/intern/account')).statusCode).toBe(200);
  });
});

describe('every call that takes a key', () => {
  it('refuses a key without its scope with 403, naming the scope, whatever it is sent', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: { apiKey?: string[] }[] }>>;
    }>();
    const calls = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => {
        const scope = operation.security?.find((entry) => entry.apiKey)?.apiKey?.[0];
        return scope === undefined ? [] : [{ path, method: method.toUpperCase(), scope }];
      }),
    );
    // room for five keys, whatever the tests before left
    for (const row of await storedKeys()) {
      if (row.revokedAt === null) await de('DELETE', `/api/account/api-keys/${row.id}`);
    }
    const byScope = Object.fromEntries(
      await Promise.all(
        API_KEY_SCOPES.map(async (scope) => {
          const others = API_KEY_SCOPES.filter((other) => other !== scope);
          return [scope, caller(t, (await makeKey(de, `without-${scope}`, others)).secret)];
        }),
      ),
    ) as Record<string, Caller>;
    const problems: string[] = [];
    for (const { path, method, scope } of calls) {
      const url = path.replace(/\{\w+\}/g, '1');
      const res = await byScope[scope]!(method as 'GET', url, method === 'GET' ? undefined : {});
      const error = res.json<{ error?: { code: string; details?: { scope?: string } } }>().error;
      if (
        res.statusCode !== 403 ||
        error?.code !== 'API_KEY_SCOPE_MISSING' ||
        error.details?.scope !== scope
      ) {
        problems.push(`${method} ${path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    console.info(`API keys: ${calls.length} calls take a key, each refused without its scope`);
    expect(calls.length).toBeGreaterThan(30);
    expect(new Set(calls.map((call) => call.scope))).toEqual(new Set(API_KEY_SCOPES));
    expect(problems).toEqual([]);
  });
});

describe('every call that takes no key', () => {
  it('refuses a key with every scope wherever a visitor must log in', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: { apiKey?: string[] }[] }>>;
    }>();
    const key = (await makeKey(de, 'every-scope', [...API_KEY_SCOPES])).secret;
    const problems: string[] = [];
    let loginCalls = 0;
    for (const [index, [path, operations]] of Object.entries(doc.paths).entries()) {
      for (const [method, operation] of Object.entries(operations)) {
        if (operation.security?.some((entry) => entry.apiKey)) continue;
        const request = {
          method: method.toUpperCase() as 'GET',
          url: path.replace(/\{\w+\}/g, '1'),
          ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
          remoteAddress: `10.8.${index % 250}.1`,
        };
        const visitor = await t.app.inject(request);
        if (visitor.statusCode !== 401) continue;
        loginCalls += 1;
        const withKey = await t.app.inject({
          ...request,
          headers: { authorization: `Bearer ${key}` },
        });
        const code = withKey.json<{ error?: { code: string } }>().error?.code;
        const refused =
          (withKey.statusCode === 403 && code === 'API_KEY_NOT_ACCEPTED') ||
          // the operator API, and the calls of a login's cookie (the token refresh)
          withKey.statusCode === 401;
        if (!refused) problems.push(`${method} ${path}: ${withKey.statusCode} ${code}`);
      }
    }
    console.info(`API keys: ${loginCalls} calls of a login or an operator token refuse a key`);
    expect(loginCalls).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });
});

describe('the API keys in the OpenAPI document', () => {
  it('lists the calls a key may make in their section, with the scope each needs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      tags: { name: string; description: string }[];
      components: { securitySchemes: Record<string, { bearerFormat?: string }> };
      paths: Record<string, Record<string, { tags?: string[]; security?: object[] }>>;
    }>();
    expect(doc.components.securitySchemes.apiKey?.bearerFormat).toBe('sk_<base64url>');
    expect(doc.tags.find((tag) => tag.name === 'API keys')?.description).toContain('curl');
    const search = doc.paths['/api/articles']?.post;
    expect(search?.tags).toContain('API keys');
    expect(search?.security).toContainEqual({ apiKey: ['catalog:read'] });
    expect(doc.paths['/account/invoice/{id}']?.get?.security).toContainEqual({
      apiKey: ['invoices:read'],
    });
    for (const [path, method] of [
      ['/api/account/api-keys', 'get'],
      ['/account/changePassword', 'post'],
      ['/operator/v1/orders/feed', 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.tags ?? [], path).not.toContain('API keys');
    }
  });
});
