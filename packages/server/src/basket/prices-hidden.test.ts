import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { pastOrdersWithoutPricesSchema } from '@shop/domain/api/account-orders.ts';
import { basketAnswerSchema, basketAnswerWithoutPricesSchema } from '@shop/domain/api/basket.ts';
import { orderAnswerSchema, orderAnswerWithoutPricesSchema } from '@shop/domain/api/orders.ts';
import { savedBasketsAnswerSchema } from '@shop/domain/api/saved-baskets.ts';
import { articleSearchResponseSchema } from '@shop/domain/api/search.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { startSmtpCapture, type SmtpCapture } from '#server/testing/smtp-capture.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { ArticlePicker } from '#server/testing/articles.ts';
import type { Caller } from '#server/testing/calls.ts';
import { CONSUMER_ADDRESS } from '#server/testing/consumer-address.ts';
import { DEMO } from '#server/testing/demo-logins.ts';

/**
 * docs/product/identity.md#auth-show-prices: prices are hidden when the account's show-prices
 * setting is false. The basket, saved baskets, the order answer, the confirmation mail, the
 * past-orders list and the reads behind the CSV exports (the basket export is made from the basket,
 * the search export from `POST /api/articles` with csv) then carry no amount at all (decision 012);
 * ordering still works.
 */

let t: TestApp;
let capture: SmtpCapture;
let pick: ArticlePicker;
let de: Caller;
let uk: Caller;

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
  'priceFilter',
  'priceTiers',
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

/** A currency sign, or a number with two decimals as formatMoney writes amounts (12,00 / 1.50). */
const AMOUNT = /[€£]|\b(?:EUR|GBP)\b|\d[.,]\d{2}(?!\d)/;

const setShowPrices = (value: 0 | 1) =>
  t.database.handle.db
    .updateTable('accounts')
    .set({ showPrices: value })
    .where('email', 'in', [DEMO.de, DEMO.uk])
    .execute();

/** The confirmation mail of one order: mails of earlier orders are passed over. */
async function mailOf(to: string, orderNumber: string): Promise<ParsedMail> {
  for (;;) {
    const mail = await capture.waitFor(to);
    if (mail.subject?.includes(orderNumber)) return mail;
  }
}

/** The mail's text and HTML with the order and customer numbers, which are no amounts, taken out. */
const mailWithoutNumbers = (mail: ParsedMail, orderNumber: string) =>
  `${mail.text ?? ''}\n${typeof mail.html === 'string' ? mail.html : ''}`.replaceAll(
    orderNumber,
    '',
  );

beforeAll(async () => {
  capture = await startSmtpCapture();
  ({
    t,
    callers: [de, uk],
  } = await seededApp({
    articles: 60,
    referenceDate: '2026-11-25',
    env: { SMTP_URL: capture.url },
    logins: [DEMO.de, DEMO.uk],
  }));
  pick = new ArticlePicker(t);
});
afterAll(async () => {
  await t.close();
  await capture.close();
});
beforeEach(async () => {
  await setShowPrices(0);
  await de('GET', '/basket/clear');
  await uk('GET', '/basket/clear');
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
    expect(moneyPaths(ordered.json())).toEqual([]);
    const { orderNumber } = orderAnswerWithoutPricesSchema.parse(ordered.json());
    const stored = await t.database.handle.db
      .selectFrom('orders')
      .select(['net', 'total'])
      .where('orderNumber', '=', orderNumber)
      .executeTakeFirstOrThrow();
    expect(stored.net).toBe(10000);

    const orders = await de('GET', '/account/orders/1?size=100');
    expect(orders.statusCode).toBe(200);
    const page = pastOrdersWithoutPricesSchema.parse(orders.json());
    expect(page.pricesHidden).toBe(true);
    // the only total left is the number of orders
    const { totalCount: count, ...rest } = orders.json<{ totalCount: number }>();
    expect(count).toBeGreaterThanOrEqual(page.orders.length);
    expect(moneyPaths(rest)).toEqual([]);
    const placed = page.orders.find((o) => o.orderNumber === orderNumber)!;
    expect(placed.items).toEqual([
      { articleNumber: a.articleNumber, name: expect.any(String), quantity: 4 },
    ]);
  });
});

