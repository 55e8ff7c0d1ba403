import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  accountOrdersWithoutPricesSchema,
  basketAnswerSchema,
  basketAnswerWithoutPricesSchema,
  savedBasketsAnswerSchema,
  type OrderAnswer,
} from '@shop/domain/api/basket.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { ArticlePicker, DEMO, caller, login } from './basket.fixtures.ts';

/**
 * Spec 2 section 6: prices are hidden when the account's show-prices setting is false. The
 * basket, saved baskets and the past-orders list then carry no amount at all (decision 012);
 * ordering still works.
 */

let t: TestApp;
let pick: ArticlePicker;
let de: ReturnType<typeof caller>;

const MONEY_KEYS = new Set([
  'price',
  'lineTotal',
  'singlePrice',
  'previousPrice',
  'totals',
  'total',
  'net',
  'vat',
  'gross',
  'shipping',
  'shippingCost',
  'shippingFee',
  'freeShippingFrom',
  'discount',
]);

/** Every path in a JSON value whose key names an amount. */
function moneyPaths(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => moneyPaths(item, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(MONEY_KEYS.has(key) ? [`${path}.${key}`] : []),
    ...moneyPaths(inner, `${path}.${key}`),
  ]);
}

const setShowPrices = (value: 0 | 1) =>
  t.database.handle.db
    .updateTable('accounts')
    .set({ showPrices: value })
    .where('email', '=', DEMO.de)
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.handle, { articles: 60, referenceDate: '2026-11-25' });
  pick = new ArticlePicker(t);
  de = caller(t, await login(t, DEMO.de));
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await setShowPrices(0);
  await de('GET', '/basket/clear');
});

describe('an account whose showPrices is off', () => {
  it('gets the basket without a single amount, with lines, flags and counts', async () => {
    const empty = await de('GET', '/intern/basket');
    expect(empty.statusCode).toBe(200);
    expect(basketAnswerWithoutPricesSchema.parse(empty.json()).pricesHidden).toBe(true);

    // dropshipping-fit articles, so the priced answer would carry a parcel cost
    const fit = { allowDropshipping: 1, size: '300x200x100', weight: 1500, oversize: 0 };
    const a = await pick.take({ ...fit, caseQuantity: 6 }, { EUR: 1200 });
    const b = await pick.take({ ...fit, taxRate: 7 }, { EUR: 800 });
    await de('PUT', '/basket/add', { articleNumber: a.articleNumber, quantity: 2 });
    await de('PUT', '/basket/add', { articleNumber: b.articleNumber, quantity: 3 });
    // a price change since adding: the oldPrice warning stays, the old amount does not
    await t.database.handle.db
      .updateTable('articlePrices')
      .set({ singlePrice: 900 })
      .where('articleId', '=', b.id)
      .where('currency', '=', 'EUR')
      .execute();

    const res = await de('GET', '/intern/basket');
    expect(res.statusCode).toBe(200);
    const body: unknown = res.json();
    expect(moneyPaths(body)).toEqual([]);
    const answer = basketAnswerWithoutPricesSchema.parse(body);
    expect(answer.pricesHidden).toBe(true);
    expect(answer.count).toBe(2);
    const variants = answer.currencies.flatMap((c) => c.articles.flatMap((x) => x.variants));
    expect(variants.map((v) => [v.articleNumber, v.quantity, v.cases, v.oldPrice])).toEqual([
      [a.articleNumber, 12, 2, false],
      [b.articleNumber, 3, 3, true],
    ]);
    expect(answer.notValidArticles.countOldPrice).toBe(1);
    expect(answer.dropshipping).toEqual({ enabled: true, possible: true, problems: [] });

    // the same basket with prices shown has them all
    await setShowPrices(1);
    const priced = await de('GET', '/intern/basket');
    expect(priced.json()).not.toHaveProperty('pricesHidden');
    const full = basketAnswerSchema.parse(priced.json());
    expect(full.currencies[0]!.totals.net).toBe(12 * 1200 + 3 * 900);
    expect(full.dropshipping.shippingCost).toBeDefined();
  });

  it('saves, lists and orders as usual; past orders come without amounts', async () => {
    const a = await pick.take({}, { EUR: 2500 });
    await de('PUT', '/basket/add', { articleNumber: a.articleNumber, quantity: 4 });
    const saved = await de('POST', '/basket/save', { note: 'Ohne Preise' });
    expect(saved.statusCode).toBe(201);
    expect(moneyPaths(saved.json())).toEqual([]);
    const list = await de('GET', '/basket/load/all');
    const notes = savedBasketsAnswerSchema.parse(list.json()).savedBaskets.map((x) => x.note);
    expect(notes).toContain('Ohne Preise');
    expect(moneyPaths(list.json())).toEqual([]);

    const ordered = await de('POST', '/basket/order', {});
    expect(ordered.statusCode).toBe(201);
    const { orderNumber } = ordered.json<OrderAnswer>();
    const stored = await t.database.handle.db
      .selectFrom('orders')
      .select(['net', 'total'])
      .where('orderNumber', '=', orderNumber)
      .executeTakeFirstOrThrow();
    expect(stored.net).toBe(10000);

    const orders = await de('GET', '/intern/orders?size=100');
    expect(orders.statusCode).toBe(200);
    const page = accountOrdersWithoutPricesSchema.parse(orders.json());
    expect(page.pricesHidden).toBe(true);
    // the only total left is the number of orders
    const { total: count, ...rest } = orders.json<{ total: number }>();
    expect(count).toBeGreaterThanOrEqual(page.orders.length);
    expect(moneyPaths(rest)).toEqual([]);
    const placed = page.orders.find((o) => o.orderNumber === orderNumber)!;
    expect(placed.items).toEqual([
      { articleNumber: a.articleNumber, name: expect.any(String), quantity: 4 },
    ]);
  });
});
