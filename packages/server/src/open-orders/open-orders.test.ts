import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRows } from '#server/testing/csv.ts';
import {
  newestOpenOrdersResponseSchema,
  openOrdersAnswerSchema,
  openOrdersOverviewResponseSchema,
  openOrdersWithoutPricesSchema,
  type OpenOrdersParameter,
} from '@shop/domain/api/open-orders.ts';
import { OPEN_ORDER_STATES } from '@shop/domain/rules/availability.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { caller, type Caller } from '#server/testing/calls.ts';
import { DEMO, accountIdOf } from '#server/testing/demo-logins.ts';

/**
 * The caller's open orders (back orders and pre-orders): the list with filters, sorts and
 * page sizes, its CSV export, the overview sums and the newest arrivals
 * (docs/decisions/036-open-orders-sorts-and-sums.md).
 */

let t: TestApp;
let de: Caller;
let deId: number;

beforeAll(async () => {
  ({
    t,
    callers: [de],
  } = await seededApp({ articles: 200, referenceDate: '2026-11-25', logins: [DEMO.de] }));
  deId = await accountIdOf(t, DEMO.de);
});
afterAll(async () => {
  await t.close();
});

const stored = () =>
  t.database.handle.db.selectFrom('openOrders').selectAll().where('accountId', '=', deId).execute();

const list = async (parameter: OpenOrdersParameter) => {
  const res = await de('POST', '/account/openOrders', { openOrdersParameter: parameter });
  expect(res.statusCode, res.body).toBe(200);
  return openOrdersAnswerSchema.parse(res.json());
};

/** What a line is worth: units × the unit price after the whole-percent rebate, rounded half up. */
const value = (row: { singlePrice: number; rebate: number }, units: number) =>
  Math.floor((row.singlePrice * (100 - row.rebate) + 50) / 100) * units;

