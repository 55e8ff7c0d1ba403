import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { orderRecordSchema, type OrderRecord } from '@shop/domain/api/erp.ts';
import { ArticlePicker, DROPSHIP_ARTICLE } from '#server/testing/articles.ts';
import type { Caller } from '#server/testing/calls.ts';
import { CONSUMER_ADDRESS } from '#server/testing/consumer-address.ts';
import { DEMO } from '#server/testing/demo-logins.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { eventually, operatorCaller, placeOrder } from './erp.fixtures.ts';

/**
 * A dropshipping order goes to the ERP's webhook with the address of its neutral delivery note,
 * which the ERP fetches with its operator token
 * (docs/decisions/143-neutral-dropship-delivery-note.md).
 */

let t: TestApp;
let pick: ArticlePicker;
let de: Caller;
let erp: Awaited<ReturnType<typeof operatorCaller>>;
const received: OrderRecord[] = [];
const receiver = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push(orderRecordSchema.parse(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
    response.writeHead(200).end();
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  ({
    t,
    callers: [de],
  } = await seededApp({
    articles: 30,
    referenceDate: '2026-11-25',
    env: {
      ERP_WEBHOOK_URL: `http://127.0.0.1:${port}/erp/orders`,
      ERP_WEBHOOK_SECRET: 'test-secret-of-the-erp-webhook-0123456789',
      ERP_WEBHOOK_SWEEP_MS: '100',
    },
    logins: [DEMO.de],
  }));
  pick = new ArticlePicker(t);
  erp = await operatorCaller(t);
});
afterAll(async () => {
  await t.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('the delivery note on the webhook', () => {
  it('is named in the pushed record and fetched by the ERP with its token', async () => {
    const orderNumber = await placeOrder(t, de, pick, {
      quantity: 2,
      article: DROPSHIP_ARTICLE,
      body: { dropshippingInfo: { address: CONSUMER_ADDRESS } },
    });
    const record = await eventually(async () =>
      received.find((r) => r.orderNumber === orderNumber),
    );
    expect(record.deliveryNote?.path).toBe(`/operator/v1/orders/${orderNumber}/deliveryNote.pdf`);
    const res = await erp('GET', record.deliveryNote!.path);
    expect(res.statusCode, res.body).toBe(200);
    const pdf = await getDocument({ data: new Uint8Array(res.rawPayload), verbosity: 0 }).promise;
    const content = await (await pdf.getPage(1)).getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join('');
    expect(text.replace(/\s+/g, '')).toContain('JanaVogel');
    expect(text).not.toContain('Wholesale');

    const plain = await placeOrder(t, de, pick, { quantity: 1 });
    const plainRecord = await eventually(async () => received.find((r) => r.orderNumber === plain));
    expect(plainRecord.deliveryNote).toBeNull();
  });
});
