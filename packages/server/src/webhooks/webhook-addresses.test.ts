import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhooksResponseSchema } from '@shop/domain/api/webhooks.ts';
import { eventually } from '#server/erp/erp.fixtures.ts';
import { codeOf, type Caller } from '#server/testing/calls.ts';
import { accountIdOf, DEMO } from '#server/testing/demo-logins.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { appWithReceiver, type Receiver } from './webhooks.fixtures.ts';

let t: TestApp;
let de: Caller;
let receiver: Receiver;
let close: () => Promise<void>;

beforeAll(async () => {
  ({
    t,
    receiver,
    callers: [de],
    close,
  } = await appWithReceiver({
    articles: 20,
    env: { WEBHOOK_RETRY_BASE_MS: '5', WEBHOOK_SWEEP_MS: '100' },
    logins: [DEMO.de],
  }));
});
afterAll(() => close());

const register = (url: string, events: unknown = ['order.confirmed']) =>
  de('POST', '/account/webhooks', { url, events });

describe('the address of a webhook', () => {
  const refused: [string, string][] = [
    ['https://127.0.0.1/hook', 'WEBHOOK_URL_NOT_PUBLIC'],
    ['https://[::1]/hook', 'WEBHOOK_URL_NOT_PUBLIC'],
    ['https://10.20.30.40/hook', 'WEBHOOK_URL_NOT_PUBLIC'],
    ['https://192.168.1.1/hook', 'WEBHOOK_URL_NOT_PUBLIC'],
    ['https://169.254.169.254/latest/meta-data', 'WEBHOOK_URL_NOT_PUBLIC'],
    ['https://[::ffff:127.0.0.1]/hook', 'WEBHOOK_URL_NOT_PUBLIC'],
    ['https://[fd12:3456::1]/hook', 'WEBHOOK_URL_NOT_PUBLIC'],
    ['https://[fe80::1]/hook', 'WEBHOOK_URL_NOT_PUBLIC'],
    ['https://100.64.0.1/hook', 'WEBHOOK_URL_NOT_PUBLIC'],
    ['https://0.0.0.0/hook', 'WEBHOOK_URL_NOT_PUBLIC'],
    ['https://224.0.0.1/hook', 'WEBHOOK_URL_NOT_PUBLIC'],
    // decimal, hex and short forms of 127.0.0.1
    ['https://2130706433/hook', 'WEBHOOK_URL_NOT_PUBLIC'],
    ['https://0x7f000001/hook', 'WEBHOOK_URL_NOT_PUBLIC'],
    ['https://0x7f.1/hook', 'WEBHOOK_URL_NOT_PUBLIC'],
    ['https://017700000001/hook', 'WEBHOOK_URL_NOT_PUBLIC'],
    // a name that resolves to loopback
    ['https://localhost/hook', 'WEBHOOK_URL_NOT_PUBLIC'],
    ['http://example.com/hook', 'WEBHOOK_URL_NOT_HTTPS'],
    ['ftp://example.com/hook', 'WEBHOOK_URL_NOT_HTTPS'],
    ['http://127.0.0.1/hook', 'WEBHOOK_URL_NOT_HTTPS'],
    ['not an address', 'WEBHOOK_URL_INVALID'],
    ['https://user:secret@example.com/hook', 'WEBHOOK_URL_INVALID'],
    ['https://no-such-host.invalid/hook', 'WEBHOOK_URL_UNRESOLVED'],
  ];

  it.each(refused)('refuses %s with 422 %s, writing nothing', async (url, code) => {
    const res = await register(url);
    expect(res.statusCode, res.body).toBe(422);
    expect(codeOf(res)).toBe(code);
    const list = webhooksResponseSchema.parse((await de('GET', '/account/webhooks')).json());
    expect(list.endpoints).toEqual([]);
  });

  it('refuses the test receiver on another port of the exempt address', async () => {
    const other = `http://127.0.0.1:${receiver.port === 1 ? 2 : receiver.port - 1}/hook`;
    expect(codeOf(await register(other))).toBe('WEBHOOK_URL_NOT_HTTPS');
    const https = `https://127.0.0.1:${receiver.port}/hook`;
    expect(codeOf(await register(https))).toBe('WEBHOOK_URL_NOT_PUBLIC');
  });

  it('refuses bad input with 400: no event, an unknown one, one twice, control characters', async () => {
    for (const [url, events] of [
      [`${receiver.origin}/a`, []],
      [`${receiver.origin}/a`, ['order.lost']],
      [`${receiver.origin}/a`, ['order.shipped', 'order.shipped']],
      [`${receiver.origin}/a\u0000`, ['order.shipped']],
      [`${receiver.origin}/a\nb`, ['order.shipped']],
      [42, ['order.shipped']],
    ] as const) {
      const res = await de('POST', '/account/webhooks', { url, events });
      expect(res.statusCode, JSON.stringify(url)).toBe(400);
    }
    const extra = await de('POST', '/account/webhooks', {
      url: `${receiver.origin}/a`,
      events: ['order.shipped'],
      secret: 'mine',
    });
    expect(extra.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/account/webhooks' })).statusCode).toBe(401);
  });

  it('takes ten endpoints of one customer and refuses the eleventh with 409', async () => {
    for (let n = 1; n <= 10; n++) {
      const res = await register(`${receiver.origin}/hook-${n}`);
      expect(res.statusCode, res.body).toBe(201);
    }
    const eleventh = await register(`${receiver.origin}/hook-11`);
    expect(eleventh.statusCode).toBe(409);
    expect(codeOf(eleventh)).toBe('WEBHOOK_LIMIT_REACHED');
    const list = webhooksResponseSchema.parse((await de('GET', '/account/webhooks')).json());
    expect(list.endpoints).toHaveLength(10);
    for (const endpoint of list.endpoints)
      expect((await de('DELETE', `/account/webhooks/${endpoint.id}`)).statusCode).toBe(204);
  });

  it('refuses at delivery an address that became non-public after it was registered', async () => {
    const { db } = t.database.handle;
    const accountId = await accountIdOf(t, DEMO.de);
    const at = new Date(Date.now() - 1000).toISOString();
    // as if the name had resolved to a public address at registration and to loopback now
    const urls = [
      `https://localhost:${receiver.port}/rebound`,
      `https://127.0.0.1:${receiver.port}/literal`,
      `http://[::1]:${receiver.port}/plain`,
    ];
    for (const url of urls)
      await db
        .insertInto('webhookEndpoints')
        .values({
          accountId,
          url,
          events: '["invoice.issued"]',
          secret: 'whsec_x',
          createdAt: at,
        })
        .execute();
    await db
      .insertInto('customerEvents')
      .values({
        accountId,
        type: 'invoice.issued',
        subject: 'R-REBIND',
        data: '{}',
        createdAt: new Date().toISOString(),
      })
      .execute();
    const rows = await eventually(async () => {
      const found = await db
        .selectFrom('webhookDeliveries as d')
        .innerJoin('webhookEndpoints as e', 'e.id', 'd.endpointId')
        .select(['e.url', 'd.attempts', 'd.lastError', 'd.lastStatusCode'])
        .where('d.accountId', '=', accountId)
        .execute();
      return found.length === 3 && found.every((row) => row.attempts >= 2) ? found : undefined;
    });
    expect(receiver.received).toEqual([]);
    const byUrl = new Map(rows.map((row) => [row.url, row]));
    expect(byUrl.get(urls[0]!)!.lastError).toContain('resolves to 127.0.0.1, not a public address');
    expect(byUrl.get(urls[1]!)!.lastError).toContain('not-public');
    expect(byUrl.get(urls[2]!)!.lastError).toContain('not-https');
    expect(rows.every((row) => row.lastStatusCode === null)).toBe(true);
  });
});

describe('the customer events', () => {
  it('are kept a week after they were handed out, then removed', async () => {
    const { db } = t.database.handle;
    const accountId = await accountIdOf(t, DEMO.de);
    const handedOut = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await db
      .insertInto('customerEvents')
      .values(
        [8, 6].map((days) => ({
          accountId,
          type: 'invoice.issued',
          subject: `R-OLD-${days}`,
          data: '{}',
          createdAt: handedOut(days),
          fannedOutAt: handedOut(days),
        })),
      )
      .execute();
    const subjects = () =>
      db
        .selectFrom('customerEvents')
        .select('subject')
        .where('subject', 'like', 'R-OLD-%')
        .execute()
        .then((rows) => rows.map((row) => row.subject));
    await eventually(async () => ((await subjects()).length === 1 ? true : undefined));
    expect(await subjects()).toEqual(['R-OLD-6']);
  });
});
