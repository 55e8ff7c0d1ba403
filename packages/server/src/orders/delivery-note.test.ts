import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { orderAnswerSchema } from '@shop/domain/api/orders.ts';
import { tinyPng } from '#server/accounts/profile.fixtures.ts';
import { createOperatorToken } from '#server/operator-access/operator-tokens.service.ts';
import { ArticlePicker, DROPSHIP_ARTICLE } from '#server/testing/articles.ts';
import { caller, codeOf, type Caller } from '#server/testing/calls.ts';
import { CONSUMER_ADDRESS } from '#server/testing/consumer-address.ts';
import { DEMO } from '#server/testing/demo-logins.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { startSmtpCapture, type SmtpCapture } from '#server/testing/smtp-capture.ts';
import type { TestApp } from '#server/testing/test-app.ts';

/**
 * The neutral delivery note of a dropshipping order and the consumer's tracking mail
 * (docs/product/basket.md#basket-dropship-delivery-note,
 * docs/decisions/143-neutral-dropship-delivery-note.md, docs/decisions/144-dropship-tracking-mail.md).
 */

let t: TestApp;
let smtp: SmtpCapture;
let pick: ArticlePicker;
let de: Caller;
let uk: Caller;
let operator: string;

/** What would name the wholesaler: the shop's name, its company, its address. */
const WHOLESALER = [
  'Wholesale',
  'Großhandel',
  'Lagerstraße',
  'Musterstadt',
  'shop@example.com',
  'billing@example.com',
];
const RETAILER = 'Sternschnuppe Spielwaren GmbH';

const compact = (text: string) => text.replace(/\s+/g, '');
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  return compact(parts.join(''));
}

async function dropshipOrder(reference = '') {
  const first = await pick.take(DROPSHIP_ARTICLE, { EUR: 1234 });
  const second = await pick.take(DROPSHIP_ARTICLE, { EUR: 5678 });
  for (const [article, quantity] of [
    [first, 3],
    [second, 1],
  ] as const) {
    const added = await de('PUT', '/basket/add', {
      articleNumber: article.articleNumber,
      quantity,
    });
    expect(added.statusCode, added.body).toBe(200);
  }
  if (reference !== '') {
    const set = await de('POST', '/basket/reference', { reference });
    expect(set.statusCode, set.body).toBe(200);
  }
  const res = await de('POST', '/basket/order', {
    dropshippingInfo: { address: CONSUMER_ADDRESS },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...orderAnswerSchema.parse(res.json()), articles: [first, second] };
}

const note = (who: Caller, orderNumber: string) =>
  who('GET', `/account/order/${orderNumber}/deliveryNote.pdf`);

/** The lines' names as the order page shows them in the retailer's language. */
async function namesOf(orderNumber: string) {
  const res = await de('GET', `/account/order/${orderNumber}?language=de`);
  expect(res.statusCode).toBe(200);
  return res.json<{ lines: { articleNumber: string; name: string }[] }>().lines;
}

const toConsumer = () =>
  smtp.messages.filter((mail) =>
    (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) =>
      to?.value.some((address) => address.address === CONSUMER_ADDRESS.email),
    ),
  );

/** The consumer moved to another country in the stored order, as a later address rule allows. */
async function consumerCountry(orderNumber: string, country: string) {
  const { db } = t.database.handle;
  const row = await db
    .selectFrom('orders')
    .select('dropshipping')
    .where('orderNumber', '=', orderNumber)
    .executeTakeFirstOrThrow();
  const stored = JSON.parse(row.dropshipping!) as { address: Record<string, string> };
  stored.address.country = country;
  await db
    .updateTable('orders')
    .set({ dropshipping: JSON.stringify(stored) })
    .where('orderNumber', '=', orderNumber)
    .execute();
}

