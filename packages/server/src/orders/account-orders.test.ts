import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountPaymentMethodsResponseSchema,
  pastOrdersAnswerSchema,
  pastOrdersWithoutPricesSchema,
} from '@shop/domain/api/account-orders.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { csvRows } from '#server/testing/csv.ts';
import { caller, codeOf, type Caller } from '#server/testing/calls.ts';
import { DEMO, accountIdOf } from '#server/testing/demo-logins.ts';

/**
 * The caller's past orders: GET /account/orders/{page} (the orders page and the basket's
 * repeat-order dialog), POST /account/ordersCSV and GET /account/paymentMethods.
 */

let t: TestApp;
let de: Caller;
let uk: Caller;
let deId: number;

/** The stored orders of an account, newest first (the list's order). */
const storedOrders = (accountId: number) =>
  t.database.handle.db
    .selectFrom('orders')
    .select(['id', 'orderNumber', 'status', 'total', 'reference', 'dropshipping', 'createdAt'])
    .where('accountId', '=', accountId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();

const setShowPrices = (value: 0 | 1) =>
  t.database.handle.db
    .updateTable('accounts')
    .set({ showPrices: value })
    .where('id', '=', deId)
    .execute();

beforeAll(async () => {
  ({
    t,
    callers: [de, uk],
  } = await seededApp({ articles: 40, referenceDate: '2026-11-25', logins: [DEMO.de, DEMO.uk] }));
  deId = await accountIdOf(t, DEMO.de);
});
afterAll(async () => {
  await t.close();
});

describe('GET /account/orders/{page}', () => {
  it('pages through every own order newest first, with state, lines, total and flags', async () => {
    const stored = await storedOrders(deId);
    expect(stored.length).toBeGreaterThan(20);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(stored.length / 20); page++) {
      const res = await de('GET', `/account/orders/${page}`);
      expect(res.statusCode, res.body).toBe(200);
      const answer = pastOrdersAnswerSchema.parse(res.json());
      expect(answer).toMatchObject({ page, size: 20, totalCount: stored.length });
      seen.push(...answer.orders.map((o) => o.orderNumber));
      for (const order of answer.orders) {
        const row = stored.find((s) => s.orderNumber === order.orderNumber)!;
        expect(order).toMatchObject({
          state: row.status,
          total: row.total,
          currency: 'EUR',
          reference: row.reference,
          dropshipping: row.dropshipping !== null,
          linesCount: order.items.length,
        });
        expect(order.linesCount).toBeGreaterThan(0);
      }
    }
    expect(seen).toEqual(stored.map((s) => s.orderNumber));
  });

  it('answers the page after the last empty with the total, and takes a page size up to 100', async () => {
    const total = (await storedOrders(deId)).length;
    const past = pastOrdersAnswerSchema.parse(
      (await de('GET', `/account/orders/${Math.ceil(total / 20) + 1}`)).json(),
    );
    expect(past.orders).toEqual([]);
    expect(past.totalCount).toBe(total);
    const big = pastOrdersAnswerSchema.parse(
      (await de('GET', '/account/orders/1?size=100')).json(),
    );
    expect(big.orders).toHaveLength(Math.min(100, total));
    const one = pastOrdersAnswerSchema.parse((await de('GET', '/account/orders/2?size=1')).json());
    expect(one.orders.map((o) => o.orderNumber)).toEqual([
      (await storedOrders(deId))[1]!.orderNumber,
    ]);
  });

  it('names the articles in the asked language', async () => {
    const en = pastOrdersAnswerSchema.parse(
      (await de('GET', '/account/orders/1?language=en')).json(),
    );
    const ja = pastOrdersAnswerSchema.parse(
      (await de('GET', '/account/orders/1?language=ja')).json(),
    );
    expect(en.orders[0]!.items[0]!.articleNumber).toBe(ja.orders[0]!.items[0]!.articleNumber);
    expect(en.orders[0]!.items[0]!.name).not.toBe(ja.orders[0]!.items[0]!.name);
  });

  it('refuses a page 0, a negative, non-numeric or oversized page and a size over 100 with 400', async () => {
    for (const url of [
      '/account/orders/0',
      '/account/orders/-1',
      '/account/orders/abc',
      '/account/orders/1234567',
      '/account/orders/1?size=101',
      '/account/orders/1?size=0',
      '/account/orders/1?language=xx',
      '/account/orders/1?other=1',
    ]) {
      const res = await de('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toHaveProperty('error.code');
    }
  });

  it('answers 401 without a login', async () => {
    const res = await caller(t, null)('GET', '/account/orders/1');
    expect(res.statusCode).toBe(401);
  });

  it('leaves every amount out for an account that sees no prices', async () => {
    await setShowPrices(0);
    try {
      const res = await de('GET', '/account/orders/1');
      const answer = pastOrdersWithoutPricesSchema.parse(res.json());
      expect(answer.pricesHidden).toBe(true);
      expect(res.body).not.toMatch(/"(total|price|discount)"/);
    } finally {
      await setShowPrices(1);
    }
  });
});

describe('POST /account/ordersCSV', () => {
  const exportOrders = (search: Record<string, unknown>) =>
    de('POST', '/account/ordersCSV', { search });

  it('exports the orders without the canceled ones, newest first, headed in the language', async () => {
    const res = await exportOrders({ language: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    const [head, ...rows] = csvRows(res.body, ',');
    expect(head).toEqual([
      'Order number',
      'Date',
      'Status',
      'Lines',
      'Total',
      'Currency',
      'Reference',
      'Dropshipping',
    ]);
    const expected = (await storedOrders(deId)).filter((o) => o.status !== 'canceled');
    expect(rows.map((r) => r[0])).toEqual(expected.map((o) => o.orderNumber));
    const first = expected[0]!;
    expect(rows[0]![1]).toBe(first.createdAt.slice(0, 10));
    expect(rows[0]![4]).toBe((first.total / 100).toFixed(2));
    const german = csvRows((await exportOrders({ language: 'de' })).body);
    expect(german[0]?.[0]).toBe('Bestellnummer');
    // the German spreadsheet's date and decimal comma (docs/decisions/122-csv-in-the-buyers-spreadsheet.md)
    const [year, month, day] = first.createdAt.slice(0, 10).split('-');
    expect(german[1]![1]).toBe(`${day}.${month}.${year}`);
    expect(german[1]![4]).toBe((first.total / 100).toFixed(2).replace('.', ','));
  });

  it('writes the spreadsheet format the buyer chose and refuses one it does not know', async () => {
    const chosen = await de('POST', '/account/ordersCSV', {
      search: { language: 'de' },
      csvFormat: 'comma-point',
    });
    const [head, row] = csvRows(chosen.body, ',');
    expect(head?.[0]).toBe('Bestellnummer');
    expect(row![1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(row![4]).toMatch(/^\d+\.\d{2}$/);
    const unknown = await de('POST', '/account/ordersCSV', { search: {}, csvFormat: 'excel' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('filters by state, text and page, and sorts by total', async () => {
    const stored = await storedOrders(deId);
    const canceled = csvRows((await exportOrders({ type: 'canceled', language: 'en' })).body, ',');
    expect(canceled.slice(1).map((r) => r[0])).toEqual(
      stored.filter((o) => o.status === 'canceled').map((o) => o.orderNumber),
    );
    expect(canceled.slice(1).every((r) => r[2] === 'Canceled')).toBe(true);
    const all = csvRows((await exportOrders({ alsoCanceled: true })).body);
    expect(all).toHaveLength(stored.length + 1);

    const target = stored[3]!;
    const found = csvRows(
      (await exportOrders({ alsoCanceled: true, searchText: target.orderNumber.toLowerCase() }))
        .body,
    );
    expect(found.slice(1).map((r) => r[0])).toEqual([target.orderNumber]);
    expect(csvRows((await exportOrders({ searchText: '%' })).body)).toHaveLength(1);

    const byTotal = csvRows((await exportOrders({ alsoCanceled: true, sort: 3 })).body).slice(1);
    const totals = byTotal.map((r) => Number(r[4]!.replace(',', '.')));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));

    const page2 = csvRows((await exportOrders({ alsoCanceled: true, page: 2 })).body).slice(1);
    expect(page2.map((r) => r[0])).toEqual(stored.slice(20, 40).map((o) => o.orderNumber));
  });

  it('leaves the amount columns out for an account that sees no prices', async () => {
    await setShowPrices(0);
    try {
      const [head] = csvRows((await exportOrders({ language: 'en' })).body, ',');
      expect(head).not.toContain('Total');
      expect(head).not.toContain('Currency');
    } finally {
      await setShowPrices(1);
    }
  });

  it('refuses unknown types, sorts and fields with 400', async () => {
    for (const search of [{ type: 'open' }, { sort: 9 }, { page: -1 }, { customerNumber: '1' }]) {
      const res = await exportOrders(search);
      expect(res.statusCode, JSON.stringify(search)).toBe(400);
    }
    const res = await de('POST', '/account/ordersCSV', {});
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /account/paymentMethods', () => {
  it("offers the account's own pay type first, and prepayment beside an invoice", async () => {
    const res = await de('GET', '/account/paymentMethods');
    expect(res.statusCode).toBe(200);
    const { payType } = await t.database.handle.db
      .selectFrom('accounts')
      .select('payType')
      .where('id', '=', deId)
      .executeTakeFirstOrThrow();
    expect(payType).toBe(5);
    expect(accountPaymentMethodsResponseSchema.parse(res.json())).toEqual({
      paymentMethods: [
        { payType: 5, selected: true },
        { payType: 4, selected: false },
      ],
    });
  });

  it('answers each account with its own pay types', async () => {
    await t.database.handle.db
      .updateTable('accounts')
      .set({ payType: 4 })
      .where('email', '=', DEMO.uk)
      .execute();
    const res = await uk('GET', '/account/paymentMethods');
    expect(res.json()).toEqual({ paymentMethods: [{ payType: 4, selected: true }] });
    expect(codeOf(await caller(t, null)('GET', '/account/paymentMethods'))).toBe('UNAUTHENTICATED');
  });
});
