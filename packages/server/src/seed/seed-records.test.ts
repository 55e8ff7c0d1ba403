import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRecordTypes } from '#server/accounts/account-record-types.ts';
import type { RecordType } from '#server/exchange/record-type.ts';
import { createDocumentRecordTypes } from '#server/invoices/document-record-types.ts';
import { exportRecords, importRecords } from '#server/testing/record-import.ts';
import { startSmtpCapture, type SmtpCapture } from '#server/testing/smtp-capture.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { seedDatabase } from './seed.ts';

/**
 * The demo's accounts and documents enter through the operator import
 * (docs/decisions/105-the-demo-through-the-import.md): what the seed handed the import is what
 * the export reads back, and seeding mails no one although the shop's mailer is live.
 */

const REFERENCE_DATE = '2026-03-15';
let capture: SmtpCapture;
let t: TestApp;
let recordsDir: string;

beforeAll(async () => {
  capture = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: capture.url, PUBLIC_URL: 'https://shop.example.com/' });
  recordsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-records-'));
  await seedDatabase(t.database.handle, {
    articles: 60,
    referenceDate: REFERENCE_DATE,
    recordsDir,
    dataDir: t.database.dataDir,
  });
});
afterAll(async () => {
  await t.close();
  await capture.close();
  fs.rmSync(recordsDir, { recursive: true, force: true });
});

const db = () => t.database.handle.db;

/** The records of one type in the seed's import files, as the import reads them. */
function seededRecords(type: RecordType<unknown>): unknown[] {
  return ['catalog.jsonl', 'documents.jsonl'].flatMap((file) =>
    fs
      .readFileSync(path.join(recordsDir, file), 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as { type: string })
      .filter((line) => line.type === type.type)
      .map(({ type: _type, ...record }) => type.schema.parse(record)),
  );
}

async function exported(type: RecordType<unknown>): Promise<unknown[]> {
  return (await exportRecords(db(), type)).map(
    ({
      type: _type,
      ...record
    }: object & {
      type?: string;
    }) => record,
  );
}

const byKey = (type: RecordType<unknown>, records: unknown[]) =>
  [...records].sort((a, b) => (type.key(a) < type.key(b) ? -1 : 1));

describe('the demo accounts and documents', () => {
  // no record of the demo names a PDF, so the PDF store's folder is never written
  const types = [
    ...accountRecordTypes(null),
    ...createDocumentRecordTypes({ dataDir: os.tmpdir() }),
  ] as RecordType<unknown>[];

  it.each(types.map((type) => [type.type, type] as const))(
    'stores the %s records the seed imported, as the export reads them back',
    async (_name, type) => {
      const seeded = seededRecords(type);
      expect(seeded.length).toBeGreaterThan(0);
      expect(byKey(type, await exported(type))).toEqual(byKey(type, seeded));
    },
  );

  it('keys the open orders by an ERP line id and ships orders in parcels', async () => {
    const lines = await db().selectFrom('openOrders').select('erpLineId').execute();
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => /^demo-\d{5}$/.test(line.erpLineId ?? ''))).toBe(true);
    const shipped = await db()
      .selectFrom('orders')
      .select('id')
      .where('status', '=', 'shipped')
      .execute();
    const parcels = await db().selectFrom('orderParcels').select('orderId').execute();
    expect(shipped.length).toBeGreaterThan(0);
    expect(new Set(parcels.map((parcel) => parcel.orderId))).toEqual(
      new Set(shipped.map((order) => order.id)),
    );
  });

  it('logs the demo accounts in with the known password; only new@example.com must set its own', async () => {
    for (const demo of DEMO_ACCOUNTS) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { name: demo.email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, `${demo.email}: ${res.body}`).toBe(200);
      const account = await t.app.inject({
        method: 'GET',
        url: '/intern/account',
        headers: { authorization: `Bearer ${res.json<{ accessToken: string }>().accessToken}` },
      });
      expect(account.json(), demo.email).toMatchObject({
        customerNumber: demo.customerNumber,
        passwordInitialization: demo.email === 'new@example.com',
        accPrPol: demo.email !== 'new@example.com',
      });
    }
  });

  it('sends no mail and leaves no set-password link, while an import with the mailer does', async () => {
    expect(await db().selectFrom('passwordRecoveries').selectAll().execute()).toEqual([]);
    const outcome = await importRecords(
      db(),
      accountRecordTypes({ mailer: t.mailer, config: t.config }),
      [
        {
          type: 'account',
          customerNumber: 'DE/700001',
          email: 'fresh@example.com',
          shop: 'de',
          language: 'de',
          currency: 'EUR',
          contacts: [
            { firstName: 'Fritz', lastName: 'Neu', email: 'fresh@example.com', primary: true },
          ],
          billingAddress: { street: 'Neuweg 1', location: 'Kassel', zip: '34117', country: 'DE' },
          billing: { payType: 4 },
        },
      ],
    );
    expect(outcome.problems).toEqual([]);
    // the capture receives the import's mail, so one the seed had sent would be there before it
    await capture.waitFor('fresh@example.com');
    const recipients = capture.messages.flatMap((mail) =>
      (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) =>
        to.value.map((address) => address.address),
      ),
    );
    expect(recipients).toEqual(['fresh@example.com']);
  });
});
