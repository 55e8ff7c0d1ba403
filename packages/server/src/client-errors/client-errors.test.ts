import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/**
 * POST /api/client-errors (decision 100): a report lands in the server log, redacted; bad
 * reports are refused with 4xx and nothing is logged; each client address has its limit.
 */
let t: TestApp;
const lines: string[] = [];
let address = 0;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, undefined, {
    logStream: { write: (line) => lines.push(line) },
  });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  lines.length = 0;
  address += 1;
});

interface LogRecord {
  level: number;
  msg: string;
  clientError?: { code: string; path: string; detail?: string };
}

const reported = () =>
  lines
    .map((line) => JSON.parse(line) as LogRecord)
    .filter((record) => record.clientError !== undefined);

function report(payload: unknown, from = `10.20.0.${address}`) {
  return t.app.inject({
    method: 'POST',
    url: '/api/client-errors',
    payload: payload as Record<string, unknown>,
    remoteAddress: from,
  });
}

describe('a client error report', () => {
  it('is accepted and written to the server log as a warning', async () => {
    const res = await report({
      code: 'productArchiveLoad',
      path: '/de/de/account/productArchive',
      detail: '503',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const records = reported();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      level: 40,
      msg: 'client error reported',
      clientError: {
        code: 'productArchiveLoad',
        path: '/de/de/account/productArchive',
        detail: '503',
      },
    });
  });

  it.each(['gpsrFaqLoad', 'basketPriceConfig', 'menuNameTranslation'])(
    'takes the code %s',
    async (code) => {
      const res = await report({ code, path: '/uk/en/basket' });
      expect(res.statusCode, res.body).toBe(200);
      expect(reported()[0]?.clientError).toEqual({ code, path: '/uk/en/basket' });
    },
  );

  it('keeps the secret of a sign-on link out of the log', async () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImEifQ.c2lnbmF0dXJl';
    const res = await report({ code: 'menuNameTranslation', path: `/de/de/loginPortal/${token}` });
    expect(res.statusCode).toBe(200);
    expect(reported()[0]?.clientError?.path).toBe('/de/de/loginPortal/[REDACTED]');
    expect(lines.join('')).not.toContain(token);
  });

  it.each([
    ['an unknown code', { code: 'somethingElse', path: '/de/de' }],
    ['a path with a query', { code: 'gpsrFaqLoad', path: '/de/de/search/x?email=a@b.example' }],
    ['a path that is an address', { code: 'gpsrFaqLoad', path: 'https://evil.example/' }],
    ['a detail with an e-mail', { code: 'gpsrFaqLoad', path: '/de/de', detail: 'a@b.example' }],
    ['a detail with free text', { code: 'gpsrFaqLoad', path: '/de/de', detail: 'John Smith' }],
    ['a field of its own', { code: 'gpsrFaqLoad', path: '/de/de', message: 'Dear John' }],
    ['no path', { code: 'gpsrFaqLoad' }],
  ])('refuses %s with 400 and logs nothing of it', async (_what, payload) => {
    const res = await report(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_ERROR');
    expect(reported()).toEqual([]);
    expect(lines.join('')).not.toMatch(/a@b\.example|John/);
  });

  it('refuses a body over the size cap with 413', async () => {
    const res = await report({ code: 'gpsrFaqLoad', path: `/de/de/${'x'.repeat(2000)}` });
    expect(res.statusCode).toBe(413);
    expect(reported()).toEqual([]);
  });

  it('answers 429 once a client address is over its limit, other addresses go on', async () => {
    const { max } = RATE_LIMITS.clientErrorsPerIp;
    const from = '10.21.0.1';
    for (let i = 0; i < max; i += 1) {
      expect((await report({ code: 'gpsrFaqLoad', path: '/de/de' }, from)).statusCode).toBe(200);
    }
    const refused = await report({ code: 'gpsrFaqLoad', path: '/de/de' }, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(reported()).toHaveLength(max);
    expect((await report({ code: 'gpsrFaqLoad', path: '/de/de' }, '10.21.0.2')).statusCode).toBe(
      200,
    );
  });
});
