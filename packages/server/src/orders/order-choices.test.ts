import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountDeliveryAddressesResponseSchema } from '@shop/domain/api/account-orders.ts';
import type { OrderAnswer } from '@shop/domain/api/orders.ts';
import { orderDetailSchema } from '@shop/domain/api/order-detail.ts';
import { orderRecords } from '#server/erp/order-records.ts';
import { startSmtpCapture, type SmtpCapture } from '#server/testing/smtp-capture.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { ArticlePicker, DROPSHIP_ARTICLE } from '#server/testing/articles.ts';
import { codeOf, type Caller } from '#server/testing/calls.ts';
import { CONSUMER_ADDRESS } from '#server/testing/consumer-address.ts';
import { DEMO, accountIdOf } from '#server/testing/demo-logins.ts';

/**
 * What the buyer chooses in the basket: the pay type among those the account may use
 * (docs/decisions/116-pay-type-choice.md) and the delivery address among the account's
 * (docs/decisions/117-delivery-address-chosen-in-the-basket.md).
 */

let t: TestApp;
let capture: SmtpCapture;
let pick: ArticlePicker;
let de: Caller;
let consoleCaller: Caller;
let demoAccountId: number;

beforeAll(async () => {
  capture = await startSmtpCapture();
  ({
    t,
    callers: [de, consoleCaller],
  } = await seededApp({
    articles: 60,
    referenceDate: '2026-11-25',
    env: { SMTP_URL: capture.url },
    logins: [DEMO.de, DEMO.console],
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
  await t.rateLimiter.reset(`order:${demoAccountId}`);
});

const stockOf = async (id: number) =>
  (
    await t.database.handle.db
      .selectFrom('articles')
      .select('stockQuantity')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).stockQuantity;
const orderCount = async () =>
  (
    await t.database.handle.db
      .selectFrom('orders')
      .select('id')
      .where('accountId', '=', demoAccountId)
      .execute()
  ).length;
const storedOrder = (orderNumber: string) =>
  t.database.handle.db
    .selectFrom('orders')
    .selectAll()
    .where('orderNumber', '=', orderNumber)
    .executeTakeFirstOrThrow();
const keyState = (key: string) =>
  t.database.handle.db
    .selectFrom('idempotencyKeys')
    .select(['state', 'responseStatus'])
    .where('accountId', '=', demoAccountId)
    .where('key', '=', key)
    .executeTakeFirst();
async function mailOf(orderNumber: string) {
  for (;;) {
    const mail = await capture.waitFor(DEMO.de);
    if (mail.subject?.includes(orderNumber)) return mail;
  }
}
const order = (body: unknown = {}, key?: string) =>
  de('POST', '/basket/order', body, key ? { 'idempotency-key': key } : {});
async function basketWithOne(stockQuantity = 10) {
  const article = await pick.take({ ...DROPSHIP_ARTICLE, stockQuantity }, { EUR: 2000 });
  await de('PUT', '/basket/add', { articleNumber: article.articleNumber, quantity: 1 });
  return article;
}
async function addressesOf(call: Caller) {
  const res = await call('GET', '/account/deliveryAddresses');
  expect(res.statusCode).toBe(200);
  return accountDeliveryAddressesResponseSchema.parse(res.json()).deliveryAddresses;
}

describe('pay type choice', () => {
  it('offers an account on invoice its own pay type first, then prepayment', async () => {
    const res = await de('GET', '/account/paymentMethods');
    expect(res.json()).toEqual({
      paymentMethods: [
        { payType: 5, selected: true },
        { payType: 4, selected: false },
      ],
    });
  });

  it('orders on invoice by default and with prepayment when chosen, the mail naming it', async () => {
    await basketWithOne();
    const plain = await order();
    expect(plain.statusCode).toBe(201);
    const plainNumber = plain.json<OrderAnswer>().orderNumber;
    expect((await storedOrder(plainNumber)).payType).toBe(5);
    const plainMail = await mailOf(plainNumber);
    expect(plainMail.text).toContain('Zahlungsart: Rechnung');
    expect(plainMail.text).toContain('Sie zahlen nach Erhalt der Rechnung.');

    await basketWithOne();
    const prepaid = await order({ payType: 4 });
    expect(prepaid.statusCode).toBe(201);
    const prepaidNumber = prepaid.json<OrderAnswer>().orderNumber;
    expect((await storedOrder(prepaidNumber)).payType).toBe(4);
    expect((await de('GET', `/account/order/${prepaidNumber}`)).json()).toMatchObject({
      payType: 4,
    });
    const mail = await mailOf(prepaidNumber);
    expect(mail.text).toContain('Zahlungsart: Vorkasse');
    expect(mail.text).toContain('Sie zahlen vor dem Versand');
  });

  it('refuses any other pay type with 422, writing and taking nothing, also on a retry', async () => {
    const article = await basketWithOne();
    const before = await orderCount();
    const basketBefore = (await de('GET', '/intern/basket')).json<unknown>();
    for (const body of [
      { payType: 12 },
      { payType: 14 },
      { payType: 8 },
      { dropshippingInfo: { address: CONSUMER_ADDRESS, payType: 12 } },
      // the top level and dropshippingInfo naming two allowed but different pay types
      { payType: 5, dropshippingInfo: { address: CONSUMER_ADDRESS, payType: 4 } },
    ]) {
      const key = `key-choice-${JSON.stringify(body).length}-${body.payType ?? 'ds'}`;
      const res = await order(body, key);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toMatchObject({
        error: { code: 'PAY_TYPE_NOT_ALLOWED', details: { payType: 5 } },
      });
      expect(await keyState(key)).toEqual({ state: 'done', responseStatus: 422 });
      expect(codeOf(await order(body, key))).toBe('PAY_TYPE_NOT_ALLOWED');
    }
    expect(await orderCount()).toBe(before);
    expect(await stockOf(article.id)).toBe(10);
    expect((await de('GET', '/intern/basket')).json()).toEqual(basketBefore);
  });

  it('lets a prepayment account order only with prepayment', async () => {
    const { db } = t.database.handle;
    const setPayType = (payType: number) =>
      db.updateTable('accounts').set({ payType }).where('id', '=', demoAccountId).execute();
    await setPayType(4);
    try {
      expect((await de('GET', '/account/paymentMethods')).json()).toEqual({
        paymentMethods: [{ payType: 4, selected: true }],
      });
      await basketWithOne();
      for (const payType of [5, 12, 14]) {
        const res = await order({ payType });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({
          error: { code: 'PAY_TYPE_NOT_ALLOWED', details: { payType: 4 } },
        });
      }
      const own = await order({ payType: 4 });
      expect(own.statusCode).toBe(201);
      expect((await storedOrder(own.json<OrderAnswer>().orderNumber)).payType).toBe(4);
    } finally {
      await setPayType(5);
    }
  });
});

describe('delivery address', () => {
  it("offers the account's shipping addresses, the main one first", async () => {
    const addresses = await addressesOf(de);
    expect(addresses.map((a) => [a.company, a.location, a.selected])).toEqual([
      ['Sternschnuppe Spielwaren GmbH – Lager', 'Wiesbaden', true],
      ['Sternschnuppe Spielwaren GmbH – Filiale Mainz', 'Mainz', false],
    ]);
  });

  it('stores the chosen address and names it in the detail, the mail and the ERP record', async () => {
    const [, mainz] = await addressesOf(de);
    await basketWithOne();
    const res = await order({ deliveryAddressId: mainz!.id });
    expect(res.statusCode).toBe(201);
    const { orderNumber } = res.json<OrderAnswer>();
    const stored = await storedOrder(orderNumber);
    expect(JSON.parse(stored.deliveryAddress ?? 'null')).toEqual({
      company: 'Sternschnuppe Spielwaren GmbH – Filiale Mainz',
      street: 'Große Bleiche 20',
      adding: null,
      zip: '55116',
      location: 'Mainz',
      country: 'DE',
    });
    const detail = orderDetailSchema.parse(
      (await de('GET', `/account/order/${orderNumber}`)).json(),
    );
    expect(detail.deliveryAddress).toMatchObject({ street: 'Große Bleiche 20', location: 'Mainz' });
    expect(detail.dropshipping).toBeNull();
    const mail = await mailOf(orderNumber);
    expect(mail.text).toContain('Lieferadresse:\nSternschnuppe Spielwaren GmbH – Filiale Mainz');
    expect(mail.text).toContain('55116 Mainz');
    let record;
    for await (const each of orderRecords(t.database.handle.db)) {
      if (each.orderNumber === orderNumber) record = each;
    }
    expect(record?.deliveryAddress).toMatchObject({ street: 'Große Bleiche 20', city: 'Mainz' });
  });

  it('delivers to the main address without a chosen one', async () => {
    await basketWithOne();
    const res = await order();
    const { orderNumber } = res.json<OrderAnswer>();
    const detail = orderDetailSchema.parse(
      (await de('GET', `/account/order/${orderNumber}`)).json(),
    );
    expect(detail.deliveryAddress).toMatchObject({ street: 'Am Güterbahnhof 4', zip: '65203' });
  });

  it("refuses another customer's, a billing and an unknown address id, writing nothing", async () => {
    const [otherCustomers] = await addressesOf(consoleCaller);
    const billing = await t.database.handle.db
      .selectFrom('accountAddresses')
      .select('id')
      .where('accountId', '=', demoAccountId)
      .where('kind', '=', 'billing')
      .executeTakeFirstOrThrow();
    const article = await basketWithOne();
    const before = await orderCount();
    const basketBefore = (await de('GET', '/intern/basket')).json<unknown>();
    for (const id of [otherCustomers!.id, billing.id, 999_999]) {
      const key = `key-address-${id}`;
      const res = await order({ deliveryAddressId: id }, key);
      expect(res.statusCode, `address ${id}`).toBe(422);
      expect(codeOf(res)).toBe('DELIVERY_ADDRESS_NOT_ALLOWED');
      expect(await keyState(key)).toEqual({ state: 'done', responseStatus: 422 });
      expect(codeOf(await order({ deliveryAddressId: id }, key))).toBe(
        'DELIVERY_ADDRESS_NOT_ALLOWED',
      );
    }
    expect(await orderCount()).toBe(before);
    expect(await stockOf(article.id)).toBe(10);
    expect((await de('GET', '/intern/basket')).json()).toEqual(basketBefore);
  });

  it('answers a retry with the same key and address with the first answer, one order', async () => {
    const [, mainz] = await addressesOf(de);
    const article = await basketWithOne();
    const before = await orderCount();
    const body = { deliveryAddressId: mainz!.id, payType: 4 };
    const first = await order(body, 'key-address-retry-1');
    const second = await order(body, 'key-address-retry-1');
    expect(first.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await orderCount()).toBe(before + 1);
    expect(await stockOf(article.id)).toBe(9);
  });

  it("sends a dropshipping order to its consumer's address", async () => {
    const [, mainz] = await addressesOf(de);
    await basketWithOne();
    const res = await order({
      deliveryAddressId: mainz!.id,
      dropshippingInfo: { address: CONSUMER_ADDRESS },
    });
    expect(res.statusCode).toBe(201);
    const { orderNumber } = res.json<OrderAnswer>();
    const detail = orderDetailSchema.parse(
      (await de('GET', `/account/order/${orderNumber}`)).json(),
    );
    expect(detail.dropshipping).toMatchObject({ lastName: CONSUMER_ADDRESS.lastName });
    const mail = await mailOf(orderNumber);
    expect(mail.text).toContain('Direktversand an:');
    expect(mail.text).not.toContain('Lieferadresse:');
  });
});
