import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderAnswerSchema, type OrderAnswer } from '@shop/domain/api/orders.ts';
import { startSmtpCapture, type SmtpCapture } from '#server/testing/smtp-capture.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { ArticlePicker, DROPSHIP_ARTICLE } from '#server/testing/articles.ts';
import { caller, codeOf, type Caller } from '#server/testing/calls.ts';
import { CONSUMER_ADDRESS } from '#server/testing/consumer-address.ts';
import { DEMO, accountIdOf, login } from '#server/testing/demo-logins.ts';
import { requestHash } from '#server/http/idempotency.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import { ORDER_ROUTE } from './order-placement.service.ts';

const ORDER_LIMIT = RATE_LIMITS.orderPerAccount;

let t: TestApp;
let capture: SmtpCapture;
let pick: ArticlePicker;
let de: Caller;
let uk: Caller;
let demoAccountId: number;

beforeAll(async () => {
  capture = await startSmtpCapture();
  ({
    t,
    callers: [de, uk],
  } = await seededApp({
    articles: 80,
    referenceDate: '2026-11-25',
    env: { SMTP_URL: capture.url },
    logins: [DEMO.de, DEMO.uk],
  }));
  pick = new ArticlePicker(t);
  demoAccountId = await accountIdOf(t, DEMO.de);
});
afterAll(async () => {
  await t.close();
  await capture.close();
});
beforeEach(async () => {
  await de('GET', '/basket/clear');
  await uk('GET', '/basket/clear');
  // each test starts with a fresh order allowance; the limit itself is tested below
  await t.rateLimiter.reset(`order:${demoAccountId}`);
});

