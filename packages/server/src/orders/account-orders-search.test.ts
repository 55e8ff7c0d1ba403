import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pastOrdersAnswerSchema,
  pastOrdersWithoutPricesSchema,
} from '@shop/domain/api/account-orders.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { csvRows } from '#server/testing/csv.ts';
import { codeOf, type Caller } from '#server/testing/calls.ts';
import { DEMO, accountIdOf } from '#server/testing/demo-logins.ts';

/**
 * The search of the order list and its CSV (docs/decisions/120-order-list-search.md): text over
 * order number, reference and article number, a date range, sorting by each column, paging, and
 * the refusals. The orders searched for are written here, years before the demo orders, so every
 * expected answer is known.
 */

let t: TestApp;
let de: Caller;
let uk: Caller;

interface Fixture {
  orderNumber: string;
  reference: string;
  createdAt: string;
  total: number;
  status: string;
  articles: string[];
}

/** The German demo account's searched orders; E to G only for the reference sort. */
const OWN: Fixture[] = [
  {
    orderNumber: 'T-SRCH-001',
    reference: 'PO 50%_off',
    createdAt: '2019-03-01T10:00:00.000Z',
    total: 1000,
    status: 'shipped',
    articles: ['QX-1001'],
  },
  {
    orderNumber: 'T-SRCH-002',
    reference: 'PO 50x off',
    createdAt: '2019-03-15T23:59:59.999Z',
    total: 3000,
    status: 'processing',
    articles: ['QX-1002'],
  },
  {
    orderNumber: 'T-SRCH-003',
    reference: 'PO_50',
    createdAt: '2019-04-01T00:00:00.000Z',
    total: 2000,
    status: 'canceled',
    articles: ['QX-1001', 'QY-7'],
  },
  {
    orderNumber: 'T-REF-E',
    reference: 'charlie',
    createdAt: '2018-05-01T10:00:00.000Z',
    total: 500,
    status: 'shipped',
    articles: ['QZ-1'],
  },
  {
    orderNumber: 'T-REF-F',
    reference: 'alpha',
    createdAt: '2018-05-02T10:00:00.000Z',
    total: 500,
    status: 'shipped',
    articles: ['QZ-1'],
  },
  {
    orderNumber: 'T-REF-G',
    reference: 'Bravo',
    createdAt: '2018-05-03T10:00:00.000Z',
    total: 500,
    status: 'shipped',
    articles: ['QZ-1'],
  },
];
/** The British demo account's order, which matches every German search above. */
const OTHERS: Fixture = {
  orderNumber: 'T-SRCH-900',
  reference: 'PO 50%_off',
  createdAt: '2019-03-02T10:00:00.000Z',
  total: 9000,
  status: 'shipped',
  articles: ['QX-1001'],
};

