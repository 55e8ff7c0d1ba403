import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InvoicesOverviewResponse,
  TurnoverResponse,
} from '@shop/domain/api/account-overview.ts';
import type { PastOrdersAnswer } from '@shop/domain/api/account-orders.ts';
import type { InvoicesResponse } from '@shop/domain/api/invoices.ts';
import { accountRecordTypes } from '#server/accounts/account-record-types.ts';
import { startSmtpCapture, type SmtpCapture } from '#server/testing/smtp-capture.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { importRecords } from '#server/testing/record-import.ts';
import { createDocumentRecordTypes } from './document-record-types.ts';

let t: TestApp;
let capture: SmtpCapture;
let ip = 0;
const today = new Date().toISOString().slice(0, 10);
const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  capture = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: capture.url, PUBLIC_URL: 'https://shop.example.com/' });
  await t.database.handle.db
    .insertInto('articles')
    .values([
      { articleNumber: 'ERP-1', state: 'preorder' },
      { articleNumber: 'ERP-2', state: 'inStock' },
    ])
    .execute();
});
afterAll(async () => {
  await t.close();
  await capture.close();
});

const db = () => t.database.handle.db;
const types = () => [
  ...accountRecordTypes({ mailer: t.mailer, config: t.config }),
  ...createDocumentRecordTypes({ dataDir: t.config.dataDir }),
];

function account(customerNumber: string, email: string) {
  return {
    type: 'account',
    customerNumber,
    email,
    shop: 'de',
    language: 'en',
    currency: 'EUR',
    contacts: [{ firstName: 'Ida', lastName: 'Roth', email, primary: true }],
    billingAddress: {
      company: 'Roth KG',
      street: 'Weg 1',
      location: 'Köln',
      zip: '50667',
      country: 'DE',
    },
    billing: { payType: 5, creditLine: 500_000 },
  };
}

const invoice = (invoiceNumber: string, customerNumber: string, extra: object = {}) => ({
  type: 'invoice',
  invoiceNumber,
  customerNumber,
  date: daysFromToday(-40),
  dueDate: daysFromToday(-10),
  total: 11_900,
  currency: 'EUR',
  paymentMethodId: 5,
  ...extra,
});

const openOrder = (lineId: string, customerNumber: string, extra: object = {}) => ({
  type: 'openOrder',
  lineId,
  customerNumber,
  articleNumber: 'ERP-1',
  kind: 'preorder',
  state: 'preOrder',
  orderDate: daysFromToday(-5),
  etaEstimate: '2027-02',
  singlePrice: 1_250,
  currency: 'EUR',
  quantity: 12,
  caseQuantity: 6,
  poNumber: 'PO-9',
  ...extra,
});

const documents = (customerNumber: string) => [
  invoice('R-ERP-1', customerNumber),
  invoice('R-ERP-2', customerNumber, { date: today, dueDate: daysFromToday(14), total: 5_000 }),
  invoice('R-ERP-3', customerNumber, {
    date: daysFromToday(-45),
    paidAt: `${daysFromToday(-3)}T09:00:00.000Z`,
    total: 2_000,
  }),
  openOrder('L-1', customerNumber),
  openOrder('L-2', customerNumber, {
    articleNumber: 'ERP-2',
    kind: 'backorder',
    state: 'inStock',
    availableQuantity: 6,
  }),
  { type: 'turnover', customerNumber, year: 2025, amount: 1_234_500, currency: 'EUR' },
];

function post(url: string, payload: object, token?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: `10.8.0.${++ip}`,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
}
const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

async function owner(email: string): Promise<string> {
  const mail = await capture.waitFor(email);
  const urlID = /\/password-recovery\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')![1]!;
  expect(
    (await post('/api/recoverPassword', { urlID, newPassword: 'documents-1' })).statusCode,
  ).toBe(200);
  const login = await post('/auth/login', { name: email, password: 'documents-1' });
  expect(login.statusCode, login.body).toBe(200);
  return login.json<{ accessToken: string }>().accessToken;
}

