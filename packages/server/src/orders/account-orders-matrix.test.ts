import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { Caller } from '#server/testing/calls.ts';
import { DEMO, accountIdOf } from '#server/testing/demo-logins.ts';

/**
 * A second customer's token on every call of past orders, open orders and payment methods:
 * each answer holds only that customer's own rows, never one of the first customer's.
 */

let t: TestApp;
let b: Caller;
let aOrders: string[];
let bOrders: string[];
let aPoNumbers: string[];
let bOpenCount: number;

beforeAll(async () => {
  ({
    t,
    callers: [b],
  } = await seededApp({ articles: 80, referenceDate: '2026-11-25', logins: [DEMO.uk] }));
  const { db } = t.database.handle;
  const [aId, bId] = [await accountIdOf(t, DEMO.de), await accountIdOf(t, DEMO.uk)];
  const numbers = (id: number) =>
    db.selectFrom('orders').select('orderNumber').where('accountId', '=', id).execute();
  aOrders = (await numbers(aId)).map((o) => o.orderNumber);
  bOrders = (await numbers(bId)).map((o) => o.orderNumber);
  // A's purchase-order numbers that B's own lines do not share
  const open = (id: number) =>
    db.selectFrom('openOrders').select('poNumber').where('accountId', '=', id).execute();
  const bOpen = await open(bId);
  bOpenCount = bOpen.length;
  const bPo = new Set(bOpen.map((o) => o.poNumber));
  aPoNumbers = (await open(aId))
    .map((o) => o.poNumber)
    .filter((po): po is string => po !== null && !bPo.has(po));
});
afterAll(async () => {
  await t.close();
});

const expectNothingOfA = (body: string) => {
  for (const number of aOrders) expect(body).not.toContain(number);
  for (const po of aPoNumbers) expect(body).not.toContain(`"${po}"`);
  for (const po of aPoNumbers) expect(body).not.toContain(`;${po};`);
};

describe('a second customer on the orders and open-orders calls', () => {
  it('has data of its own to compare with', () => {
    expect(aOrders.length).toBeGreaterThan(0);
    expect(bOrders.length).toBeGreaterThan(0);
    expect(aPoNumbers.length).toBeGreaterThan(0);
    expect(bOpenCount).toBeGreaterThan(0);
  });

  it('sees only its own orders on every page and in every export', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 10; page++) {
      const res = await b('GET', `/account/orders/${page}?size=100`);
      expect(res.statusCode).toBe(200);
      expectNothingOfA(res.body);
      seen.push(
        ...res.json<{ orders: { orderNumber: string }[] }>().orders.map((o) => o.orderNumber),
      );
    }
    expect(seen.sort()).toEqual([...bOrders].sort());
    for (const searchText of ['', aOrders[0]!]) {
      const csv = await b('POST', '/account/ordersCSV', {
        search: { alsoCanceled: true, searchText },
      });
      expect(csv.statusCode).toBe(200);
      expectNothingOfA(csv.body);
    }
  });

  it('sees only its own open orders in the list, the export, the overview and the arrivals', async () => {
    const list = await b('POST', '/account/openOrders', {
      openOrdersParameter: { countPageItems: 'all' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ backordersTotalCount: number }>().backordersTotalCount).toBe(bOpenCount);
    expectNothingOfA(list.body);
    const csv = await b('POST', '/account/openOrdersCSV', { openOrdersParameter: {} });
    expectNothingOfA(csv.body);
    expect(csv.body.split('\r\n').filter((l) => l !== '')).toHaveLength(bOpenCount + 1);
    const overview = await b('GET', '/account/openOrders/overview');
    expect(overview.json<{ count: number; currency: string }>()).toMatchObject({
      count: bOpenCount,
      currency: 'GBP',
    });
    expectNothingOfA((await b('GET', '/account/openOrders/newestOpenOrders')).body);
  });

  it('is refused a customer number in any payload', async () => {
    const payloads: [string, unknown][] = [
      ['/account/ordersCSV', { search: {}, customerNumber: '100001' }],
      ['/account/ordersCSV', { search: { customerNumber: '100001' } }],
      ['/account/openOrders', { openOrdersParameter: { customerNumber: '100001' } }],
      ['/account/openOrdersCSV', { openOrdersParameter: {}, customerNumber: '100001' }],
    ];
    for (const [url, payload] of payloads) {
      const res = await b('POST', url, payload);
      expect(res.statusCode, url).toBe(400);
      expectNothingOfA(res.body);
    }
  });
});