describe('POST /account/openOrders', () => {
  it('lists every own line with its fields and sums the total, available and overdue values', async () => {
    const rows = await stored();
    expect(rows.length).toBeGreaterThanOrEqual(20);
    const answer = await list({ countPageItems: 'all' });
    expect(answer.backordersTotalCount).toBe(rows.length);
    expect(answer.articles).toHaveLength(rows.length);
    const row = rows[0]!;
    const line = answer.articles.find(
      (a) => a.articleNumber === row.articleNumber && a.orderDate === row.orderDate,
    )!;
    expect(line).toMatchObject({
      state: row.state,
      quantity: row.quantity,
      availableQuantity: row.availableQuantity,
      singlePrice: row.singlePrice,
      rebate: row.rebate,
      lineTotal: value(row, row.quantity),
      etaDate: row.etaDate,
      poNumber: row.poNumber,
    });
    expect(line.name).not.toBe('');
    expect(line.producers).toHaveLength(1);
    expect(answer.summary).toEqual({
      totalSum: rows.reduce((sum, r) => sum + value(r, r.quantity), 0),
      availableSum: rows.reduce((sum, r) => sum + value(r, r.availableQuantity), 0),
      overdueSum: rows
        .filter((r) => r.state === 'inStockOverdue')
        .reduce((sum, r) => sum + value(r, r.quantity), 0),
      currency: 'EUR',
    });
    expect(answer.summary.overdueSum).toBeGreaterThan(0);
  });

  it('filters by each state, by producer and by search text, keeping every producer listed', async () => {
    const rows = await stored();
    const all = await list({ countPageItems: 'all' });
    for (const state of OPEN_ORDER_STATES) {
      const answer = await list({ countPageItems: 'all', state });
      expect(answer.articles.map((a) => a.state).every((s) => s === state)).toBe(true);
      expect(answer.backordersTotalCount, state).toBe(rows.filter((r) => r.state === state).length);
      expect(answer.producers).toEqual(all.producers);
    }
    const producer = all.producers[0]!;
    const byProducer = await list({ countPageItems: 'all', producer: producer.id });
    expect(byProducer.backordersTotalCount).toBe(producer.count);
    expect(byProducer.articles.every((a) => a.producers[0]!.id === producer.id)).toBe(true);

    const target = all.articles[5]!;
    const byNumber = await list({ search: target.articleNumber.toLowerCase() });
    expect(byNumber.articles.map((a) => a.articleNumber)).toContain(target.articleNumber);
    const byName = await list({ search: target.name.slice(0, 12) });
    expect(byName.articles.map((a) => a.articleNumber)).toContain(target.articleNumber);
    expect((await list({ search: 'no such thing at all' })).backordersTotalCount).toBe(0);
  });

  it('finds the lines of a PO number, in any case and literally', async () => {
    const { db } = t.database.handle;
    const [first, second, third] = await stored();
    const setPo = (id: number, poNumber: string | null) =>
      db.updateTable('openOrders').set({ poNumber }).where('id', '=', id).execute();
    await setPo(first!.id, 'PO-88%_Süd');
    await setPo(second!.id, 'PO-88%_Süd');
    await setPo(third!.id, 'PO-880xSüd');
    try {
      const found = await list({ countPageItems: 'all', search: 'po-88%_sÜd' });
      expect(found.articles.map((a) => a.poNumber)).toEqual(['PO-88%_Süd', 'PO-88%_Süd']);
      expect(found.backordersTotalCount).toBe(2);
    } finally {
      for (const row of [first!, second!, third!]) await setPo(row.id, row.poNumber);
    }
  });

  it('sorts by each sort code', async () => {
    const ascending = (values: string[]) => [...values].sort();
    const byDateNew = (await list({ countPageItems: 'all', sort: 1 })).articles;
    expect(byDateNew.map((a) => a.orderDate)).toEqual(
      ascending(byDateNew.map((a) => a.orderDate)).reverse(),
    );
    const byDateOld = (await list({ countPageItems: 'all', sort: 2 })).articles;
    expect(byDateOld.map((a) => a.orderDate)).toEqual(ascending(byDateOld.map((a) => a.orderDate)));
    for (const [sort, direction] of [
      [3, 1],
      [4, -1],
    ] as const) {
      const etas = (await list({ countPageItems: 'all', sort })).articles.map((a) => a.etaDate);
      const known = etas.filter((e): e is string => e !== null);
      expect(etas.slice(0, known.length)).toEqual(
        direction === 1 ? ascending(known) : ascending(known).reverse(),
      );
      expect(etas.slice(known.length).every((e) => e === null)).toBe(true);
    }
    const byNumber = (await list({ countPageItems: 'all', sort: 5 })).articles.map(
      (a) => a.articleNumber,
    );
    expect(byNumber).toEqual(ascending(byNumber));
    const byName = (await list({ countPageItems: 'all', sort: 6, language: 'en' })).articles.map(
      (a) => a.name,
    );
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
    const byValue = (await list({ countPageItems: 'all', sort: 7 })).articles.map(
      (a) => a.lineTotal,
    );
    expect(byValue).toEqual([...byValue].sort((a, b) => b - a));
  });

  it('pages by 20 with the edges: the last partial page and a page past the end', async () => {
    const total = (await stored()).length;
    const all = (await list({ countPageItems: 'all' })).articles.map((a) => a.articleNumber);
    const first = await list({ page: 1 });
    expect(first.articles.map((a) => a.articleNumber)).toEqual(all.slice(0, 20));
    const second = await list({ page: 2, countPageItems: 20 });
    expect(second.articles.map((a) => a.articleNumber)).toEqual(all.slice(20, 40));
    expect(second.backordersTotalCount).toBe(total);
    expect((await list({ page: 99 })).articles).toEqual([]);
    expect((await list({ countPageItems: 60 })).articles).toHaveLength(Math.min(60, total));
  });

  it('refuses a page size, sort, state or page it does not know, and unknown fields, with 400', async () => {
    for (const parameter of [
      { countPageItems: 50 },
      { sort: 0 },
      { sort: 8 },
      { state: 'shipped' },
      { page: 0 },
      { producer: -1 },
      { customerNumber: '100001' },
    ]) {
      const res = await de('POST', '/account/openOrders', { openOrdersParameter: parameter });
      expect(res.statusCode, JSON.stringify(parameter)).toBe(400);
      expect(res.json()).toHaveProperty('error.code');
    }
    expect((await de('POST', '/account/openOrders', {})).statusCode).toBe(400);
    expect(
      (await caller(t, null)('POST', '/account/openOrders', { openOrdersParameter: {} }))
        .statusCode,
    ).toBe(401);
  });

  it('leaves prices, values and sums out for an account that sees no prices', async () => {
    const db = t.database.handle.db;
    await db.updateTable('accounts').set({ showPrices: 0 }).where('id', '=', deId).execute();
    try {
      const res = await de('POST', '/account/openOrders', { openOrdersParameter: {} });
      const answer = openOrdersWithoutPricesSchema.parse(res.json());
      expect(answer.summary).toBeNull();
      expect(res.body).not.toMatch(/"(singlePrice|unitPrice|lineTotal|evp|rebate)"/);
      const overview = openOrdersOverviewResponseSchema.parse(
        (await de('GET', '/account/openOrders/overview')).json(),
      );
      expect(overview.totalSum).toBeNull();
    } finally {
      await db.updateTable('accounts').set({ showPrices: 1 }).where('id', '=', deId).execute();
    }
  });
});

