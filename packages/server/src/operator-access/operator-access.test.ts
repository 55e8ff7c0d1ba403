import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login } from '#server/testing/demo-logins.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import { runOperatorTokenCli } from '#server/operator/operator-token-cli.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
const logLines: string[] = [];
let customerToken: string;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, undefined, {
    logStream: { write: (line) => logLines.push(line) },
  });
  await seedDatabase(t.database.handle, { articles: 20, referenceDate: '2026-11-25' });
  customerToken = await login(t, DEMO.de);
});
afterAll(async () => {
  await t.close();
});

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOperatorTokenCli(
    argv,
    { db: t.database.handle.db },
    { out: (line) => out.push(line), err: (line) => err.push(line) },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Creates a token through the command line and answers the printed token. */
async function createToken(name: string, scopes: string): Promise<string> {
  const { code, out } = await cli('create', '--name', name, '--scopes', scopes);
  expect(code).toBe(0);
  const token = out.split('\n').find((line) => line.startsWith('op_'));
  expect(token).toMatch(/^op_[A-Za-z0-9_-]{43}$/);
  return token!;
}

const feed = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/operator/v1/orders/feed?limit=1',
    headers: authorization === undefined ? {} : { authorization },
  });
const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string; details?: unknown } }).error;

describe('the operator guard', () => {
  it('answers 401 without a valid, unrevoked operator token, whatever else is sent', async () => {
    const revoked = await createToken('revoked-one', 'orders');
    await cli('revoke', 'revoked-one');
    const unknown = `op_${'A'.repeat(43)}`;
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Basic b3A6eA==',
      `Bearer ${unknown}`,
      `Bearer ${revoked}`,
      `Bearer ${customerToken}`,
      `bearer ${revoked} extra`,
    ]) {
      const res = await feed(header);
      expect(res.statusCode, String(header)).toBe(401);
      expect(errorOf(res).code).toBe('UNAUTHENTICATED');
    }
    // the guard comes before validation: a bad query tells an unknown caller nothing
    const bad = await t.app.inject({ method: 'GET', url: '/operator/v1/orders/feed?limit=x' });
    expect(bad.statusCode).toBe(401);
  });

  it('answers 403 FORBIDDEN_SCOPE naming the scope a token lacks', async () => {
    const catalogOnly = await createToken('catalog-only', 'catalog');
    const res = await feed(`Bearer ${catalogOnly}`);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toMatchObject({
      code: 'FORBIDDEN_SCOPE',
      message: 'This token lacks the scope "orders"',
      details: { scope: 'orders' },
    });
    const registrations = await t.app.inject({
      method: 'GET',
      url: '/operator/v1/registrations/feed',
      headers: { authorization: `Bearer ${catalogOnly}` },
    });
    expect(errorOf(registrations)).toMatchObject({
      code: 'FORBIDDEN_SCOPE',
      details: { scope: 'accounts' },
    });
  });

  it('opens no customer call to an operator token, and the customer token still opens them', async () => {
    const token = await createToken(
      'not-a-customer',
      'orders,accounts,catalog,stock-prices,documents',
    );
    for (const url of ['/intern/account', '/intern/basket']) {
      const asOperator = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(asOperator.statusCode, url).toBe(401);
      expect(errorOf(asOperator).code).toBe('UNAUTHENTICATED');
      const asCustomer = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${customerToken}` },
      });
      expect(asCustomer.statusCode, url).toBe(200);
    }
    const put = await t.app.inject({
      method: 'PUT',
      url: '/basket/add',
      headers: { authorization: `Bearer ${token}` },
      payload: { articleNumber: 'X', quantity: 1 },
    });
    expect(put.statusCode).toBe(401);
  });

  it('logs each use with the token name, never the token, and records the use at most once a minute', async () => {
    const token = await createToken('logged-erp', 'orders');
    const { db } = t.database.handle;
    const lastUsed = async () =>
      (
        await db
          .selectFrom('operatorTokens')
          .select('lastUsedAt')
          .where('name', '=', 'logged-erp')
          .executeTakeFirstOrThrow()
      ).lastUsedAt;
    expect(await lastUsed()).toBeNull();
    const before = logLines.length;
    expect((await feed(`Bearer ${token}`)).statusCode).toBe(200);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    expect((await feed(`Bearer ${token}`)).statusCode).toBe(200);
    expect(await lastUsed()).toBe(first);
    const lines = logLines.slice(before);
    const uses = lines.filter((line) => line.includes('"operatorToken":"logged-erp"'));
    expect(uses).toHaveLength(2);
    expect(uses[0]).toContain('"scope":"orders"');
    expect(lines.join('\n')).not.toContain(token.slice(3));
  });

  it('answers 429 once a token used up its own limit, leaving other tokens alone', async () => {
    const busy = await createToken('busy-erp', 'orders');
    const other = await createToken('calm-erp', 'orders');
    const { id } = await t.database.handle.db
      .selectFrom('operatorTokens')
      .select('id')
      .where('name', '=', 'busy-erp')
      .executeTakeFirstOrThrow();
    const limit = RATE_LIMITS.operatorCallsPerToken;
    expect(limit.max).toBe(600);
    for (let i = 0; i < limit.max - 1; i++) {
      await t.rateLimiter.hit(`operator:${id}`, limit.max, limit.windowMs);
    }
    expect((await feed(`Bearer ${busy}`)).statusCode).toBe(200);
    const over = await feed(`Bearer ${busy}`);
    expect(over.statusCode).toBe(429);
    expect(errorOf(over).code).toBe('TOO_MANY_OPERATOR_CALLS');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await feed(`Bearer ${other}`)).statusCode).toBe(200);
  });
});
