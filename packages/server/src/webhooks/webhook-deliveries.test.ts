import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createWebhookResponseSchema,
  webhookDeliveriesResponseSchema,
  webhooksResponseSchema,
  type WebhookDelivery,
} from '@shop/domain/api/webhooks.ts';
import { eventually, placeOrder } from '#server/erp/erp.fixtures.ts';
import { createRecordTypes } from '#server/erp/record-types.ts';
import { ArticlePicker } from '#server/testing/articles.ts';
import { codeOf, type Caller } from '#server/testing/calls.ts';
import { DEMO } from '#server/testing/demo-logins.ts';
import { exportRecords, importRecords } from '#server/testing/record-import.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { appWithReceiver, signatureValid, type Receiver } from './webhooks.fixtures.ts';

let t: TestApp;
let de: Caller;
let uk: Caller;
let pick: ArticlePicker;
let receiver: Receiver;
let close: () => Promise<void>;
let secret: string;
let endpointId: number;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  ({
    t,
    receiver,
    callers: [de, uk],
    close,
  } = await appWithReceiver({
    articles: 40,
    // the back-off's base in milliseconds: the day of retries runs in a test's seconds
    env: { WEBHOOK_RETRY_BASE_MS: '20', WEBHOOK_SWEEP_MS: '100', WEBHOOK_TIMEOUT_MS: '2000' },
    logins: [DEMO.de, DEMO.uk],
  }));
  pick = new ArticlePicker(t);
  const res = await de('POST', '/account/webhooks', {
    url: `${receiver.origin}/shop-events`,
    events: [
      'order.confirmed',
      'order.shipped',
      'invoice.issued',
      'backorder.ready',
      'release-date.moved',
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  const created = createWebhookResponseSchema.parse(res.json());
  secret = created.secret;
  endpointId = created.endpoint.id;
});
afterAll(() => close());
beforeEach(() => {
  receiver.mode = 200;
});

const types = () => createRecordTypes({ config: t.config, mailer: t.mailer });
const delivered = (type: string) => receiver.of(type).filter((r) => r.answered === 200);
const bodyOf = (type: string, subject: (data: Record<string, unknown>) => boolean) =>
  eventually(async () => {
    const found = delivered(type)
      .map((r) => JSON.parse(r.body) as { id: string; data: Record<string, unknown> })
      .find((body) => subject(body.data));
    return found;
  });

async function deliveries(caller: Caller, page = 1): Promise<WebhookDelivery[]> {
  const res = await caller('GET', `/account/webhooks/deliveries?page=${page}`);
  expect(res.statusCode, res.body).toBe(200);
  return webhookDeliveriesResponseSchema.parse(res.json()).deliveries;
}

describe('a retailer webhook', () => {
  it('shows the secret once: the list never answers it', async () => {
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const list = await de('GET', '/account/webhooks');
    expect(list.body).not.toContain(secret);
    expect(webhooksResponseSchema.parse(list.json()).endpoints).toEqual([
      expect.objectContaining({ id: endpointId, url: `${receiver.origin}/shop-events` }),
    ]);
    const again = await de('POST', '/account/webhooks', {
      url: `${receiver.origin}/shop-events`,
      events: ['invoice.issued'],
    });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('WEBHOOK_DUPLICATE_URL');
    // the same new address twice at once: one endpoint
    const body = { url: `${receiver.origin}/twice`, events: ['invoice.issued'] };
    const answers = await Promise.all([
      de('POST', '/account/webhooks', body),
      de('POST', '/account/webhooks', body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const created = answers.find((a) => a.statusCode === 201)!.json<{ endpoint: { id: number } }>();
    expect((await de('DELETE', `/account/webhooks/${created.endpoint.id}`)).statusCode).toBe(204);
  });

  it('delivers the orders placed while the receiver is down once it is up, every attempt signed', async () => {
    receiver.mode = 503;
    const orders = [await placeOrder(t, de, pick), await placeOrder(t, de, pick)];
    const ofOrder = (number: string) =>
      receiver.of('order.confirmed').filter((r) => r.body.includes(`"orderNumber":"${number}"`));
    await eventually(async () =>
      orders.every((number) => ofOrder(number).length >= 3) ? true : undefined,
    );
    receiver.mode = 200;
    await eventually(async () =>
      orders.every((number) => ofOrder(number).some((r) => r.answered === 200)) ? true : undefined,
    );
    for (const number of orders) {
      const got = ofOrder(number);
      expect(got.filter((r) => r.answered === 200)).toHaveLength(1);
      expect(got.map((r) => r.attempt)).toEqual(got.map((_, i) => i + 1));
      expect(new Set(got.map((r) => r.eventId)).size).toBe(1);
      for (const request of got) {
        expect(signatureValid(secret, request.signature, request.body)).toBe(true);
        expect(signatureValid(secret, request.signature, `${request.body} `)).toBe(false);
        expect(signatureValid('whsec_other', request.signature, request.body)).toBe(false);
      }
      const body = JSON.parse(got[0]!.body) as Record<string, unknown>;
      expect(body).toMatchObject({ type: 'order.confirmed', data: { orderNumber: number } });
    }
    const log = await eventually(async () => {
      const rows = (await deliveries(de)).filter((d) => d.event === 'order.confirmed');
      return rows.length === 2 && rows.every((d) => d.state === 'delivered') ? rows : undefined;
    });
    for (const row of log) {
      expect(row.lastStatusCode).toBe(200);
      expect(row.attempts).toBeGreaterThanOrEqual(3);
      expect(row.deliveredAt).not.toBeNull();
      expect(row.url).toBe(`${receiver.origin}/shop-events`);
    }
  });

  it('tells of a shipment with its tracking numbers, an invoice and a back order ready', async () => {
    const orderNumber = await placeOrder(t, de, pick);
    const article = await pick.take();
    const outcome = await importRecords(t.database.handle.db, types(), [
      {
        type: 'orderState',
        orderNumber,
        state: 'shipped',
        parcels: [{ carrier: 'DHL', trackingNumber: '00340434161234567890', trackingUrl: null }],
      },
      {
        type: 'invoice',
        invoiceNumber: 'R-WH-1',
        customerNumber: 'DE/100001',
        date: today,
        dueDate: today,
        total: 11900,
        currency: 'EUR',
        paymentMethodId: 4,
        orderNumber,
      },
      {
        type: 'openOrder',
        lineId: 'WH-LINE-1',
        customerNumber: 'DE/100001',
        articleNumber: article.articleNumber,
        kind: 'backorder',
        state: 'inStock',
        orderDate: today,
        singlePrice: 1000,
        currency: 'EUR',
        quantity: 6,
        availableQuantity: 6,
      },
    ]);
    expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
    const shipped = await bodyOf('order.shipped', (data) => data['orderNumber'] === orderNumber);
    expect(shipped.data).toMatchObject({
      parcels: [{ carrier: 'DHL', trackingNumber: '00340434161234567890' }],
    });
    const invoice = await bodyOf('invoice.issued', (data) => data['invoiceNumber'] === 'R-WH-1');
    expect(invoice.data).toMatchObject({ orderNumber, total: 11900, currency: 'EUR' });
    const ready = await bodyOf('backorder.ready', (data) => data['lineId'] === 'WH-LINE-1');
    expect(ready.data).toMatchObject({
      articleNumber: article.articleNumber,
      availableQuantity: 6,
    });
  });

  it('tells the customers awaiting an article that its release date moved, and nobody else', async () => {
    const article = await pick.take({ releaseDate: '2027-03-01' });
    // the seed's open orders aside: only the line imported here awaits the article
    await t.database.handle.db
      .deleteFrom('openOrders')
      .where('articleNumber', '=', article.articleNumber)
      .execute();
    const outcome = await importRecords(t.database.handle.db, types(), [
      {
        type: 'openOrder',
        lineId: 'WH-PRE-1',
        customerNumber: 'DE/100001',
        articleNumber: article.articleNumber,
        kind: 'preorder',
        state: 'preOrder',
        orderDate: today,
        singlePrice: 1000,
        currency: 'EUR',
        quantity: 2,
      },
    ]);
    expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
    const ukHook = await uk('POST', '/account/webhooks', {
      url: `${receiver.origin}/uk`,
      events: ['release-date.moved'],
    });
    expect(ukHook.statusCode).toBe(201);
    const articleType = types().find((type) => type.type === 'article')!;
    const records = (await exportRecords(t.database.handle.db, articleType)) as {
      articleNumber: string;
      releaseDate?: string | null;
    }[];
    const record = records.find((r) => r.articleNumber === article.articleNumber)!;
    const moved = await importRecords(t.database.handle.db, types(), [
      { ...record, releaseDate: '2027-04-15' },
    ]);
    expect(moved.ok, JSON.stringify(moved)).toBe(true);
    const body = await bodyOf(
      'release-date.moved',
      (d) => d['articleNumber'] === article.articleNumber,
    );
    expect(body.data).toEqual({
      articleNumber: article.articleNumber,
      from: '2027-03-01',
      to: '2027-04-15',
    });
    await t.shopEvents.idle();
    expect(await deliveries(uk)).toEqual([]);
  });

  it('sends a delivery again on request, as the next attempt of the same event', async () => {
    const [latest] = await deliveries(de);
    await eventually(async () =>
      (await deliveries(de)).find((d) => d.id === latest!.id)?.state === 'delivered'
        ? true
        : undefined,
    );
    const before = receiver.received.filter((r) => r.eventId === latest!.eventId).length;
    // asked twice at once (a double click): one more attempt, not two
    const [res, twice] = await Promise.all([
      de('POST', `/account/webhooks/deliveries/${latest!.id}/redeliver`),
      de('POST', `/account/webhooks/deliveries/${latest!.id}/redeliver`),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(twice.statusCode, twice.body).toBe(200);
    expect(res.json()).toMatchObject({ delivery: { id: latest!.id, state: 'pending' } });
    const got = await eventually(async () => {
      const all = receiver.received.filter((r) => r.eventId === latest!.eventId);
      return all.length === before + 1 ? all : undefined;
    });
    expect(got.at(-1)!.attempt).toBe(latest!.attempts + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.filter((r) => r.eventId === latest!.eventId)).toHaveLength(before + 1);
    expect(signatureValid(secret, got.at(-1)!.signature, got.at(-1)!.body)).toBe(true);
  });

  it('lets no other customer see, change or replay the endpoints and deliveries', async () => {
    const [own] = await deliveries(de);
    const list = webhooksResponseSchema.parse((await uk('GET', '/account/webhooks')).json());
    expect(list.endpoints.map((e) => e.id)).not.toContain(endpointId);
    expect((await deliveries(uk)).map((d) => d.id)).not.toContain(own!.id);
    const replay = await uk('POST', `/account/webhooks/deliveries/${own!.id}/redeliver`);
    expect(replay.statusCode).toBe(404);
    expect((await uk('DELETE', `/account/webhooks/${endpointId}`)).statusCode).toBe(404);
    expect((await uk('POST', '/account/webhooks/deliveries/x/redeliver')).statusCode).toBe(400);
    expect((await uk('GET', '/account/webhooks/deliveries?page=0')).statusCode).toBe(400);
    const still = webhooksResponseSchema.parse((await de('GET', '/account/webhooks')).json());
    expect(still.endpoints.map((e) => e.id)).toContain(endpointId);
  });

  it('pages the delivery log newest first', async () => {
    const res = await de('GET', '/account/webhooks/deliveries?page=1');
    const first = webhookDeliveriesResponseSchema.parse(res.json());
    expect(first.total).toBe(first.deliveries.length);
    const ids = first.deliveries.map((d) => d.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const beyond = webhookDeliveriesResponseSchema.parse(
      (await de('GET', '/account/webhooks/deliveries?page=2')).json(),
    );
    expect(beyond).toMatchObject({ deliveries: [], total: first.total, page: 2 });
  });

  it('forgets a deleted endpoint with its deliveries and sends it nothing more', async () => {
    expect((await de('DELETE', `/account/webhooks/${endpointId}`)).statusCode).toBe(204);
    expect((await de('DELETE', `/account/webhooks/${endpointId}`)).statusCode).toBe(404);
    expect(await deliveries(de)).toEqual([]);
    const count = receiver.received.length;
    await placeOrder(t, de, pick);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received.length).toBe(count);
  });
});