describe('POST /account/openOrdersCSV', () => {
  it('exports every line matching the filters, named for open orders, headed in the language', async () => {
    const res = await de('POST', '/account/openOrdersCSV', {
      openOrdersParameter: { state: 'preOrder', language: 'en', page: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="open-orders.csv"');
    const [head, ...lines] = csvRows(res.body, ',');
    expect(head!.slice(0, 5)).toEqual(['Article number', 'Name', 'Producer', 'EAN', 'Status']);
    const preOrders = (await stored()).filter((r) => r.state === 'preOrder');
    expect(lines).toHaveLength(preOrders.length);
    expect(lines.every((line) => line[4] === 'Pre-order')).toBe(true);
    const german = csvRows(
      (await de('POST', '/account/openOrdersCSV', { openOrdersParameter: { language: 'de' } }))
        .body,
    );
    expect(german[0]!.slice(0, 3)).toEqual(['Artikelnummer', 'Bezeichnung', 'Hersteller']);
    expect(german).toHaveLength((await stored()).length + 1);
    // the German spreadsheet's dates and decimal comma (docs/decisions/122-csv-in-the-buyers-spreadsheet.md)
    const orderDate = german[0]!.indexOf('Bestelldatum');
    const unitPrice = german[0]!.indexOf('Listenpreis');
    expect(german.slice(1).every((line) => /^\d{2}\.\d{2}\.\d{4}$/.test(line[orderDate]!))).toBe(
      true,
    );
    expect(german.slice(1).every((line) => /^\d+,\d{2}$/.test(line[unitPrice]!))).toBe(true);
  });

  it('writes the format the buyer chose and refuses one it does not know with 400', async () => {
    const chosen = await de('POST', '/account/openOrdersCSV', {
      openOrdersParameter: { language: 'de' },
      csvFormat: 'comma-point',
    });
    const [head, line] = csvRows(chosen.body, ',');
    expect(head![0]).toBe('Artikelnummer');
    expect(line![head!.indexOf('Bestelldatum')]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const unknown = await de('POST', '/account/openOrdersCSV', {
      openOrdersParameter: {},
      csvFormat: 'comma',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses a bad parameter with 400', async () => {
    const res = await de('POST', '/account/openOrdersCSV', { openOrdersParameter: { sort: 'x' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /account/openOrders/overview and /newestOpenOrders', () => {
  it('sums every open line, whatever a list filter would be', async () => {
    const answer = await list({ countPageItems: 'all' });
    const res = await de('GET', '/account/openOrders/overview');
    expect(res.statusCode).toBe(200);
    expect(openOrdersOverviewResponseSchema.parse(res.json())).toEqual({
      overdueSum: answer.summary.overdueSum,
      availableSum: answer.summary.availableSum,
      totalSum: answer.summary.totalSum,
      currency: 'EUR',
      count: answer.backordersTotalCount,
    });
  });

  it('lists up to six lines with goods in stock, the latest intake first', async () => {
    const res = await de('GET', '/account/openOrders/newestOpenOrders?language=en');
    expect(res.statusCode).toBe(200);
    const { articles } = newestOpenOrdersResponseSchema.parse(res.json());
    const available = (await stored()).filter((r) => r.availableQuantity > 0);
    expect(articles).toHaveLength(Math.min(6, available.length));
    expect(articles.every((a) => a.availableQuantity > 0)).toBe(true);
    const dates = articles.map((a) => a.lastIntakeDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await de('GET', '/account/openOrders/newestOpenOrders?language=xx')).statusCode).toBe(
      400,
    );
  });
});
