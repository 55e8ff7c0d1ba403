import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addToBasketAnswerSchema,
  basketAnswerSchema,
  type BasketAnswer,
} from '@shop/domain/api/basket.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { ArticlePicker } from '#server/testing/articles.ts';
import { caller, codeOf, type Caller } from '#server/testing/calls.ts';
import { DEMO, accountIdOf } from '#server/testing/demo-logins.ts';

let t: TestApp;
let pick: ArticlePicker;
let de: Caller;
let uk: Caller;
let taxFree: Caller;
let blocked: Caller;
const visitor = () => caller(t, null);

beforeAll(async () => {
  ({
    t,
    callers: [de, uk, taxFree, blocked],
  } = await seededApp({
    articles: 60,
    referenceDate: '2026-11-25',
    logins: [DEMO.de, DEMO.uk, DEMO.taxFree, DEMO.blocked],
  }));
  pick = new ArticlePicker(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  for (const call of [de, uk, taxFree])
    expect((await call('GET', '/basket/clear')).statusCode).toBe(200);
});

async function basketOf(call: Caller): Promise<BasketAnswer> {
  const res = await call('GET', '/intern/basket?eventTrackingId=abc');
  expect(res.statusCode).toBe(200);
  return basketAnswerSchema.parse(res.json());
}
const variants = (basket: BasketAnswer) =>
  basket.currencies.flatMap((c) => c.articles.flatMap((a) => a.variants));
const variantOf = (basket: BasketAnswer, articleNumber: string) =>
  variants(basket).find((v) => v.articleNumber === articleNumber)!;
const add = (call: Caller, payload: Record<string, unknown>) => call('PUT', '/basket/add', payload);

describe('basket calls need a login', () => {
  it('answers 401 to visitors on every basket call', async () => {
    const v = visitor();
    const calls: [string, string, unknown?][] = [
      ['GET', '/intern/basket'],
      ['PUT', '/basket/add', { articleNumber: 'X', quantity: 1 }],
      ['DELETE', '/basket/remove/X'],
      ['GET', '/basket/clear'],
      ['POST', '/basket/order', {}],
      ['POST', '/basket/notice', { notice: 'a' }],
      ['POST', '/basket/reference', { reference: 'a' }],
      ['POST', '/basket/save', { note: 'a' }],
      ['GET', '/basket/load/all'],
      ['DELETE', '/basket/1'],
      ['POST', '/basket/cloneBasketOrOrder', { orderNumber: '1', replaceArticles: true }],
      ['POST', '/basket/import', { basket: 'X 1' }],
      [
        'POST',
        '/api/accounts/100001/basket/actions',
        { action: 'importPreparedArticles', link: 'x' },
      ],
      ['GET', '/account/orders/1'],
    ];
    for (const [method, url, body] of calls) {
      const res = await v(method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(codeOf(res)).toBe('UNAUTHENTICATED');
    }
  });
});

describe('adding', () => {
  it('adds, adds again, replaces and answers the fresh basket', async () => {
    const a = await pick.take({}, { EUR: 1250 });
    const first = await add(de, { articleNumber: a.articleNumber.toLowerCase(), quantity: 2 });
    expect(first.statusCode).toBe(200);
    expect(addToBasketAnswerSchema.parse(first.json())).toEqual({
      success: true,
      status: 'ok',
      quantity: 2,
    });
    await add(de, { articleNumber: a.articleNumber, quantity: 3, eventTrackingId: 'e1' });
    let basket = await basketOf(de);
    expect(variantOf(basket, a.articleNumber).quantity).toBe(5);
    await add(de, { articleNumber: a.articleNumber, quantity: 1, replace: true, reference: 'P-1' });
    basket = await basketOf(de);
    const line = variantOf(basket, a.articleNumber);
    expect(line).toMatchObject({ quantity: 1, cases: 1, price: 1250, lineTotal: 1250 });
    expect(basket.count).toBe(1);
    expect(basket.lastAdded[0]!.articleNumber).toBe(a.articleNumber);
    expect(basket.notValidArticles).toEqual({
      countSoldOut: 0,
      countNoStock: 0,
      countNoQty: 0,
      countOldPrice: 0,
      countOldQty: 0,
    });
  });

  it('counts cases where the case quantity is above 1', async () => {
    const a = await pick.take({ caseQuantity: 6, stockQuantity: 60 }, { EUR: 200 });
    const res = await add(de, { articleNumber: a.articleNumber, quantity: 2 });
    expect(res.json()).toMatchObject({ success: true, status: 'ok', quantity: 2 });
    const line = variantOf(await basketOf(de), a.articleNumber);
    expect(line).toMatchObject({ quantity: 12, cases: 2, caseQuantity: 6, lineTotal: 2400 });
  });

  it('applies the price tier of the quantity and the article rebate', async () => {
    const a = await pick.take({ caseQuantity: 1 }, { EUR: 1000, rebate: 10 });
    await t.database.handle.db
      .insertInto('articlePriceTiers')
      .values({ articleId: a.id, currency: 'EUR', amount: 10, price: 800, rebate: 20 })
      .execute();
    await add(de, { articleNumber: a.articleNumber, quantity: 9 });
    expect(variantOf(await basketOf(de), a.articleNumber).price).toBe(900);
    await add(de, { articleNumber: a.articleNumber, quantity: 1 });
    expect(variantOf(await basketOf(de), a.articleNumber).price).toBe(720);
  });

  it('adds only what is available and answers maxQty with availableQty', async () => {
    const a = await pick.take({ stockQuantity: 4 });
    const res = await add(de, { articleNumber: a.articleNumber, quantity: 10 });
    expect(res.json()).toMatchObject({
      success: true,
      status: 'maxQty',
      availableQty: 4,
      quantity: 4,
    });
    const capped = await pick.take({ stockQuantity: 50, maxQty: 3 });
    const res2 = await add(de, { articleNumber: capped.articleNumber, quantity: 5 });
    expect(res2.json()).toMatchObject({ status: 'maxQty', availableQty: 3 });
    const cases = await pick.take({ stockQuantity: 17, caseQuantity: 6 });
    const res3 = await add(de, { articleNumber: cases.articleNumber, quantity: 5 });
    expect(res3.json()).toMatchObject({ status: 'maxQty', availableQty: 2, quantity: 2 });
  });

  it('caps at the maximum quantity through its last day, and no longer after it', async () => {
    const holding = await pick.take({ stockQuantity: 50, maxQty: 3, maxQtyDate: '2099-12-31' });
    const res = await add(de, { articleNumber: holding.articleNumber, quantity: 5 });
    expect(res.json()).toMatchObject({ status: 'maxQty', availableQty: 3, quantity: 3 });
    const ended = await pick.take({ stockQuantity: 50, maxQty: 3, maxQtyDate: '2026-01-31' });
    const res2 = await add(de, { articleNumber: ended.articleNumber, quantity: 5 });
    expect(res2.json()).toMatchObject({ success: true, status: 'ok', quantity: 5 });
    const line = variantOf(await basketOf(de), ended.articleNumber);
    expect(line).toMatchObject({ quantity: 5, availableQty: 50, noQty: false });
  });

  it('adds nothing when nothing is available', async () => {
    const none = await pick.take({ stockQuantity: 0 });
    const res = await add(de, { articleNumber: none.articleNumber, quantity: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, status: 'maxQty', availableQty: 0 });
    const tooFew = await pick.take({ stockQuantity: 5, caseQuantity: 6 });
    const res2 = await add(de, { articleNumber: tooFew.articleNumber, quantity: 1 });
    expect(res2.json()).toMatchObject({ success: false, availableQty: 0 });
    expect((await basketOf(de)).count).toBe(0);
  });

  it('takes pre-orders without stock', async () => {
    const a = await pick.take({ state: 'preorder', stockQuantity: 0 });
    const res = await add(de, { articleNumber: a.articleNumber, quantity: 3 });
    expect(res.json()).toMatchObject({ success: true, status: 'ok' });
    expect(variantOf(await basketOf(de), a.articleNumber).noStock).toBe(false);
  });

  it('refuses sold-out articles, unknown articles and blocked baskets', async () => {
    const sold = await pick.take({ state: 'soldOut', stockQuantity: 0 });
    const res = await add(de, { articleNumber: sold.articleNumber, quantity: 1 });
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toBe('ARTICLE_SOLD_OUT');
    const unknown = await add(de, { articleNumber: 'NO-SUCH-ARTICLE', quantity: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(codeOf(unknown)).toBe('ARTICLE_NOT_FOUND');
    const a = await pick.take();
    const refused = await add(blocked, { articleNumber: a.articleNumber, quantity: 1 });
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('BASKET_BLOCKED');
    const basket = await basketOf(blocked);
    expect(basket.blockBasket).toBe(true);
    expect(basket.count).toBe(0);
  });

  it('refuses bad quantities and bodies with 400', async () => {
    const a = await pick.take();
    for (const quantity of [-1, 0, 1.5, '2', 1e21, null, 1_000_001, Number.MAX_SAFE_INTEGER]) {
      const res = await add(de, { articleNumber: a.articleNumber, quantity });
      expect(res.statusCode, String(quantity)).toBe(400);
      expect(codeOf(res)).toBe('VALIDATION_ERROR');
    }
    expect((await add(de, { articleNumber: '', quantity: 1 })).statusCode).toBe(400);
    expect((await add(de, { articleNumber: 'x'.repeat(41), quantity: 1 })).statusCode).toBe(400);
    expect(
      (await add(de, { articleNumber: a.articleNumber, quantity: 1, price: 1 })).statusCode,
    ).toBe(400);
    expect((await basketOf(de)).count).toBe(0);
  });
});

describe('removing, clearing, notice and reference', () => {
  it('removes a line and answers 404 for an article not in the basket', async () => {
    const a = await pick.take();
    await add(de, { articleNumber: a.articleNumber, quantity: 1 });
    const res = await de('DELETE', `/basket/remove/${a.articleNumber}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const again = await de('DELETE', `/basket/remove/${a.articleNumber}`);
    expect(again.statusCode).toBe(404);
    expect(codeOf(again)).toBe('NOT_IN_BASKET');
  });

  it('clears with OK and keeps notice and reference as typed', async () => {
    const a = await pick.take();
    await add(de, { articleNumber: a.articleNumber, quantity: 1 });
    expect((await de('POST', '/basket/notice', { notice: 'Bitte klingeln' })).json()).toEqual({
      notice: 'Bitte klingeln',
    });
    await de('POST', '/basket/reference', { reference: 'PO-4711' });
    const clear = await de('GET', '/basket/clear');
    expect(clear.statusCode).toBe(200);
    expect(clear.body).toBe('OK');
    expect(clear.headers['content-type']).toMatch(/^text\/plain/);
    const basket = await basketOf(de);
    expect(basket).toMatchObject({ count: 0, notice: 'Bitte klingeln', reference: 'PO-4711' });
    expect(basket.currencies).toEqual([]);
    const long = await de('POST', '/basket/notice', { notice: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect((await de('POST', '/basket/reference', { reference: 5 })).statusCode).toBe(400);
  });
});

describe('flags', () => {
  it('raises soldOut, noStock, noQty, oldPrice and oldQty from changes after adding', async () => {
    const { db } = t.database.handle;
    const [sold, empty, short, pricey, cheaper, recased, fine] = [
      await pick.take(),
      await pick.take(),
      await pick.take(),
      await pick.take({}, { EUR: 1000 }),
      await pick.take({}, { EUR: 1000 }),
      await pick.take({ caseQuantity: 2, stockQuantity: 100 }),
      await pick.take(),
    ];
    for (const a of [sold, empty, short, pricey, cheaper, recased, fine]) {
      await add(de, { articleNumber: a.articleNumber, quantity: 5 });
    }
    await db
      .updateTable('articles')
      .set({ state: 'soldOut', stockQuantity: 0 })
      .where('id', '=', sold.id)
      .execute();
    await db.updateTable('articles').set({ stockQuantity: 0 }).where('id', '=', empty.id).execute();
    await db.updateTable('articles').set({ stockQuantity: 3 }).where('id', '=', short.id).execute();
    await db
      .updateTable('articlePrices')
      .set({ singlePrice: 1100 })
      .where('articleId', '=', pricey.id)
      .where('currency', '=', 'EUR')
      .execute();
    await db
      .updateTable('articlePrices')
      .set({ singlePrice: 900 })
      .where('articleId', '=', cheaper.id)
      .where('currency', '=', 'EUR')
      .execute();
    await db
      .updateTable('articles')
      .set({ caseQuantity: 4 })
      .where('id', '=', recased.id)
      .execute();

    const basket = await basketOf(de);
    expect(variantOf(basket, sold.articleNumber)).toMatchObject({
      soldOut: true,
      noStock: false,
      noQty: false,
    });
    expect(variantOf(basket, empty.articleNumber)).toMatchObject({
      soldOut: false,
      noStock: true,
      noQty: false,
    });
    expect(variantOf(basket, short.articleNumber)).toMatchObject({ noQty: true, availableQty: 3 });
    expect(variantOf(basket, pricey.articleNumber)).toMatchObject({
      oldPrice: true,
      price: 1100,
      previousPrice: 1000,
    });
    // a price that dropped warns as well: the customer ordered at another price
    expect(variantOf(basket, cheaper.articleNumber)).toMatchObject({
      oldPrice: true,
      price: 900,
      previousPrice: 1000,
    });
    expect(variantOf(basket, recased.articleNumber)).toMatchObject({
      oldQty: true,
      caseQuantity: 4,
    });
    expect(variantOf(basket, fine.articleNumber)).toMatchObject({
      soldOut: false,
      noStock: false,
      noQty: false,
      oldPrice: false,
      oldQty: false,
    });
    expect(basket.notValidArticles).toEqual({
      countSoldOut: 1,
      countNoStock: 1,
      countNoQty: 1,
      countOldPrice: 2,
      countOldQty: 1,
    });
    expect(basket.notAvailableArticles.map((a) => a.articleNumber).sort()).toEqual(
      [sold.articleNumber, empty.articleNumber, short.articleNumber].sort(),
    );
    expect(basket.blocked).toBe(true);
    expect(basket.dropshipping.possible).toBe(false);
  });

  it('lists an article that left the catalog as not available', async () => {
    const a = await pick.take();
    await add(de, { articleNumber: a.articleNumber, quantity: 1 });
    await t.database.handle.db.deleteFrom('articlePrices').where('articleId', '=', a.id).execute();
    const basket = await basketOf(de);
    expect(basket.notAvailableArticles).toEqual([{ articleNumber: a.articleNumber }]);
    expect(basket.blocked).toBe(true);
    expect(basket.count).toBe(1);
  });
});

describe('totals, VAT and shipping', () => {
  it('splits VAT into normal and reduced and charges the DE fee below 250 EUR', async () => {
    const normal = await pick.take({ taxRate: 19 }, { EUR: 10000 });
    const reduced = await pick.take({ taxRate: 7 }, { EUR: 5000 });
    await add(de, { articleNumber: normal.articleNumber, quantity: 1 });
    await add(de, { articleNumber: reduced.articleNumber, quantity: 1 });
    const basket = await basketOf(de);
    expect(basket.shippingCountry).toBe('DE');
    expect(basket.currencies).toHaveLength(1);
    const { totals, currency } = basket.currencies[0]!;
    expect(currency).toBe('EUR');
    // 150.00 net, 15.00 shipping taxed at 19 %: 19 % of 115.00 and 7 % of 50.00
    expect(totals).toEqual({
      net: 15000,
      shipping: 1500,
      freeShippingFrom: 25000,
      shippingFee: 1500,
      vatNormal: 2185,
      vatReduced: 350,
      total: 15000 + 1500 + 2185 + 350,
    });
  });

  it('ships free from the threshold', async () => {
    const a = await pick.take({}, { EUR: 25000 });
    await add(de, { articleNumber: a.articleNumber, quantity: 1 });
    const { totals } = (await basketOf(de)).currencies[0]!;
    expect(totals).toMatchObject({ net: 25000, shipping: 0, vatNormal: 4750, total: 29750 });
  });

  it('uses the GBP tiers of the UK shop and charges no German VAT there', async () => {
    const a = await pick.take({}, { GBP: 10000 });
    await add(uk, { articleNumber: a.articleNumber, quantity: 1 });
    const basket = await basketOf(uk);
    expect(basket.shippingCountry).toBe('GB');
    expect(basket.currencies[0]).toMatchObject({
      currency: 'GBP',
      totals: { net: 10000, shipping: 2500, freeShippingFrom: 30000, vatNormal: 0, total: 12500 },
    });
  });

  it('charges a tax-free account no VAT, with the tier of its country', async () => {
    const a = await pick.take({}, { EUR: 10000 });
    await add(taxFree, { articleNumber: a.articleNumber, quantity: 1 });
    const basket = await basketOf(taxFree);
    expect(basket.taxFree).toBe(true);
    expect(basket.shippingCountry).toBe('FR');
    expect(basket.currencies[0]!.totals).toMatchObject({
      net: 10000,
      shipping: 2500,
      freeShippingFrom: 35000,
      vatNormal: 0,
      vatReduced: 0,
      total: 12500,
    });
  });

  it("follows the billing country's tier", async () => {
    const { db } = t.database.handle;
    const accountId = await accountIdOf(t, DEMO.de);
    await db
      .updateTable('accountAddresses')
      .set({ country: 'CH' })
      .where('accountId', '=', accountId)
      .where('kind', '=', 'billing')
      .execute();
    try {
      const a = await pick.take({}, { EUR: 10000 });
      await add(de, { articleNumber: a.articleNumber, quantity: 1 });
      const basket = await basketOf(de);
      expect(basket.shippingCountry).toBe('CH');
      expect(basket.currencies[0]!.totals).toMatchObject({
        shipping: 5000,
        freeShippingFrom: 50000,
      });
    } finally {
      await db
        .updateTable('accountAddresses')
        .set({ country: 'DE' })
        .where('accountId', '=', accountId)
        .where('kind', '=', 'billing')
        .execute();
    }
  });

  it('groups size variants under their main article', async () => {
    const main = await pick.take();
    const sizes = [
      await pick.take({ mainArticleNumber: main.articleNumber }),
      await pick.take({ mainArticleNumber: main.articleNumber }),
    ];
    for (const size of sizes) await add(de, { articleNumber: size.articleNumber, quantity: 1 });
    const basket = await basketOf(de);
    expect(basket.currencies[0]!.articles).toHaveLength(1);
    const group = basket.currencies[0]!.articles[0]!;
    expect(group.articleNumber).toBe(main.articleNumber);
    expect(group.variants.map((v) => v.articleNumber).sort()).toEqual(
      sizes.map((s) => s.articleNumber).sort(),
    );
    expect(group.quantity).toBe(2);
  });
});