const stockOf = async (id: number) =>
  await t.database.handle.db
    .selectFrom('articles')
    .select(['stockQuantity', 'updatedAt'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const ordersOf = async (account: number) =>
  t.database.handle.db
    .selectFrom('orders')
    .selectAll()
    .where('accountId', '=', account)
    .where('orderNumber', 'like', 'W%')
    .execute();
/** The confirmation of one order: earlier tests' mails are passed over. */
async function mailOf(to: string, orderNumber: string) {
  for (;;) {
    const mail = await capture.waitFor(to);
    if (mail.subject?.includes(orderNumber)) return mail;
  }
}
const add = (call: Caller, articleNumber: string, quantity: number) =>
  call('PUT', '/basket/add', { articleNumber, quantity });
const order = (call: Caller, body: unknown = {}, key?: string) =>
  call('POST', '/basket/order', body, key ? { 'idempotency-key': key } : {});

describe('placing an order', () => {
  it('writes the order, takes stock, clears the basket, tells the search index and mails', async () => {
    const a = await pick.take({ stockQuantity: 10, taxRate: 19 }, { EUR: 10000 });
    const b = await pick.take({ state: 'preorder', stockQuantity: 0, taxRate: 7 }, { EUR: 5000 });
    await add(de, a.articleNumber, 3);
    await add(de, b.articleNumber, 2);
    await de('POST', '/basket/notice', { notice: 'Bitte vor 12 Uhr' });
    await de('POST', '/basket/reference', { reference: 'PO-77' });
    const changed: number[] = [];
    const stop = t.catalogEvents.onArticlesChanged((ids) => changed.push(...ids));
    const before = await stockOf(a.id);

    const res = await order(de, { eventTrackingId: 'evt-1' });
    stop();
    expect(res.statusCode).toBe(201);
    const answer = orderAnswerSchema.parse(res.json());
    expect(answer).toMatchObject({ status: 'ordered', currency: 'EUR' });
    expect(answer.orderNumber).toMatch(/^W26\d{6}$/);

    const after = await stockOf(a.id);
    expect(after.stockQuantity).toBe(7);
    expect(after.updatedAt > before.updatedAt).toBe(true);
    expect((await stockOf(b.id)).stockQuantity).toBe(0);
    expect(changed).toEqual([a.id]);

    const { db } = t.database.handle;
    const stored = await db
      .selectFrom('orders')
      .selectAll()
      .where('orderNumber', '=', answer.orderNumber)
      .executeTakeFirstOrThrow();
    // 400.00 net, free shipping from 250; 19 % of 300 and 7 % of 100
    expect(stored).toMatchObject({
      accountId: demoAccountId,
      status: 'processing',
      net: 40000,
      shipping: 0,
      vatNormal: 5700,
      vatReduced: 700,
      total: 46400,
      notice: 'Bitte vor 12 Uhr',
      reference: 'PO-77',
      payType: 5,
      dropshipping: null,
    });
    expect(answer.total).toBe(46400);
    const lines = await db
      .selectFrom('orderLines')
      .selectAll()
      .where('orderId', '=', stored.id)
      .orderBy('id')
      .execute();
    expect(lines.map((l) => [l.articleNumber, l.quantity, l.lineTotal, l.taxRate])).toEqual([
      [a.articleNumber, 3, 30000, 19],
      [b.articleNumber, 2, 10000, 7],
    ]);

    const basket = (await de('GET', '/intern/basket')).json<{ count: number; notice: string }>();
    expect(basket).toMatchObject({ count: 0, notice: '' });

    const mail = await mailOf(DEMO.de, answer.orderNumber);
    expect(mail.subject).toBe(`Ihre Bestellung ${answer.orderNumber}`);
    expect(mail.text).toContain(a.articleNumber);
    expect(mail.text).toContain('464,00 €');
    expect(mail.text).toContain('PO-77');
  });

  it('opens back orders and pre-orders for the lines that take no stock', async () => {
    const { db } = t.database.handle;
    const stock = await pick.take({ stockQuantity: 10 });
    const pre = await pick.take(
      {
        state: 'preorder',
        stockQuantity: 0,
        preorderDate: '2027-02-14',
        etaDate: null,
        intakeDate: null,
      },
      { EUR: 2000, rebate: 10 },
    );
    const arriving = await pick.take({
      state: 'inTake',
      stockQuantity: 0,
      caseQuantity: 6,
      etaDate: '2026-12-20',
      preorderDate: null,
      intakeDate: '2026-10-01',
    });
    const overdue = await pick.take({
      state: 'inStockOverdue',
      stockQuantity: 0,
      etaDate: null,
      preorderDate: null,
      intakeDate: '2099-01-01',
    });
    await add(de, stock.articleNumber, 1);
    await de('PUT', '/basket/add', {
      articleNumber: pre.articleNumber,
      quantity: 3,
      reference: 'Regal 3',
    });
    await add(de, arriving.articleNumber, 2);
    await add(de, overdue.articleNumber, 4);
    await de('POST', '/basket/reference', { reference: 'PO-4711' });
    // the seed has open orders of its own: only rows written from now on count
    const { lastId } = await db
      .selectFrom('openOrders')
      .select((eb) => eb.fn.max('id').as('lastId'))
      .executeTakeFirstOrThrow();
    const openRows = () =>
      db
        .selectFrom('openOrders')
        .selectAll()
        .where('id', '>', lastId ?? 0)
        .orderBy('id')
        .execute();

    const res = await order(de);
    expect(res.statusCode).toBe(201);
    const rows = await openRows();
    expect(rows.every((r) => r.accountId === demoAccountId)).toBe(true);
    const at = rows[0]!.orderDate;
    expect(rows.every((r) => r.orderDate === at)).toBe(true);
    const stored = await db
      .selectFrom('orders')
      .select('createdAt')
      .where('orderNumber', '=', res.json<OrderAnswer>().orderNumber)
      .executeTakeFirstOrThrow();
    expect(at).toBe(stored.createdAt);
    expect(rows.map(({ id: _id, accountId: _a, orderDate: _d, ...rest }) => rest)).toEqual([
      {
        articleNumber: pre.articleNumber,
        kind: 'preorder',
        state: 'preOrder',
        lastIntakeDate: null,
        etaEstimate: '2027-02',
        etaDate: '2027-02-14',
        // what one unit costs on this order: 20.00 less 10 percent
        singlePrice: 1800,
        rebate: 0,
        currency: 'EUR',
        quantity: 3,
        caseQuantity: 1,
        availableQuantity: 0,
        // the shop's own lines carry no ERP line id (decision 093)
        erpLineId: null,
        allocatedQuantity: null,
        poNumber: 'PO-4711',
        reference: 'Regal 3',
      },
      {
        articleNumber: arriving.articleNumber,
        kind: 'backorder',
        state: 'inTake',
        lastIntakeDate: '2026-10-01',
        etaEstimate: '2026-12',
        etaDate: '2026-12-20',
        singlePrice: 1000,
        rebate: 0,
        currency: 'EUR',
        quantity: 12,
        caseQuantity: 6,
        availableQuantity: 0,
        erpLineId: null,
        allocatedQuantity: null,
        poNumber: 'PO-4711',
        reference: null,
      },
      {
        articleNumber: overdue.articleNumber,
        kind: 'backorder',
        state: 'inStockOverdue',
        lastIntakeDate: null,
        etaEstimate: null,
        etaDate: null,
        singlePrice: 1000,
        rebate: 0,
        currency: 'EUR',
        quantity: 4,
        caseQuantity: 1,
        availableQuantity: 0,
        erpLineId: null,
        allocatedQuantity: null,
        poNumber: 'PO-4711',
        reference: null,
      },
    ]);

    // a refused order opens nothing: the open orders are part of the order's transaction
    const gone = await pick.take({ stockQuantity: 5 });
    await de('PUT', '/basket/add', { articleNumber: pre.articleNumber, quantity: 1 });
    await add(de, gone.articleNumber, 1);
    await db.updateTable('articles').set({ stockQuantity: 0 }).where('id', '=', gone.id).execute();
    const refused = await order(de);
    expect(refused.statusCode).toBe(409);
    expect(await openRows()).toHaveLength(3);
  });

  it('mails in the language of the account', async () => {
    const a = await pick.take({}, { GBP: 1000 });
    await add(uk, a.articleNumber, 1);
    const res = await order(uk);
    expect(res.statusCode).toBe(201);
    const { orderNumber } = res.json<OrderAnswer>();
    const mail = await mailOf(DEMO.uk, orderNumber);
    expect(mail.subject).toBe(`Your order ${orderNumber}`);
    expect(mail.text).toContain('£35.00');
  });

  it('refuses an empty basket, blocking flags and a blocked account, changing nothing', async () => {
    const empty = await order(de);
    expect(empty.statusCode).toBe(409);
    expect(codeOf(empty)).toBe('BASKET_EMPTY');

    const a = await pick.take({ stockQuantity: 10 });
    const sold = await pick.take({ stockQuantity: 10 });
    await add(de, a.articleNumber, 2);
    await add(de, sold.articleNumber, 1);
    await t.database.handle.db
      .updateTable('articles')
      .set({ state: 'soldOut' })
      .where('id', '=', sold.id)
      .execute();
    const res = await order(de);
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toBe('BASKET_NOT_ORDERABLE');
    expect(res.json()).toMatchObject({
      error: {
        details: {
          notValidArticles: { countSoldOut: 1 },
          notAvailableArticles: [{ articleNumber: sold.articleNumber }],
        },
      },
    });
    expect((await stockOf(a.id)).stockQuantity).toBe(10);
    expect((await de('GET', '/intern/basket')).json<{ count: number }>().count).toBe(2);

    // old price only warns
    await de('DELETE', `/basket/remove/${sold.articleNumber}`);
    await t.database.handle.db
      .updateTable('articlePrices')
      .set({ singlePrice: 1234 })
      .where('articleId', '=', a.id)
      .execute();
    const warned = await order(de);
    expect(warned.statusCode).toBe(201);
    const stored = await t.database.handle.db
      .selectFrom('orders')
      .select('net')
      .where('orderNumber', '=', warned.json<OrderAnswer>().orderNumber)
      .executeTakeFirstOrThrow();
    expect(stored.net).toBe(2468);

    const blockedId = await accountIdOf(t, DEMO.blocked);
    const { db } = t.database.handle;
    const { id: basketId } = await db
      .insertInto('baskets')
      .values({ accountId: blockedId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('basketLines')
      .values({
        basketId,
        articleNumber: a.articleNumber,
        quantity: 1,
        priceAtAdd: 1234,
        quantityAtAdd: 1,
        currency: 'EUR',
      })
      .execute();
    const blockedCall = caller(t, await login(t, DEMO.blocked));
    const refused = await order(blockedCall);
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('BASKET_BLOCKED');
  });

  it('refuses unknown fields and bad dropshipping shapes with 400', async () => {
    expect((await order(de, { total: 1 })).statusCode).toBe(400);
    expect((await order(de, { dropshippingInfo: { address: 'x' } })).statusCode).toBe(400);
    expect((await order(de, { dropshippingInfo: { address: {}, payType: 3 } })).statusCode).toBe(
      400,
    );
    expect((await order(de, {}, 'short')).statusCode).toBe(400);
  });
});

describe('dropshipping', () => {
  it('orders with parcel shipping and 19 percent VAT on it', async () => {
    const a = await pick.take({ ...DROPSHIP_ARTICLE, stockQuantity: 20 }, { EUR: 2000 });
    await add(de, a.articleNumber, 2);
    const basket = (await de('GET', '/intern/basket')).json<{
      dropshipping: { possible: boolean; shippingCost?: { parcels: number; net: number } };
    }>();
    expect(basket.dropshipping).toMatchObject({
      possible: true,
      shippingCost: { parcels: 1, net: 1090 },
    });
    const res = await order(de, {
      dropshippingInfo: { address: CONSUMER_ADDRESS, payType: 4, info: 'Geschenk' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ dropshipping: { status: 'accepted' } });
    const stored = await t.database.handle.db
      .selectFrom('orders')
      .selectAll()
      .where('orderNumber', '=', res.json<OrderAnswer>().orderNumber)
      .executeTakeFirstOrThrow();
    // 40.00 goods + 10.90 parcel, each with 19 % VAT
    expect(stored).toMatchObject({ net: 4000, shipping: 1090, vatNormal: 760 + 207, total: 6057 });
    expect(JSON.parse(stored.dropshipping!)).toMatchObject({
      address: { zip: '60311', country: 'DE' },
      info: 'Geschenk',
      parcels: 1,
      carrier: false,
    });
    const mail = await mailOf(DEMO.de, res.json<OrderAnswer>().orderNumber);
    expect(mail.text).toContain('Lindenweg 12a');
  });

  it('refuses an account without dropshipping, unfit articles and a bad address', async () => {
    const a = await pick.take({ ...DROPSHIP_ARTICLE }, { GBP: 1000 });
    await add(uk, a.articleNumber, 1);
    const notEnabled = await order(uk, { dropshippingInfo: { address: CONSUMER_ADDRESS } });
    expect(notEnabled.statusCode).toBe(422);
    expect(notEnabled.json()).toMatchObject({
      error: {
        code: 'DROPSHIPPING_INVALID',
        details: { dropshipping: { errorCode: 'notEnabled' } },
      },
    });

    const unfit = await pick.take({ ...DROPSHIP_ARTICLE, size: '30x20' });
    await add(de, unfit.articleNumber, 1);
    const notPossible = await order(de, { dropshippingInfo: { address: CONSUMER_ADDRESS } });
    expect(notPossible.statusCode).toBe(422);
    expect(notPossible.json()).toMatchObject({
      error: {
        details: {
          dropshipping: {
            errorCode: 'notPossible',
            problems: [{ code: 'invalidSize', articleNumber: unfit.articleNumber }],
          },
        },
      },
    });

    await de('GET', '/basket/clear');
    const fit = await pick.take({ ...DROPSHIP_ARTICLE });
    await add(de, fit.articleNumber, 1);
    for (const [field, value] of [
      ['zip', '01000'],
      ['zip', '00123'],
      ['phoneNumber', 'call me'],
      ['country', 'AT'],
    ] as const) {
      const res = await order(de, {
        dropshippingInfo: { address: { ...CONSUMER_ADDRESS, [field]: value } },
      });
      expect(res.statusCode, `${field}=${value}`).toBe(422);
      expect(res.json()).toMatchObject({
        error: {
          details: {
            dropshipping: { errorCode: 'invalidAddress', addressErrors: { [field]: 'invalid' } },
          },
        },
      });
    }
    expect((await ordersOf(demoAccountId)).some((o) => o.dropshipping?.includes('01000'))).toBe(
      false,
    );
  });

  it('refuses dropshipping for a basket priced in pounds: the parcel prices are in euros', async () => {
    const { db } = t.database.handle;
    await db
      .updateTable('accounts')
      .set({ enableDropShipping: 1 })
      .where('email', '=', DEMO.uk)
      .execute();
    try {
      const a = await pick.take({ ...DROPSHIP_ARTICLE }, { GBP: 1000 });
      await uk('GET', '/basket/clear');
      await add(uk, a.articleNumber, 1);
      const basket = await uk('GET', '/intern/basket');
      expect(basket.json()).toMatchObject({
        dropshipping: { enabled: true, possible: false, problems: [{ code: 'foreignCurrency' }] },
      });
      const res = await order(uk, { dropshippingInfo: { address: CONSUMER_ADDRESS } });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        error: {
          details: {
            dropshipping: { errorCode: 'notPossible', problems: [{ code: 'foreignCurrency' }] },
          },
        },
      });
    } finally {
      await db
        .updateTable('accounts')
        .set({ enableDropShipping: 0 })
        .where('email', '=', DEMO.uk)
        .execute();
    }
  });
});

describe('idempotency', () => {
  it('answers the same key with the first answer and makes one order', async () => {
    const a = await pick.take({ stockQuantity: 10 });
    await add(de, a.articleNumber, 1);
    const before = (await ordersOf(demoAccountId)).length;
    const first = await order(de, { eventTrackingId: 'x' }, 'key-same-0001');
    const second = await order(de, { eventTrackingId: 'x' }, 'key-same-0001');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect((await ordersOf(demoAccountId)).length).toBe(before + 1);
    expect((await stockOf(a.id)).stockQuantity).toBe(9);
  });

  it('refuses the same key with another body (422) and while the first runs (409)', async () => {
    const a = await pick.take({ stockQuantity: 10 });
    await add(de, a.articleNumber, 1);
    await order(de, { eventTrackingId: 'one' }, 'key-body-0001');
    const other = await order(de, { eventTrackingId: 'two' }, 'key-body-0001');
    expect(other.statusCode).toBe(422);
    expect(codeOf(other)).toBe('IDEMPOTENCY_KEY_REUSED');

    await t.database.handle.db
      .insertInto('idempotencyKeys')
      .values({
        accountId: demoAccountId,
        route: ORDER_ROUTE,
        key: 'key-running-01',
        requestHash: requestHash({}),
        state: 'running',
        createdAt: new Date().toISOString(),
      })
      .execute();
    const running = await order(de, {}, 'key-running-01');
    expect(running.statusCode).toBe(409);
    expect(codeOf(running)).toBe('IDEMPOTENCY_IN_PROGRESS');
  });

  it('gives a repeated refusal the same answer', async () => {
    const first = await order(de, {}, 'key-empty-0001');
    expect(codeOf(first)).toBe('BASKET_EMPTY');
    const a = await pick.take({ stockQuantity: 10 });
    await add(de, a.articleNumber, 1);
    const again = await order(de, {}, 'key-empty-0001');
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('BASKET_EMPTY');
  });

  it('makes one order of concurrent requests with one key', async () => {
    const a = await pick.take({ stockQuantity: 10 });
    await add(de, a.articleNumber, 1);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => order(de, {}, 'key-concurrent-1')),
    );
    const created = results.filter((r) => r.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.json<OrderAnswer>().orderNumber)).size).toBe(1);
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect(codeOf(r)).toBe('IDEMPOTENCY_IN_PROGRESS');
    }
    expect((await stockOf(a.id)).stockQuantity).toBe(9);
  });
});