async function importStates(lines: object[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/operator/v1/imports/documents',
    headers: { authorization: `Bearer ${operator}`, 'content-type': 'application/x-ndjson' },
    payload: lines.map((line) => JSON.stringify({ type: 'orderState', ...line })).join('\n'),
  });
  expect(res.statusCode, res.body).toBe(202);
  const job = res.json<{ id: number }>();
  await t.jobs.waitFor(job.id, { timeoutMs: 20_000 });
  const ended = await t.jobs.get(t.database.handle.db, job.id);
  expect(ended?.state, JSON.stringify(ended?.result)).toBe('succeeded');
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  ({
    t,
    callers: [de, uk],
  } = await seededApp({
    articles: 40,
    referenceDate: '2026-11-25',
    env: { SMTP_URL: smtp.url },
    logins: [DEMO.de, DEMO.uk],
  }));
  pick = new ArticlePicker(t);
  operator = (
    await createOperatorToken(t.database.handle.db, {
      name: 'erp',
      scopes: ['documents', 'orders'],
    })
  ).token;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('the delivery note of a dropshipping order', () => {
  it('names the retailer as sender, the consumer, the lines and reference, and no price or wholesaler', async () => {
    const order = await dropshipOrder('KD-4711');
    const res = await note(de, order.orderNumber.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="delivery-note-${order.orderNumber}.pdf"`,
    );
    const text = await pdfText(res.rawPayload);
    // German labels for a consumer in Germany
    expect(text).toContain('Lieferschein');
    expect(text).toContain(compact(RETAILER));
    expect(text).toContain(compact('Marktstraße 12'));
    expect(text).toContain(compact('65183 Wiesbaden'));
    expect(text).toContain(DEMO.de);
    expect(text).toContain(compact('Jana Vogel'));
    expect(text).toContain(compact('Lindenweg 12a'));
    expect(text).toContain(compact('60311 Frankfurt am Main'));
    expect(text).toContain('KD-4711');
    const names = await namesOf(order.orderNumber);
    expect(names.map((line) => line.articleNumber)).toEqual(
      order.articles.map((article) => article.articleNumber),
    );
    for (const { articleNumber, name } of names) {
      expect(text).toContain(articleNumber);
      expect(text).toContain(compact(name));
    }
    expect(text).toContain('Menge');
    for (const price of [1234, 5678, 3 * 1234, order.total]) {
      expect(text).not.toContain(compact(formatMoney(price, 'EUR')));
      expect(text).not.toContain(String(price / 100).replace('.', ','));
    }
    expect(text).not.toMatch(/€|EUR/);
    for (const name of WHOLESALER) expect(text).not.toContain(compact(name));
    // the order number of the shop is not printed when the retailer gave a reference
    expect(text).not.toContain(order.orderNumber);
    expect(res.rawPayload.toString('latin1')).not.toMatch(/Wholesale/);
  });

  it('carries the retailer logo once it is uploaded, and labels in the consumer country language', async () => {
    const order = await dropshipOrder();
    const without = await note(de, order.orderNumber);
    expect(without.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');
    const { customerNumber } = await t.database.handle.db
      .selectFrom('accounts')
      .select('customerNumber')
      .where('email', '=', DEMO.de)
      .executeTakeFirstOrThrow();
    const saved = await de('PUT', '/intern/saveLogoImage', {
      customer: customerNumber,
      logoImage: tinyPng(40),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const withLogo = await note(de, order.orderNumber);
    expect(withLogo.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    // without a reference the order's number stands in
    expect(await pdfText(withLogo.rawPayload)).toContain(order.orderNumber);

    await consumerCountry(order.orderNumber, 'FR');
    const french = await pdfText((await note(de, order.orderNumber)).rawPayload);
    expect(french).toContain(compact('Bon de livraison'));
    expect(french).toContain('Quantité');
    // article names stay in the retailer's account language
    const [name] = await namesOf(order.orderNumber);
    expect(french).toContain(compact(name!.name));
    await consumerCountry(order.orderNumber, 'NL');
    expect(await pdfText((await note(de, order.orderNumber)).rawPayload)).toContain(
      compact('Delivery note'),
    );
  });

  it("refuses another customer's order, an order that was not dropshipped and bad numbers", async () => {
    const order = await dropshipOrder();
    const other = await note(uk, order.orderNumber);
    expect(other.statusCode).toBe(404);
    expect(codeOf(other)).toBe('ORDER_NOT_FOUND');
    expect((await note(de, 'W99999999')).statusCode).toBe(404);
    for (const bad of ['1234', 'W12%00', 'W1234567890123456789']) {
      expect((await note(de, bad)).statusCode).toBe(400);
    }
    expect(
      (await caller(t, null)('GET', `/account/order/${order.orderNumber}/deliveryNote.pdf`))
        .statusCode,
    ).toBe(401);

    const article = await pick.take({ stockQuantity: 10 }, { EUR: 1000 });
    await de('PUT', '/basket/add', { articleNumber: article.articleNumber, quantity: 1 });
    const plain = orderAnswerSchema.parse((await de('POST', '/basket/order', {})).json());
    const res = await note(de, plain.orderNumber);
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toBe('NOT_DROPSHIPPED');
  });
});

describe("the consumer's tracking mail", () => {
  it('goes out once per shipment in the retailer name, with the retailer as Reply-To', async () => {
    const order = await dropshipOrder('KD-0815');
    const parcel = {
      carrier: 'DHL',
      trackingNumber: '00340434161234567890',
      trackingUrl: 'https://tracking.example.org/00340434161234567890',
    };
    await importStates([{ orderNumber: order.orderNumber, state: 'shipped', parcels: [parcel] }]);
    const mail = await smtp.waitFor(CONSUMER_ADDRESS.email);
    const from = Array.isArray(mail.from) ? mail.from[0] : mail.from;
    expect(from?.value).toEqual([{ name: RETAILER, address: 'shop@example.com' }]);
    const replyTo = Array.isArray(mail.replyTo) ? mail.replyTo[0] : mail.replyTo;
    expect(replyTo?.value[0]?.address).toBe(DEMO.de);
    expect(mail.subject).toBe('Ihre Bestellung KD-0815 ist unterwegs');
    expect(mail.text).toContain('Guten Tag Jana Vogel,');
    expect(mail.text).toContain('DHL: 00340434161234567890');
    expect(mail.text).toContain(parcel.trackingUrl);
    expect(mail.html).toContain(parcel.trackingUrl);
    for (const name of ['Wholesale', 'Großhandel', 'Lagerstraße']) {
      expect(`${mail.subject} ${mail.text} ${String(mail.html)}`).not.toContain(name);
    }

    // the ERP sends the same delivery again: no second mail
    await importStates([{ orderNumber: order.orderNumber, state: 'shipped', parcels: [parcel] }]);
    // a second parcel later: one mail naming only it
    const second = { carrier: 'DPD', trackingNumber: '01505012345678', trackingUrl: null };
    await importStates([
      { orderNumber: order.orderNumber, state: 'shipped', parcels: [parcel, second] },
    ]);
    const next = await smtp.waitFor(CONSUMER_ADDRESS.email);
    expect(next.text).toContain('DPD: 01505012345678');
    expect(next.text).not.toContain(parcel.trackingNumber);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toConsumer().filter((m) => m.text?.includes('KD-0815'))).toHaveLength(2);
  });

  it("speaks the consumer country's language and is not sent for an order that was not dropshipped", async () => {
    const order = await dropshipOrder('KD-FR');
    await consumerCountry(order.orderNumber, 'BE');
    const article = await pick.take({ stockQuantity: 10 }, { EUR: 1000 });
    await de('PUT', '/basket/add', { articleNumber: article.articleNumber, quantity: 1 });
    const plain = orderAnswerSchema.parse((await de('POST', '/basket/order', {})).json());
    const before = toConsumer().length;
    await importStates([
      {
        orderNumber: plain.orderNumber,
        state: 'shipped',
        parcels: [{ carrier: 'UPS', trackingNumber: '1Z999' }],
      },
      {
        orderNumber: order.orderNumber,
        state: 'shipped',
        parcels: [{ carrier: 'GLS', trackingNumber: 'GLS-42' }],
      },
    ]);
    const mail = await smtp.waitFor(CONSUMER_ADDRESS.email);
    expect(mail.subject).toBe('Votre commande KD-FR est en route');
    expect(mail.text).toContain('GLS : GLS-42');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // the plain order's buyer gets no consumer mail: one mail in all
    expect(toConsumer().length - before).toBe(1);
  });
});
