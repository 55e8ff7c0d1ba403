import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PastOrdersAnswer } from '@shop/domain/api/account-orders.ts';
import type { BasketAnswer } from '@shop/domain/api/basket.ts';
import type { OrderAnswer } from '@shop/domain/api/orders.ts';
import type { SavedBasket, SavedBasketsAnswer } from '@shop/domain/api/saved-baskets.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { ArticlePicker } from '#server/testing/articles.ts';
import { caller, codeOf, type Caller } from '#server/testing/calls.ts';
import { DEMO, login } from '#server/testing/demo-logins.ts';
import { createPreparedBasket } from './prepared-baskets.service.ts';

/**
 * docs/security.md, identity and access: every id a basket route takes is checked against the
 * caller. Customer B, naming customer A's saved basket, order (to repeat or to see it),
 * prepared basket or Idempotency-Key, gets 404 (never A's data), and A's rows stay as they were.
 */

let t: TestApp;
let a: Caller;
let b: Caller;
let aId: number;
let bId: number;
/** A's things that B will name. */
let aSaved: SavedBasket;
let aOrder: OrderAnswer;
let aSeededOrder: string;
let aLink: string;
let aBasketArticle: string;
const A_KEY = 'order-key-of-customer-a';

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database.handle;
  await seedDatabase(t.database.handle, { articles: 60, referenceDate: '2026-11-25' });
  const pick = new ArticlePicker(t);
  a = caller(t, await login(t, DEMO.de));
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'passwordHash'])
    .where('email', '=', DEMO.de)
    .executeTakeFirstOrThrow();
  aId = account.id;
  bId = (
    await db
      .insertInto('accounts')
      .values({
        customerNumber: 'DE/777001',
        shop: 'de',
        email: 'other-retailer@example.com',
        passwordHash: account.passwordHash,
        language: 'de',
        currency: 'EUR',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('accountAddresses')
    .values({ accountId: bId, kind: 'billing', country: 'DE' })
    .execute();
  b = caller(t, await login(t, 'other-retailer@example.com'));

  const x = await pick.take({ stockQuantity: 500 });
  const y = await pick.take({ stockQuantity: 500 });
  // A: an order placed with a key, a saved basket, a prepared basket and a filled basket
  await a('PUT', '/basket/add', { articleNumber: x.articleNumber, quantity: 2 });
  const placed = await a('POST', '/basket/order', {}, { 'idempotency-key': A_KEY });
  expect(placed.statusCode).toBe(201);
  aOrder = placed.json<OrderAnswer>();
  await a('PUT', '/basket/add', { articleNumber: y.articleNumber, quantity: 3 });
  aSaved = (await a('POST', '/basket/save', { note: 'Nur für A' })).json<SavedBasket>();
  aBasketArticle = y.articleNumber;
  aLink = await createPreparedBasket(db, {
    customerNumber: 'DE/100001',
    lines: [{ articleNumber: x.articleNumber, quantity: 1 }],
  });
  aSeededOrder = (
    await db
      .selectFrom('orders')
      .select('orderNumber')
      .where('accountId', '=', aId)
      .where('orderNumber', 'like', 'A%')
      .executeTakeFirstOrThrow()
  ).orderNumber;
  // B: three orders of its own and a saved basket, so its pages are not empty
  for (let i = 1; i <= 3; i++) {
    await b('PUT', '/basket/add', { articleNumber: x.articleNumber, quantity: i });
    expect((await b('POST', '/basket/order', {})).statusCode).toBe(201);
  }
  await b('PUT', '/basket/add', { articleNumber: x.articleNumber, quantity: 1 });
  await b('POST', '/basket/save', { note: 'Nur für B' });
  await b('GET', '/basket/clear');
});
afterAll(async () => {
  await t.close();
});

/** Every row of a customer that a basket route could read or change. */
async function rowsOf(accountId: number) {
  const { db } = t.database.handle;
  const orders = await db
    .selectFrom('orders')
    .selectAll()
    .where('accountId', '=', accountId)
    .orderBy('id')
    .execute();
  const saved = await db
    .selectFrom('savedBaskets')
    .selectAll()
    .where('accountId', '=', accountId)
    .orderBy('id')
    .execute();
  const prepared = await db
    .selectFrom('preparedBaskets')
    .selectAll()
    .where('accountId', '=', accountId)
    .orderBy('link')
    .execute();
  return {
    orders,
    orderLines: await db
      .selectFrom('orderLines')
      .selectAll()
      .where('orderId', 'in', [...orders.map((o) => o.id), -1])
      .orderBy('id')
      .execute(),
    saved,
    savedLines: await db
      .selectFrom('savedBasketLines')
      .selectAll()
      .where('savedBasketId', 'in', [...saved.map((s) => s.id), -1])
      .orderBy('id')
      .execute(),
    prepared,
    basket: await db
      .selectFrom('baskets')
      .selectAll()
      .where('accountId', '=', accountId)
      .executeTakeFirst(),
    basketLines: await db
      .selectFrom('basketLines as l')
      .innerJoin('baskets as k', 'k.id', 'l.basketId')
      .selectAll('l')
      .where('k.accountId', '=', accountId)
      .orderBy('l.id')
      .execute(),
    keys: await db
      .selectFrom('idempotencyKeys')
      .selectAll()
      .where('accountId', '=', accountId)
      .orderBy('key')
      .execute(),
  };
}

/** Nothing of A in an answer to B. */
function expectNothingOfA(res: LightMyRequestResponse) {
  for (const secret of [aOrder.orderNumber, aSeededOrder, aSaved.note, aLink, aBasketArticle]) {
    expect(res.body, secret).not.toContain(secret);
  }
}

describe("customer B naming customer A's ids", () => {
  it('gets 404 on every basket route, and A keeps every row', async () => {
    const before = await rowsOf(aId);
    const bBefore = await rowsOf(bId);
    const matrix: [string, () => Promise<LightMyRequestResponse>][] = [
      ['delete saved basket', () => b('DELETE', `/basket/${aSaved.id}`)],
      ...[true, false].flatMap(
        (replaceArticles): [string, () => Promise<LightMyRequestResponse>][] => [
          [
            `load saved basket by number (replace ${replaceArticles})`,
            () =>
              b('POST', '/basket/cloneBasketOrOrder', { orderNumber: aSaved.id, replaceArticles }),
          ],
          [
            `load saved basket by digits (replace ${replaceArticles})`,
            () =>
              b('POST', '/basket/cloneBasketOrOrder', {
                orderNumber: String(aSaved.id),
                replaceArticles,
              }),
          ],
          [
            `repeat placed order (replace ${replaceArticles})`,
            () =>
              b('POST', '/basket/cloneBasketOrOrder', {
                orderNumber: aOrder.orderNumber,
                replaceArticles,
              }),
          ],
          [
            `repeat seeded order, lower case (replace ${replaceArticles})`,
            () =>
              b('POST', '/basket/cloneBasketOrOrder', {
                orderNumber: aSeededOrder.toLowerCase(),
                replaceArticles,
              }),
          ],
        ],
      ),
      [
        'prepared basket under B’s own number',
        () =>
          b('POST', '/api/accounts/777001/basket/actions', {
            action: 'importPreparedArticles',
            link: aLink,
          }),
      ],
      [
        'prepared basket under A’s number',
        () =>
          b('POST', '/api/accounts/100001/basket/actions', {
            action: 'importPreparedArticles',
            link: aLink,
          }),
      ],
      ['remove an article only A has', () => b('DELETE', `/basket/remove/${aBasketArticle}`)],
      ['confirmation of placed order', () => b('GET', `/account/order/${aOrder.orderNumber}`)],
      [
        'confirmation of seeded order, lower case',
        () => b('GET', `/account/order/${aSeededOrder.toLowerCase()}`),
      ],
    ];
    for (const [name, call] of matrix) {
      const res = await call();
      expect(res.statusCode, name).toBe(404);
      expect(res.json<{ error: { code: string } }>().error.code, name).toMatch(
        /NOT_FOUND|NOT_IN_BASKET/,
      );
      expectNothingOfA(res);
    }

    // A's Idempotency-Key is A's: B using it orders (or not) for itself, never replays A's answer
    const reused = await b('POST', '/basket/order', {}, { 'idempotency-key': A_KEY });
    expect(reused.statusCode).toBe(409);
    expect(codeOf(reused)).toBe('BASKET_EMPTY');
    expectNothingOfA(reused);

    expect(await rowsOf(aId)).toEqual(before);
    const bAfter = await rowsOf(bId);
    // B's own rows changed only by its key's stored refusal
    expect({ ...bAfter, keys: [] }).toEqual({ ...bBefore, keys: [] });
    expect(bAfter.keys.map((k) => [k.key, k.responseStatus])).toEqual([[A_KEY, 409]]);
  });

  it('never lists A’s orders or saved baskets on any page of B', async () => {
    const bOrders = (await rowsOf(bId)).orders.map((o) => o.orderNumber);
    expect(bOrders).toHaveLength(3);
    for (const size of [1, 2, 100]) {
      const seen: string[] = [];
      for (let page = 1; page <= 5; page++) {
        const res = await b('GET', `/account/orders/${page}?size=${size}`);
        expect(res.statusCode).toBe(200);
        const answer = res.json<PastOrdersAnswer>();
        expect(answer.totalCount).toBe(3);
        seen.push(...answer.orders.map((o) => o.orderNumber));
        expectNothingOfA(res);
      }
      expect(seen.sort()).toEqual([...bOrders].sort());
    }
    const saved = await b('GET', '/basket/load/all');
    expect(saved.json<SavedBasketsAnswer>().savedBaskets.map((s) => s.note)).toEqual(['Nur für B']);
    expectNothingOfA(saved);
    const basket = await b('GET', '/intern/basket');
    expect(basket.json<BasketAnswer>().count).toBe(0);
    expectNothingOfA(basket);
  });

  it('still lets A use its own ids afterwards', async () => {
    const prepared = await a('POST', '/api/accounts/100001/basket/actions', {
      action: 'importPreparedArticles',
      link: aLink,
    });
    expect(prepared.statusCode).toBe(200);
    const repeat = await a('POST', '/basket/cloneBasketOrOrder', {
      orderNumber: aOrder.orderNumber,
      replaceArticles: false,
    });
    expect(repeat.statusCode).toBe(200);
    const confirmation = await a('GET', `/account/order/${aOrder.orderNumber}`);
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.json<{ orderNumber: string }>().orderNumber).toBe(aOrder.orderNumber);
    const again = await a('POST', '/basket/order', {}, { 'idempotency-key': A_KEY });
    expect(again.json<OrderAnswer>()).toEqual(aOrder);
    expect((await a('DELETE', `/basket/${aSaved.id}`)).statusCode).toBe(204);
  });
});