describe('concurrency', () => {
  it('makes one order of 50 concurrent orders of one basket', async () => {
    const a = await pick.take({ stockQuantity: 100 });
    await add(de, a.articleNumber, 2);
    const before = (await ordersOf(demoAccountId)).length;
    const results = await Promise.all(Array.from({ length: 50 }, () => order(de)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // the order limit admits ORDER_LIMIT.max calls; those race for the one basket
    expect(statuses.filter((s) => s === 409)).toHaveLength(ORDER_LIMIT.max - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - ORDER_LIMIT.max);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(codeOf(r)).toBe('BASKET_EMPTY');
    }
    expect((await ordersOf(demoAccountId)).length).toBe(before + 1);
    expect((await stockOf(a.id)).stockQuantity).toBe(98);
  });

  it('never oversells: 20 customers racing for the last 5 units', async () => {
    const { db } = t.database.handle;
    const template = await db
      .selectFrom('accounts')
      .selectAll()
      .where('email', '=', DEMO.de)
      .executeTakeFirstOrThrow();
    const scarce = await pick.take({ stockQuantity: 25 });
    const plenty = await pick.take({ stockQuantity: 1000 });
    const buyers: Caller[] = [];
    for (let i = 0; i < 20; i++) {
      const email = `race-${i}@example.com`;
      const { id } = await db
        .insertInto('accounts')
        .values({
          customerNumber: `DE/9${String(i).padStart(5, '0')}`,
          shop: 'de',
          email,
          passwordHash: template.passwordHash,
          language: 'de',
          currency: 'EUR',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('accountAddresses')
        .values({ accountId: id, kind: 'billing', country: 'DE' })
        .execute();
      const buyer = caller(t, await login(t, email));
      // the plentiful article first: its stock taken must be given back when the scarce one fails
      await add(buyer, plenty.articleNumber, 1);
      await add(buyer, scarce.articleNumber, 1);
      buyers.push(buyer);
    }
    await db
      .updateTable('articles')
      .set({ stockQuantity: 5 })
      .where('id', '=', scarce.id)
      .execute();

    const results = await Promise.all(buyers.map((buyer) => order(buyer)));
    const created = results.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(5);
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(codeOf(r)).toBe('BASKET_NOT_ORDERABLE');
    }
    expect((await stockOf(scarce.id)).stockQuantity).toBe(0);
    expect((await stockOf(plenty.id)).stockQuantity).toBe(995);
    const sold = await db
      .selectFrom('orderLines as l')
      .innerJoin('orders as o', 'o.id', 'l.orderId')
      .select((eb) => eb.fn.sum<number | string>('l.quantity').as('units'))
      .where('l.articleNumber', '=', scarce.articleNumber)
      .where('o.orderNumber', 'like', 'W%')
      .executeTakeFirstOrThrow();
    expect(Number(sold.units)).toBe(5);
  });
});

describe('order rate limit', () => {
  it('answers 429 with Retry-After after 20 orders a minute, per account', async () => {
    const a = await pick.take({ stockQuantity: 100 });
    for (let i = 0; i < ORDER_LIMIT.max; i++) {
      const res = await order(de);
      expect(res.statusCode).toBe(409);
      expect(codeOf(res)).toBe('BASKET_EMPTY');
    }
    await add(de, a.articleNumber, 1);
    const limited = await order(de, {}, 'key-over-the-limit');
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({
      error: {
        code: 'TOO_MANY_ORDERS',
        message: expect.any(String),
        details: { retryAfterSeconds: retryAfter },
      },
    });
    // nothing happened: the basket, the stock and the key are untouched
    expect((await stockOf(a.id)).stockQuantity).toBe(100);
    const basket = await de('GET', '/intern/basket');
    expect(basket.json<{ count: number }>().count).toBe(1);
    const key = await t.database.handle.db
      .selectFrom('idempotencyKeys')
      .select('key')
      .where('key', '=', 'key-over-the-limit')
      .executeTakeFirst();
    expect(key).toBeUndefined();

    // another account still orders
    const b = await pick.take({ stockQuantity: 10 });
    await add(uk, b.articleNumber, 1);
    expect((await order(uk)).statusCode).toBe(201);

    // once the window has passed (here: reset), the same key places the order
    await t.rateLimiter.reset(`order:${demoAccountId}`);
    expect((await order(de, {}, 'key-over-the-limit')).statusCode).toBe(201);
  });
});

describe('account orders', () => {
  it('pages through the caller’s orders, newest first, with items', async () => {
    const a = await pick.take({ stockQuantity: 10 }, { EUR: 700 });
    await add(de, a.articleNumber, 2);
    const placed = (await order(de)).json<OrderAnswer>();
    const res = await de('GET', '/account/orders/1?size=5');
    expect(res.statusCode).toBe(200);
    const page = res.json<{
      orders: { orderNumber: string; date: string; items: { articleNumber: string }[] }[];
      total: number;
      size: number;
    }>();
    expect(page.size).toBe(5);
    expect(page.orders).toHaveLength(5);
    expect(page.orders[0]).toMatchObject({
      orderNumber: placed.orderNumber,
      total: placed.total,
      currency: 'EUR',
      items: [{ articleNumber: a.articleNumber, price: 700, quantity: 2, discount: 0 }],
    });
    const dates = page.orders.map((o) => o.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const ukOrders = (await uk('GET', '/account/orders/1')).json<{
      orders: { orderNumber: string }[];
    }>();
    expect(ukOrders.orders.some((o) => o.orderNumber === placed.orderNumber)).toBe(false);
    // article names in the page's language, else the account's (demo: German)
    const { db } = t.database.handle;
    const nameIn = async (language: string) =>
      (
        await db
          .selectFrom('articleLocalizations')
          .select('name')
          .where('articleId', '=', a.id)
          .where('language', '=', language)
          .executeTakeFirstOrThrow()
      ).name;
    const itemName = async (url: string) =>
      (await de('GET', url)).json<{ orders: { items: { name: string }[] }[] }>().orders[0]!
        .items[0]!.name;
    expect(await itemName('/account/orders/1?size=5&language=en')).toBe(await nameIn('en'));
    expect(await itemName('/account/orders/1?size=5')).toBe(await nameIn('de'));
    for (const url of ['/account/orders/-1', '/account/orders/0', '/account/orders/1.5']) {
      expect((await de('GET', url)).statusCode, url).toBe(400);
    }
    for (const query of ['size=0', 'size=101', 'size=abc', 'other=1', 'language=xx']) {
      expect((await de('GET', `/account/orders/1?${query}`)).statusCode, query).toBe(400);
    }
  });
});