async function insertOrder(accountId: number, order: Fixture) {
  const db = t.database.handle.db;
  const { articles, ...head } = order;
  const { id } = await db
    .insertInto('orders')
    .values({ ...head, accountId, basketId: null, currency: 'EUR', payType: 1, dropshipping: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('orderLines')
    .values(
      articles.map((articleNumber) => ({
        orderId: id,
        articleNumber,
        quantity: 1,
        singlePrice: 100,
        lineTotal: 100,
        taxRate: 19,
      })),
    )
    .execute();
}

beforeAll(async () => {
  ({
    t,
    callers: [de, uk],
  } = await seededApp({ articles: 20, referenceDate: '2026-11-25', logins: [DEMO.de, DEMO.uk] }));
  const deId = await accountIdOf(t, DEMO.de);
  for (const order of OWN) await insertOrder(deId, order);
  await insertOrder(await accountIdOf(t, DEMO.uk), OTHERS);
});
afterAll(async () => {
  await t.close();
});

async function listOf(who: Caller, query: Record<string, string>, page = 1) {
  const res = await who('GET', `/account/orders/${page}?${new URLSearchParams(query).toString()}`);
  expect(res.statusCode, res.body).toBe(200);
  const answer = pastOrdersAnswerSchema.parse(res.json());
  return { numbers: answer.orders.map((o) => o.orderNumber), totalCount: answer.totalCount };
}
const numbers = async (query: Record<string, string>) => (await listOf(de, query)).numbers;

describe('GET /account/orders/{page} with a search', () => {
  it('finds by part of the order number, of the reference and of an ordered article, any case', async () => {
    expect(await numbers({ searchText: 't-srch-00' })).toEqual([
      'T-SRCH-003',
      'T-SRCH-002',
      'T-SRCH-001',
    ]);
    expect(await numbers({ searchText: 'BRAV' })).toEqual(['T-REF-G']);
    expect(await numbers({ searchText: 'qx-1001' })).toEqual(['T-SRCH-003', 'T-SRCH-001']);
    expect(await numbers({ searchText: 'QY-7' })).toEqual(['T-SRCH-003']);
    expect(await listOf(de, { searchText: 'nothing like this' })).toEqual({
      numbers: [],
      totalCount: 0,
    });
  });

  it('matches % and _ of the text literally', async () => {
    expect(await numbers({ searchText: 'po 50%_' })).toEqual(['T-SRCH-001']);
    expect(await numbers({ searchText: 'po_5' })).toEqual(['T-SRCH-003']);
    expect(await numbers({ searchText: '%' })).toEqual(['T-SRCH-001']);
    expect(await numbers({ searchText: '\\' })).toEqual([]);
  });

  it('takes the whole first and last day of a date range, and an open end', async () => {
    const text = { searchText: 't-srch' };
    expect(await numbers({ ...text, from: '2019-03-01', to: '2019-03-15' })).toEqual([
      'T-SRCH-002',
      'T-SRCH-001',
    ]);
    expect(await numbers({ ...text, from: '2019-03-02' })).toEqual(['T-SRCH-003', 'T-SRCH-002']);
    expect(await numbers({ ...text, to: '2019-03-31' })).toEqual(['T-SRCH-002', 'T-SRCH-001']);
    expect(await numbers({ ...text, from: '2019-04-01', to: '2019-04-01' })).toEqual([
      'T-SRCH-003',
    ]);
    expect(await numbers({ from: '2018-01-01', to: '2018-12-31' })).toEqual([
      'T-REF-G',
      'T-REF-F',
      'T-REF-E',
    ]);
  });

  it('sorts by each column both ways', async () => {
    const text = { searchText: 't-srch' };
    const sort = (orderBy: string, direction: string) => numbers({ ...text, orderBy, direction });
    expect(await sort('date', 'asc')).toEqual(['T-SRCH-001', 'T-SRCH-002', 'T-SRCH-003']);
    expect(await sort('total', 'asc')).toEqual(['T-SRCH-001', 'T-SRCH-003', 'T-SRCH-002']);
    expect(await sort('total', 'desc')).toEqual(['T-SRCH-002', 'T-SRCH-003', 'T-SRCH-001']);
    expect(await sort('orderNumber', 'desc')).toEqual(['T-SRCH-003', 'T-SRCH-002', 'T-SRCH-001']);
    expect(await sort('state', 'asc')).toEqual(['T-SRCH-002', 'T-SRCH-001', 'T-SRCH-003']);
    expect(await sort('state', 'desc')).toEqual(['T-SRCH-003', 'T-SRCH-001', 'T-SRCH-002']);
    const year2018 = { from: '2018-01-01', to: '2018-12-31', orderBy: 'reference' };
    expect(await numbers({ ...year2018, direction: 'asc' })).toEqual([
      'T-REF-F',
      'T-REF-G',
      'T-REF-E',
    ]);
    expect(await numbers({ ...year2018, direction: 'desc' })).toEqual([
      'T-REF-E',
      'T-REF-G',
      'T-REF-F',
    ]);
    // a column without a direction sorts descending
    expect(await numbers({ ...text, orderBy: 'total' })).toEqual(await sort('total', 'desc'));
  });

  it('combines text, range and sort, and pages the matches with their count', async () => {
    const query = {
      searchText: 'qx-100',
      from: '2019-03-01',
      to: '2019-04-01',
      orderBy: 'total',
      direction: 'asc',
      size: '2',
    };
    expect(await listOf(de, query, 1)).toEqual({
      numbers: ['T-SRCH-001', 'T-SRCH-003'],
      totalCount: 3,
    });
    expect(await listOf(de, query, 2)).toEqual({ numbers: ['T-SRCH-002'], totalCount: 3 });
    expect(await listOf(de, query, 3)).toEqual({ numbers: [], totalCount: 3 });
  });

  it("never finds another customer's order, by its number, reference or articles", async () => {
    for (const searchText of ['t-srch-900', 'po 50%_off', 'qx-1001']) {
      expect((await numbers({ searchText })).includes('T-SRCH-900')).toBe(false);
    }
    expect(await listOf(de, { searchText: 't-srch-900' })).toEqual({ numbers: [], totalCount: 0 });
    expect(await listOf(uk, { searchText: 't-srch' })).toEqual({
      numbers: ['T-SRCH-900'],
      totalCount: 1,
    });
    expect((await listOf(uk, { searchText: 'qy-7' })).totalCount).toBe(0);
  });

  it('sorts an account that sees no prices newest first when asked to sort by total', async () => {
    const db = t.database.handle.db;
    const deId = await accountIdOf(t, DEMO.de);
    await db.updateTable('accounts').set({ showPrices: 0 }).where('id', '=', deId).execute();
    try {
      const res = await de(
        'GET',
        '/account/orders/1?searchText=t-srch&orderBy=total&direction=asc',
      );
      const answer = pastOrdersWithoutPricesSchema.parse(res.json());
      expect(answer.orders.map((o) => o.orderNumber)).toEqual([
        'T-SRCH-003',
        'T-SRCH-002',
        'T-SRCH-001',
      ]);
    } finally {
      await db.updateTable('accounts').set({ showPrices: 1 }).where('id', '=', deId).execute();
    }
  });

  it('refuses a date that is not a day, a range ending before it starts, an unknown sort, a long or control text', async () => {
    for (const query of [
      'from=2019-02-30',
      'to=03.01.2019',
      'from=2019-3-1',
      'from=2019-03-02&to=2019-03-01',
      'orderBy=price',
      'orderBy=total&direction=up',
      `searchText=${'x'.repeat(101)}`,
      'searchText=a%00b',
      'searchText=a%1Bb',
    ]) {
      const res = await de('GET', `/account/orders/1?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(codeOf(res), query).toBe('VALIDATION_ERROR');
    }
    expect((await de('GET', `/account/orders/1?searchText=${'x'.repeat(100)}`)).statusCode).toBe(
      200,
    );
  });
});

describe('POST /account/ordersCSV with a search', () => {
  const exported = async (search: Record<string, unknown>) => {
    const res = await de('POST', '/account/ordersCSV', {
      search: { alsoCanceled: true, ...search },
    });
    expect(res.statusCode, res.body).toBe(200);
    return csvRows(res.body)
      .slice(1)
      .map((row) => row[0]);
  };

  it('exports what the list finds, in the same order', async () => {
    expect(await exported({ searchText: 'qx-1001' })).toEqual(['T-SRCH-003', 'T-SRCH-001']);
    expect(await exported({ searchText: 'po 50%_' })).toEqual(['T-SRCH-001']);
    expect(await exported({ from: '2019-03-01', to: '2019-03-15' })).toEqual([
      'T-SRCH-002',
      'T-SRCH-001',
    ]);
    expect(await exported({ searchText: 't-srch', orderBy: 'total', direction: 'asc' })).toEqual([
      'T-SRCH-001',
      'T-SRCH-003',
      'T-SRCH-002',
    ]);
    // the older sort codes still sort, and orderBy takes their place when both are sent
    expect(await exported({ searchText: 't-srch', sort: 4 })).toEqual([
      'T-SRCH-001',
      'T-SRCH-003',
      'T-SRCH-002',
    ]);
    expect(await exported({ searchText: 't-srch', sort: 4, orderBy: 'orderNumber' })).toEqual([
      'T-SRCH-003',
      'T-SRCH-002',
      'T-SRCH-001',
    ]);
    expect(await exported({ searchText: 't-srch-900' })).toEqual([]);
  });

  it('refuses what the list refuses', async () => {
    for (const search of [
      { from: '2019-02-30' },
      { from: '2019-03-02', to: '2019-03-01' },
      { orderBy: 'price' },
      { searchText: 'a\u0000b' },
      { searchText: 'x'.repeat(101) },
    ]) {
      const res = await de('POST', '/account/ordersCSV', { search });
      expect(res.statusCode, JSON.stringify(search)).toBe(400);
      expect(codeOf(res)).toBe('VALIDATION_ERROR');
    }
  });
});