describe('the order of an account whose showPrices is off', () => {
  it('is answered and mailed without an amount, in pounds and with dropshipping too', async () => {
    const { db } = t.database.handle;
    const fit = { allowDropshipping: 1, size: '300x200x100', weight: 1500, oversize: 0 };
    const a = await pick.take({ ...fit, stockQuantity: 10 }, { EUR: 2500 });
    await de('PUT', '/basket/add', { articleNumber: a.articleNumber, quantity: 3 });
    const dropshipped = await de('POST', '/basket/order', {
      dropshippingInfo: { address: CONSUMER_ADDRESS, payType: 4 },
    });
    expect(dropshipped.statusCode).toBe(201);
    expect(moneyPaths(dropshipped.json())).toEqual([]);
    const dsAnswer = orderAnswerWithoutPricesSchema.parse(dropshipped.json());

    const b = await pick.take({}, { GBP: 4267 });
    await uk('PUT', '/basket/add', { articleNumber: b.articleNumber, quantity: 3 });
    const pounds = await uk('POST', '/basket/order', {}, { 'idempotency-key': 'hidden-uk-01' });
    expect(pounds.statusCode).toBe(201);
    expect(moneyPaths(pounds.json())).toEqual([]);
    const ukAnswer = orderAnswerWithoutPricesSchema.parse(pounds.json());
    // a repeat with the key gives the stored answer: no amount in it either
    const again = await uk('POST', '/basket/order', {}, { 'idempotency-key': 'hidden-uk-01' });
    expect(again.json()).toEqual(pounds.json());

    for (const [to, answer, currency] of [
      [DEMO.de, dsAnswer, 'EUR'],
      [DEMO.uk, ukAnswer, 'GBP'],
    ] as const) {
      const stored = await db
        .selectFrom('orders')
        .select(['total', 'net'])
        .where('orderNumber', '=', answer.orderNumber)
        .executeTakeFirstOrThrow();
      expect(stored.total).toBeGreaterThan(0);
      const mail = await mailOf(to, answer.orderNumber);
      const text = mailWithoutNumbers(mail, answer.orderNumber);
      expect(text).not.toContain(formatMoney(stored.total, currency));
      expect(text).not.toContain(formatMoney(stored.net, currency));
      expect(text).not.toMatch(AMOUNT);
      // the mail still names what was ordered
      expect(mail.text).toContain(to === DEMO.de ? a.articleNumber : b.articleNumber);
    }

    // the same order with prices shown carries them, in the answer and in the mail
    await setShowPrices(1);
    await uk('PUT', '/basket/add', { articleNumber: b.articleNumber, quantity: 3 });
    const priced = await uk('POST', '/basket/order', {});
    const full = orderAnswerSchema.parse(priced.json());
    expect(priced.json()).not.toHaveProperty('pricesHidden');
    const mail = await mailOf(DEMO.uk, full.orderNumber);
    expect(mail.text).toContain(`Total: ${formatMoney(full.total, 'GBP')}`);
  });

  it('reads search results for the CSV export without prices or a price filter', async () => {
    const read = {
      searchParams: '',
      offset: 0,
      limit: 1000,
      language: 'de',
      csv: true,
    };
    const hidden = await de('POST', '/api/articles', read);
    expect(hidden.statusCode).toBe(200);
    const answer = articleSearchResponseSchema.parse(hidden.json());
    expect(answer.articles.length).toBeGreaterThan(0);
    expect(moneyPaths(hidden.json())).toEqual([]);

    await setShowPrices(1);
    const shown = articleSearchResponseSchema.parse(
      (await de('POST', '/api/articles', read)).json(),
    );
    expect(shown.articles.some((x) => x.price !== undefined)).toBe(true);
  });
});
