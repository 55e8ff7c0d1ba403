import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderFeedResponseSchema,
  registrationFeedResponseSchema,
  type OrderRecord,
} from '@shop/domain/api/erp.ts';
import { ArticlePicker, DROPSHIP_ARTICLE } from '#server/testing/articles.ts';
import type { Caller } from '#server/testing/calls.ts';
import { CONSUMER_ADDRESS } from '#server/testing/consumer-address.ts';
import { DEMO } from '#server/testing/demo-logins.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { approvedRegistration, operatorCaller, placeOrder } from './erp.fixtures.ts';
import { orderRecords } from './order-records.ts';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createOperatorToken } from '#server/operator-access/operator-tokens.service.ts';

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  return parts.join('').replace(/\s+/g, '');
}

let t: TestApp;
let pick: ArticlePicker;
let de: Caller;
let erp: Awaited<ReturnType<typeof operatorCaller>>;

async function feed(limit = 500) {
  const res = await erp('GET', `/operator/v1/orders/feed?limit=${limit}`);
  expect(res.statusCode).toBe(200);
  return orderFeedResponseSchema.parse(res.json());
}
const acknowledge = (orderNumbers: string[]) =>
  erp('POST', '/operator/v1/orders/acknowledgements', { orderNumbers });

/** Acknowledges everything in the feed, as an ERP does at its first connection. */
async function drainFeed(): Promise<number> {
  let drained = 0;
  for (;;) {
    const page = await feed();
    if (page.orders.length === 0) return drained;
    const res = await acknowledge(page.orders.map((o) => o.orderNumber));
    expect(res.json()).toMatchObject({ notFound: [] });
    drained += page.orders.length;
  }
}

beforeAll(async () => {
  ({
    t,
    callers: [de],
  } = await seededApp({ articles: 80, referenceDate: '2026-11-25', logins: [DEMO.de] }));
  pick = new ArticlePicker(t);
  erp = await operatorCaller(t);
});
afterAll(async () => {
  await t.close();
});

