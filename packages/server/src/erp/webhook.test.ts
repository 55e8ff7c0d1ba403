import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  deliveriesResponseSchema,
  orderRecordSchema,
  type Delivery,
} from '@shop/domain/api/erp.ts';
import { ArticlePicker } from '#server/testing/articles.ts';
import type { Caller } from '#server/testing/calls.ts';
import { DEMO } from '#server/testing/demo-logins.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { approvedRegistration, eventually, operatorCaller, placeOrder } from './erp.fixtures.ts';

const SECRET = 'test-secret-of-the-erp-webhook-0123456789';

/** What the ERP's receiver got: one entry per request, whatever it answered. */
interface Received {
  path: string;
  eventId: string;
  attempt: number;
  signature: string;
  body: string;
  answered: number | null;
}

/** A real receiver on 127.0.0.1: answers `mode` (a status, or 'hang' to never answer). */
class Receiver {
  readonly received: Received[] = [];
  mode: number | 'hang' = 200;
  private readonly server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const mode = this.mode;
      this.received.push({
        path: request.url ?? '',
        eventId: String(request.headers['shop-event-id']),
        attempt: Number(request.headers['shop-delivery-attempt']),
        signature: String(request.headers['shop-signature']),
        body: Buffer.concat(chunks).toString('utf8'),
        answered: mode === 'hang' ? null : mode,
      });
      if (mode === 302) response.writeHead(302, { location: '/elsewhere' }).end();
      else if (mode !== 'hang') response.writeHead(mode).end();
    });
  });
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/erp/orders`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  of(eventId: string): Received[] {
    return this.received.filter((r) => r.eventId === eventId);
  }
}

/** The receiver's own check of the signature, as the operator guide tells an ERP to do it. */
function signatureValid(header: string, body: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const [, t, v1] = match;
  if (Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;
  const expected = createHmac('sha256', SECRET).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1!, 'hex'));
}

let t: TestApp;
let receiver: Receiver;
let pick: ArticlePicker;
let de: Caller;
let erp: Awaited<ReturnType<typeof operatorCaller>>;

beforeAll(async () => {
  receiver = new Receiver();
  await receiver.start();
  ({
    t,
    callers: [de],
  } = await seededApp({
    articles: 60,
    referenceDate: '2026-11-25',
    env: {
      ERP_WEBHOOK_URL: receiver.url,
      ERP_WEBHOOK_SECRET: SECRET,
      ERP_WEBHOOK_RETRY_BASE_MS: '10',
      // long enough for a loaded test machine: an answer later than this is a duplicate
      ERP_WEBHOOK_TIMEOUT_MS: '1500',
      ERP_WEBHOOK_SWEEP_MS: '100',
    },
    logins: [DEMO.de],
  }));
  pick = new ArticlePicker(t);
  erp = await operatorCaller(t);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
beforeEach(() => {
  receiver.mode = 200;
});

async function deliveries(query = ''): Promise<Delivery[]> {
  const res = await erp('GET', `/operator/v1/webhooks/deliveries${query}`);
  expect(res.statusCode).toBe(200);
  return deliveriesResponseSchema.parse(res.json()).deliveries;
}
const delivered = (eventId: string) => receiver.of(eventId).filter((r) => r.answered === 200);

describe('the ERP webhook', () => {
  it('pushes no order placed before the webhook was configured', async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received).toEqual([]);
    expect(await deliveries()).toEqual([]);
  });

  it('delivers every order placed while the ERP is down once it is back, each once, signed', async () => {
    receiver.mode = 503;
    const orders = [
      await placeOrder(t, de, pick),
      await placeOrder(t, de, pick),
      await placeOrder(t, de, pick),
    ];
    const events = orders.map((number) => `order:${number}`);
    await eventually(async () =>
      events.every((e) => receiver.of(e).length >= 2) ? true : undefined,
    );
    expect(receiver.received.every((r) => r.answered === 503)).toBe(true);
    receiver.mode = 200;
    await eventually(async () => (events.every((e) => delivered(e).length > 0) ? true : undefined));
    // a further sweep or retry sends nothing more
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    // the ERP deduplicates by the idempotency key: then it holds each order exactly once
    const received = new Map(
      receiver.received.filter((r) => r.answered === 200).map((r) => [r.eventId, r.body]),
    );
    expect([...received.keys()].filter((key) => events.includes(key)).sort()).toEqual(
      [...events].sort(),
    );
    for (const [index, eventId] of events.entries()) {
      const got = receiver.of(eventId);
      const attempts = JSON.stringify(got.map((r) => [r.attempt, r.answered]));
      // delivered at least once; a second success would be a duplicate the key absorbs
      expect(delivered(eventId).length, attempts).toBe(1);
      expect(
        got.map((r) => r.attempt),
        attempts,
      ).toEqual(got.map((_, i) => i + 1));
      for (const request of got) {
        expect(signatureValid(request.signature, request.body), request.signature).toBe(true);
        expect(signatureValid(request.signature, `${request.body} `)).toBe(false);
        const record = orderRecordSchema.parse(JSON.parse(request.body));
        expect(record).toMatchObject({ orderNumber: orders[index], idempotencyKey: eventId });
      }
    }
    const feed = await erp('GET', '/operator/v1/orders/feed?limit=500');
    const inFeed = feed
      .json<{ orders: unknown[] }>()
      .orders.find((o) => (o as { orderNumber: string }).orderNumber === orders[0]);
    expect(JSON.parse(delivered(events[0]!)[0]!.body)).toEqual(inFeed);

    const [log] = await deliveries(`?orderNumber=${orders[0]}`);
    expect(log).toMatchObject({
      kind: 'order',
      subject: orders[0],
      eventId: events[0],
      state: 'delivered',
      lastStatusCode: 200,
      lastError: null,
    });
    expect(log!.attempts).toBe(receiver.of(events[0]!).length);
    expect(log!.attemptLog[0]).toMatchObject({ statusCode: 200, error: null });
    expect(log!.attemptLog.at(-1)).toMatchObject({
      attempt: 1,
      statusCode: 503,
      error: 'answered 503',
    });
    expect(log!.attemptLog.every((a) => a.durationMs >= 0 && a.attemptedAt.length > 0)).toBe(true);
  });

  it('sends a delivery again on request', async () => {
    const orderNumber = await placeOrder(t, de, pick);
    const eventId = `order:${orderNumber}`;
    await eventually(async () => (delivered(eventId).length === 1 ? true : undefined));
    const [log] = await deliveries(`?orderNumber=${orderNumber}`);
    await eventually(async () =>
      (await deliveries(`?orderNumber=${orderNumber}`))[0]?.state === 'delivered'
        ? true
        : undefined,
    );

    const res = await erp('POST', `/operator/v1/webhooks/deliveries/${log!.id}/redeliver`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ delivery: { id: log!.id, state: 'pending' } });
    await eventually(async () => (delivered(eventId).length === 2 ? true : undefined));
    expect(receiver.of(eventId).map((r) => r.attempt)).toEqual([1, 2]);
    await eventually(async () => {
      const [after] = await deliveries(`?orderNumber=${orderNumber}`);
      return after?.state === 'delivered' && after.attempts === 2 ? true : undefined;
    });

    expect(
      (await erp('POST', '/operator/v1/webhooks/deliveries/999999/redeliver')).statusCode,
    ).toBe(404);
    expect((await erp('POST', '/operator/v1/webhooks/deliveries/x/redeliver')).statusCode).toBe(
      400,
    );
  });

  it('logs a receiver that never answers as a time-out and tries again', async () => {
    receiver.mode = 'hang';
    const orderNumber = await placeOrder(t, de, pick);
    const eventId = `order:${orderNumber}`;
    const timedOut = await eventually(async () => {
      const [log] = await deliveries(`?orderNumber=${orderNumber}`);
      return log && log.attemptLog.length >= 2 ? log : undefined;
    });
    expect(timedOut.state).toBe('pending');
    expect(timedOut.lastStatusCode).toBeNull();
    expect(timedOut.attemptLog[0]).toMatchObject({
      statusCode: null,
      error: 'no answer within 1500 ms',
    });
    expect(timedOut.attemptLog[0]!.durationMs).toBeGreaterThanOrEqual(1450);
    expect((await deliveries('?state=pending')).some((d) => d.id === timedOut.id)).toBe(true);
    receiver.mode = 200;
    await eventually(async () => (delivered(eventId).length === 1 ? true : undefined));
    expect(receiver.of(eventId).filter((r) => r.answered === null).length).toBeGreaterThanOrEqual(
      2,
    );
  });

  it('follows no redirect: a 302 is a failed attempt, tried again at the same address', async () => {
    receiver.mode = 302;
    const orderNumber = await placeOrder(t, de, pick);
    const eventId = `order:${orderNumber}`;
    await eventually(async () => (receiver.of(eventId).length >= 2 ? true : undefined));
    receiver.mode = 200;
    await eventually(async () => (delivered(eventId).length === 1 ? true : undefined));
    expect(receiver.received.some((r) => r.path === '/elsewhere')).toBe(false);
    const [log] = await deliveries(`?orderNumber=${orderNumber}`);
    expect(log!.attemptLog.at(-1)).toMatchObject({ statusCode: 302, error: 'answered 302' });
  });

  it('finds an order that no process announced (written, then the process died)', async () => {
    const { db } = t.database.handle;
    const account = await db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', DEMO.de)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('orders')
      .values({
        orderNumber: 'W26999001',
        accountId: account.id,
        status: 'processing',
        currency: 'EUR',
        net: 1000,
        total: 1190,
        vatNormal: 190,
        payType: 4,
        createdAt: new Date().toISOString(),
      })
      .execute();
    await eventually(async () => (delivered('order:W26999001').length === 1 ? true : undefined));
  });

  it('delivers an approved registration', async () => {
    const id = await approvedRegistration(t, 'webhook-neu@example.com');
    await eventually(async () => (delivered(`registration:${id}`).length === 1 ? true : undefined));
    const [request] = delivered(`registration:${id}`);
    expect(signatureValid(request!.signature, request!.body)).toBe(true);
    expect(JSON.parse(request!.body)).toMatchObject({
      registrationId: id,
      email: 'webhook-neu@example.com',
    });
  });

  it('pages the delivery log newest first and filters it by state', async () => {
    const all = await deliveries('?limit=200');
    expect(all.length).toBeGreaterThanOrEqual(6);
    const first = await erp('GET', '/operator/v1/webhooks/deliveries?limit=2');
    const page = deliveriesResponseSchema.parse(first.json());
    expect(page.deliveries.map((d) => d.id)).toEqual(all.slice(0, 2).map((d) => d.id));
    const next = await deliveries(`?limit=2&beforeId=${page.nextBeforeId}`);
    expect(next.map((d) => d.id)).toEqual(all.slice(2, 4).map((d) => d.id));
    const done = await deliveries('?state=delivered&limit=200');
    expect(done.length).toBeGreaterThan(0);
    expect(done.every((d) => d.state === 'delivered')).toBe(true);
    expect((await erp('GET', '/operator/v1/webhooks/deliveries?state=lost')).statusCode).toBe(400);
  });
});
