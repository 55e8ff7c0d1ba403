import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderAnswer } from '@shop/domain/api/orders.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { ArticlePicker } from '#server/testing/articles.ts';
import type { Caller } from '#server/testing/calls.ts';
import { CONSUMER_ADDRESS } from '#server/testing/consumer-address.ts';
import { DEMO, accountIdOf } from '#server/testing/demo-logins.ts';
import { requestHash } from '#server/http/idempotency.ts';
import { ORDER_ROUTE } from './order-placement.service.ts';

let t: TestApp;
let pick: ArticlePicker;
let de: Caller;
let accountId: number;

beforeAll(async () => {
  ({
    t,
    callers: [de],
  } = await seededApp({ articles: 40, referenceDate: '2026-11-25', logins: [DEMO.de] }));
  pick = new ArticlePicker(t);
  accountId = await accountIdOf(t, DEMO.de);
});
afterAll(async () => {
  await t.close();
});

const order = (body: unknown, key: string) =>
  de('POST', '/basket/order', body, { 'idempotency-key': key });
const ordersOfAccount = () =>
  t.database.handle.db
    .selectFrom('orders')
    .select('orderNumber')
    .where('accountId', '=', accountId)
    .execute();
const keyRow = (key: string) =>
  t.database.handle.db
    .selectFrom('idempotencyKeys')
    .select(['state', 'responseStatus', 'responseBody'])
    .where('accountId', '=', accountId)
    .where('route', '=', ORDER_ROUTE)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();

describe('the request fingerprint', () => {
  it('is the same whatever the key order, at every depth', () => {
    expect(requestHash({ a: 1, b: { c: 2, d: [1, { e: 3, f: 4 }] } })).toBe(
      requestHash({ b: { d: [1, { f: 4, e: 3 }], c: 2 }, a: 1 }),
    );
  });

  it('differs for another value, another array order or another key', () => {
    const hash = requestHash({ a: 1, list: [1, 2] });
    expect(requestHash({ a: 2, list: [1, 2] })).not.toBe(hash);
    expect(requestHash({ a: 1, list: [2, 1] })).not.toBe(hash);
    expect(requestHash({ b: 1, list: [1, 2] })).not.toBe(hash);
  });
});

describe('POST /basket/order with an Idempotency-Key', () => {
  it('replays the same body sent with its keys in another order, making one order', async () => {
    const a = await pick.take(
      {
        allowDropshipping: 1,
        size: '300x200x100',
        weight: 1500,
        deliveryType: null,
        oversize: 0,
        stockQuantity: 10,
      },
      { EUR: 2000 },
    );
    await de('PUT', '/basket/add', { articleNumber: a.articleNumber, quantity: 1 });
    // The address is a free-form record, so its key order reaches the fingerprint as sent.
    const reordered = Object.fromEntries(Object.entries(CONSUMER_ADDRESS).reverse());
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(CONSUMER_ADDRESS));
    const before = (await ordersOfAccount()).length;

    const first = await order(
      {
        eventTrackingId: 'ds-1',
        dropshippingInfo: { address: CONSUMER_ADDRESS, info: 'Geschenk' },
      },
      'key-order-0001',
    );
    expect(first.statusCode, first.body).toBe(201);
    const again = await order(
      { dropshippingInfo: { info: 'Geschenk', address: reordered }, eventTrackingId: 'ds-1' },
      'key-order-0001',
    );
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<OrderAnswer>()).toEqual(first.json<OrderAnswer>());
    expect((await ordersOfAccount()).length).toBe(before + 1);
  });

  it('takes over a key left running by a crashed request: one order, the key done', async () => {
    const a = await pick.take({ stockQuantity: 10 });
    await de('PUT', '/basket/add', { articleNumber: a.articleNumber, quantity: 1 });
    await t.database.handle.db
      .insertInto('idempotencyKeys')
      .values({
        accountId,
        route: ORDER_ROUTE,
        key: 'key-stale-0001',
        requestHash: requestHash({}),
        state: 'running',
        createdAt: new Date(Date.now() - 10 * 60_000).toISOString(),
      })
      .execute();
    const before = await ordersOfAccount();

    const res = await order({}, 'key-stale-0001');
    expect(res.statusCode, res.body).toBe(201);
    const { orderNumber } = res.json<OrderAnswer>();
    const after = await ordersOfAccount();
    expect(after).toHaveLength(before.length + 1);
    expect(after.map((o) => o.orderNumber)).toContain(orderNumber);
    const key = await keyRow('key-stale-0001');
    expect(key).toMatchObject({ state: 'done', responseStatus: 201 });
    expect(JSON.parse(key.responseBody!)).toEqual(res.json());
    // a retry now replays the stored answer instead of ordering again
    const retry = await order({}, 'key-stale-0001');
    expect(retry.json()).toEqual(res.json());
    expect(await ordersOfAccount()).toHaveLength(after.length);
  });
});