describe('the order feed', () => {
  it('pages the seeded orders oldest first until they are acknowledged', async () => {
    const stored = await t.database.handle.db.selectFrom('orders').select('id').execute();
    expect(stored.length).toBeGreaterThan(2);
    const first = await feed(2);
    expect(first.orders).toHaveLength(2);
    expect(first.more).toBe(true);
    const [a, b] = first.orders;
    expect(a!.createdAt <= b!.createdAt || a!.orderNumber < b!.orderNumber).toBe(true);
    expect(await drainFeed()).toBe(stored.length);
    expect(await feed()).toEqual({ orders: [], more: false });
  });

  it('holds a placed order complete for the ERP, with the amounts the order stored', async () => {
    await drainFeed();
    await de('POST', '/basket/notice', { notice: 'Bitte vor 12 Uhr' });
    await de('POST', '/basket/reference', { reference: 'PO-77' });
    const orderNumber = await placeOrder(t, de, pick, { quantity: 3 });
    const { orders } = await feed();
    expect(orders.map((o) => o.orderNumber)).toEqual([orderNumber]);
    const record = orders[0]!;
    const { db } = t.database.handle;
    const row = await db
      .selectFrom('orders')
      .selectAll()
      .where('orderNumber', '=', orderNumber)
      .executeTakeFirstOrThrow();
    const account = await db
      .selectFrom('accounts')
      .select('customerNumber')
      .where('id', '=', row.accountId)
      .executeTakeFirstOrThrow();
    expect(account.customerNumber).toMatch(/^DE\//);
    const lines = await db
      .selectFrom('orderLines')
      .selectAll()
      .where('orderId', '=', row.id)
      .execute();
    expect(record).toMatchObject({
      orderNumber,
      idempotencyKey: `order:${orderNumber}`,
      createdAt: row.createdAt,
      customerNumber: account.customerNumber,
      shop: 'de',
      currency: 'EUR',
      payType: row.payType,
      reference: 'PO-77',
      notice: 'Bitte vor 12 Uhr',
      totals: {
        net: row.net,
        shipping: row.shipping,
        vatNormal: row.vatNormal,
        vatReduced: row.vatReduced,
        vat: row.vatNormal + row.vatReduced,
        total: row.total,
      },
      dropshipping: null,
      deliveryNote: null,
    });
    expect(record.totals.total).toBe(
      record.totals.net + record.totals.shipping + record.totals.vat,
    );
    expect(record.lines).toEqual(
      lines.map((line) => ({
        articleNumber: line.articleNumber,
        quantity: 3,
        singlePrice: 2500,
        discount: line.discount,
        lineTotal: line.lineTotal,
        taxRate: 19,
      })),
    );
    expect(record.billingAddress).toMatchObject({ company: expect.any(String), country: 'DE' });
    expect(record.billingAddress!.street).not.toBe('');
  });

  it('carries the consumer of a dropshipped order', async () => {
    await drainFeed();
    const orderNumber = await placeOrder(t, de, pick, {
      quantity: 1,
      article: DROPSHIP_ARTICLE,
      body: { dropshippingInfo: { address: CONSUMER_ADDRESS, payType: 4, info: 'Geschenk' } },
    });
    const [record] = (await feed()).orders;
    expect(record?.orderNumber).toBe(orderNumber);
    expect(record!.dropshipping).toEqual({
      address: { ...CONSUMER_ADDRESS, additional: '' },
      info: 'Geschenk',
      carrier: false,
      parcels: 1,
    });
    expect(record!.totals.shipping).toBe(1090);
    // the neutral delivery note, fetched with the ERP's token
    // (docs/decisions/143-neutral-dropship-delivery-note.md)
    expect(record!.deliveryNote).toEqual({
      path: `/operator/v1/orders/${orderNumber}/deliveryNote.pdf`,
      contentType: 'application/pdf',
    });
    const pdf = await erp('GET', record!.deliveryNote!.path);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(pdf.rawPayload)).toContain('JanaVogel');
    const noToken = await t.app.inject({ method: 'GET', url: record!.deliveryNote!.path });
    expect(noToken.statusCode).toBe(401);
    const { token } = await createOperatorToken(t.database.handle.db, {
      name: 'pim',
      scopes: ['catalog'],
    });
    const otherScope = await t.app.inject({
      method: 'GET',
      url: record!.deliveryNote!.path,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(otherScope.statusCode).toBe(403);
    expect((await erp('GET', '/operator/v1/orders/W99999999/deliveryNote.pdf')).statusCode).toBe(
      404,
    );
  });

  it('names no delivery note for an order that is not dropshipped, and refuses to draw one', async () => {
    await drainFeed();
    const orderNumber = await placeOrder(t, de, pick, { quantity: 1 });
    const [record] = (await feed()).orders;
    expect(record).toMatchObject({ orderNumber, dropshipping: null, deliveryNote: null });
    const res = await erp('GET', `/operator/v1/orders/${orderNumber}/deliveryNote.pdf`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_DROPSHIPPED' } });
  });

  it('acknowledges idempotently, names unknown numbers, and an acknowledged order leaves the feed', async () => {
    await drainFeed();
    const first = await placeOrder(t, de, pick);
    const second = await placeOrder(t, de, pick);
    expect((await feed()).orders.map((o) => o.orderNumber)).toEqual([first, second]);

    const res = await acknowledge([first, 'W99999999', first]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: [first], notFound: ['W99999999'] });
    expect((await feed()).orders.map((o) => o.orderNumber)).toEqual([second]);

    const again = await acknowledge([first]);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ acknowledged: [first], notFound: [] });
    expect((await feed()).orders.map((o) => o.orderNumber)).toEqual([second]);

    const stored = await t.database.handle.db
      .selectFrom('erpAcknowledgements')
      .selectAll()
      .where('subject', 'in', [first, 'W99999999'])
      .execute();
    expect(stored).toEqual([
      { kind: 'order', subject: first, acknowledgedAt: expect.any(String), tokenName: 'erp' },
    ]);
  });

  it('refuses a bad acknowledgement or limit with 400, never 5xx', async () => {
    for (const body of [
      {},
      { orderNumbers: [] },
      { orderNumbers: [''] },
      { orderNumbers: 'W1' },
      { orderNumbers: ['W1'], x: 1 },
    ]) {
      expect((await erp('POST', '/operator/v1/orders/acknowledgements', body)).statusCode).toBe(
        400,
      );
    }
    for (const limit of ['0', '501', 'x', '-1']) {
      expect((await erp('GET', `/operator/v1/orders/feed?limit=${limit}`)).statusCode).toBe(400);
    }
  });

  it('exports every order in the feed shape, acknowledged or not', async () => {
    const exported: OrderRecord[] = [];
    for await (const record of orderRecords(t.database.handle.db)) exported.push(record);
    const count = await t.database.handle.db.selectFrom('orders').select('id').execute();
    expect(exported).toHaveLength(count.length);
    const orderNumber = await placeOrder(t, de, pick);
    const inFeed = (await feed()).orders.find((o) => o.orderNumber === orderNumber);
    const again: OrderRecord[] = [];
    for await (const record of orderRecords(t.database.handle.db)) again.push(record);
    expect(again.find((o) => o.orderNumber === orderNumber)).toEqual(inFeed);
  });
});

describe('the registration feed', () => {
  it('holds approved registrations with their new account until acknowledged', async () => {
    const id = await approvedRegistration(t, 'neu@example.com');
    const res = await erp('GET', '/operator/v1/registrations/feed');
    expect(res.statusCode).toBe(200);
    const { registrations } = registrationFeedResponseSchema.parse(res.json());
    const record = registrations.find((r) => r.registrationId === id);
    expect(record).toMatchObject({
      idempotencyKey: `registration:${id}`,
      customerNumber: expect.stringMatching(/^DE\/1\d{5}$/),
      shop: 'de',
      currency: 'EUR',
      email: 'neu@example.com',
      payType: 4,
      taxIdentificationNumber: 'DE123456789',
      contact: { firstName: 'Anna', lastName: 'Berger', email: 'neu@example.com' },
      billingAddress: {
        company: 'Spielwaren Sonnenschein GmbH',
        street: 'Hauptstraße 1',
        zip: '10115',
        city: 'Berlin',
        country: 'DE',
      },
      tradeLicence: false,
    });

    const ack = await erp('POST', '/operator/v1/registrations/acknowledgements', {
      registrationIds: [id, 999999],
    });
    expect(ack.json()).toEqual({ acknowledged: [id], notFound: [999999] });
    const after = registrationFeedResponseSchema.parse(
      (await erp('GET', '/operator/v1/registrations/feed')).json(),
    );
    expect(after.registrations.some((r) => r.registrationId === id)).toBe(false);
    const again = await erp('POST', '/operator/v1/registrations/acknowledgements', {
      registrationIds: [id],
    });
    expect(again.json()).toEqual({ acknowledged: [id], notFound: [] });
  });
});