describe('document import', () => {
  it('shows imported invoices, open orders and turnover on the account pages of their owner only', async () => {
    const outcome = await importRecords(db(), types(), [
      account('DE/600001', 'ida@example.com'),
      account('DE/600002', 'jan@example.com'),
      ...documents('DE/600001'),
    ]);
    expect(outcome.problems).toEqual([]);
    expect(outcome.types).toMatchObject({
      invoice: { created: 3 },
      openOrder: { created: 2 },
      turnover: { created: 1 },
    });
    const ida = await owner('ida@example.com');
    const list = (await post('/account/invoices', { search: {} }, ida)).json<InvoicesResponse>();
    expect(list.invoices.map((row) => [row.invoiceid, row.state, row.total])).toEqual([
      ['R-ERP-2', 'notPaid', 5_000],
      ['R-ERP-1', 'overdue', 11_900],
      ['R-ERP-3', 'paid', 2_000],
    ]);
    const overview = (
      await get('/account/invoices/overview', ida)
    ).json<InvoicesOverviewResponse>();
    expect(overview).toMatchObject({
      unpaidSum: 16_900,
      overdueSum: 11_900,
      unpaidCount: 2,
      overdueCount: 1,
      credit: { line: 500_000, used: 16_900, free: 483_100 },
    });
    const pdf = await get('/account/invoice/R-ERP-1', ida);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const open = await post('/account/openOrders', { openOrdersParameter: {} }, ida);
    expect(open.statusCode, open.body).toBe(200);
    expect(JSON.stringify(open.json())).toContain('ERP-1');
    expect(JSON.stringify(open.json())).toContain('ERP-2');
    const turnover = (await get('/account/turnOver', ida)).json<TurnoverResponse>();
    expect(turnover.years).toMatchObject({ '2025': 1_234_500 });

    const jan = await owner('jan@example.com');
    expect(
      (await post('/account/invoices', { search: {} }, jan)).json<InvoicesResponse>().totalCount,
    ).toBe(0);
    expect((await get('/account/invoice/R-ERP-1', jan)).statusCode).toBe(404);
    expect(
      JSON.stringify((await post('/account/openOrders', { openOrdersParameter: {} }, jan)).json()),
    ).not.toContain('ERP-1');
    expect((await get('/account/turnOver', jan)).json<TurnoverResponse>().years).not.toHaveProperty(
      '2025',
    );

    const again = await importRecords(db(), types(), documents('DE/600001'));
    expect(again.types).toMatchObject({
      invoice: { created: 0, updated: 0, unchanged: 3 },
      openOrder: { created: 0, updated: 0, unchanged: 2 },
      turnover: { created: 0, updated: 0, unchanged: 1 },
    });
  });

  it('shows the state and parcels the ERP reports on the order list', async () => {
    const accountId = (
      await db()
        .selectFrom('accounts')
        .select('id')
        .where('customerNumber', '=', 'DE/600001')
        .executeTakeFirstOrThrow()
    ).id;
    await db()
      .insertInto('orders')
      .values({
        orderNumber: 'A2699001',
        accountId,
        status: 'processing',
        currency: 'EUR',
        payType: 5,
        total: 11_900,
      })
      .execute();
    const outcome = await importRecords(db(), types(), [
      {
        type: 'orderState',
        orderNumber: 'A2699001',
        state: 'shipped',
        parcels: [
          {
            carrier: 'DHL',
            trackingNumber: '00340434161094042557',
            trackingUrl: 'https://www.dhl.de/track?piececode=00340434161094042557',
          },
          { carrier: 'DPD', trackingNumber: '01505012345678' },
        ],
      },
      invoice('R-ERP-4', 'DE/600001', { orderNumber: 'A2699001' }),
    ]);
    expect(outcome.problems).toEqual([]);
    const login = await post('/auth/login', { name: 'ida@example.com', password: 'documents-1' });
    const token = login.json<{ accessToken: string }>().accessToken;
    const orders = (await get('/account/orders/1', token)).json<PastOrdersAnswer>();
    expect(orders.orders[0]).toMatchObject({
      orderNumber: 'A2699001',
      state: 'shipped',
      parcels: [
        {
          carrier: 'DHL',
          trackingNumber: '00340434161094042557',
          trackingUrl: 'https://www.dhl.de/track?piececode=00340434161094042557',
        },
        { carrier: 'DPD', trackingNumber: '01505012345678', trackingUrl: null },
      ],
    });
    const detail = await get('/account/order/A2699001', token);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<{ parcels: unknown[] }>().parcels).toEqual(orders.orders[0]!.parcels);
    const list = (
      await post('/account/invoices', { search: { searchText: 'R-ERP-4' } }, token)
    ).json<InvoicesResponse>();
    expect(list.invoices[0]?.orderNumber).toBe('A2699001');
  });

  it('refuses a file with a bad document anywhere, listing every problem and writing nothing', async () => {
    const count = async () =>
      Promise.all(
        (['accounts', 'invoices', 'openOrders', 'turnover'] as const).map(
          async (table) => (await db().selectFrom(table).selectAll().execute()).length,
        ),
      );
    const before = await count();
    // a record its schema refuses: listed with its field, and nothing is checked or written
    const unreadable = await importRecords(db(), types(), [
      account('DE/600003', 'kai@example.com'),
      invoice('R-BAD-2', 'DE/600003', { total: -500 }),
      invoice('R-BAD-5', 'DE/600003', { note: 'x' }),
      invoice('R-BAD-6', 'DE/600003', { currency: 'GBP' }),
      openOrder('L-BAD-2', 'DE/600003', { quantity: 0, reference: 'a\u0007b' }),
      { type: 'orderState', orderNumber: 'A0000000', state: 'lost' },
      {
        type: 'orderState',
        orderNumber: 'A0000001',
        state: 'shipped',
        parcels: [{ carrier: 'X', trackingNumber: '1', trackingUrl: 'http://x.example' }],
      },
    ]);
    expect(unreadable.problems.map((problem) => [problem.line, problem.field])).toEqual([
      [2, 'total'],
      [3, 'note'],
      [4, 'currency'],
      [5, 'quantity'],
      [5, 'reference'],
      [6, 'state'],
      [7, 'parcels.0.trackingUrl'],
    ]);
    expect(await count()).toEqual(before);

    // readable records that name what does not exist: every one listed, nothing written
    const outcome = await importRecords(db(), types(), [
      account('DE/600003', 'kai@example.com'),
      invoice('R-BAD-1', 'DE/699999'),
      invoice('R-BAD-3', 'DE/600003', { orderNumber: 'A2699001' }),
      invoice('R-BAD-4', 'DE/600003', { total: -500, canceledOrigin: 'R-NONE' }),
      invoice('R-ERP-1', 'DE/600003'),
      openOrder('L-BAD-1', 'DE/600003', { articleNumber: 'NOPE' }),
      openOrder('shop-999999', 'DE/600003'),
      { type: 'turnover', customerNumber: 'DE/699998', year: 2025, amount: 1, currency: 'EUR' },
      { type: 'orderState', orderNumber: 'A0000002', state: 'shipped' },
      invoice('R-OK-1', 'DE/600003'),
    ]);
    const found = outcome.problems.map((problem) => [problem.line, problem.field, problem.code]);
    expect(found.sort()).toEqual(
      [
        [2, 'customerNumber', 'UNKNOWN_ACCOUNT'],
        [3, 'orderNumber', 'UNKNOWN_ORDER'],
        [4, 'canceledOrigin', 'UNKNOWN_INVOICE'],
        [5, 'customerNumber', 'INVOICE_OF_OTHER_ACCOUNT'],
        [6, 'articleNumber', 'UNKNOWN_ARTICLE'],
        [7, 'lineId', 'UNKNOWN_SHOP_LINE'],
        [8, 'customerNumber', 'UNKNOWN_ACCOUNT'],
        [9, 'orderNumber', 'UNKNOWN_ORDER'],
      ].sort(),
    );
    expect(await count()).toEqual(before);
  });

  it('removes in replace mode the open-order lines and turnover years the ERP no longer has', async () => {
    const outcome = await importRecords(
      db(),
      types(),
      [
        openOrder('L-1', 'DE/600001', { state: 'inTake' }),
        { type: 'turnover', customerNumber: 'DE/600001', year: 2026, amount: 5, currency: 'EUR' },
        invoice('R-ERP-1', 'DE/600001'),
      ],
      { mode: 'replace' },
    );
    expect(outcome.types.openOrder).toEqual({
      records: 1,
      created: 0,
      updated: 1,
      unchanged: 0,
      removed: 1,
    });
    expect(outcome.types.turnover).toMatchObject({ created: 1, removed: 1 });
    expect(outcome.types.invoice).toMatchObject({ unchanged: 1, removed: 0 });
    const lines = await db().selectFrom('openOrders').select(['erpLineId', 'state']).execute();
    expect(lines).toEqual([{ erpLineId: 'L-1', state: 'inTake' }]);
    expect(await db().selectFrom('invoices').select('id').execute()).toHaveLength(4);
  });
});
