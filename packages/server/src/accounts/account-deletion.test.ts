import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, codeOf } from '#server/testing/calls.ts';
import { DEMO, login } from '#server/testing/demo-logins.ts';
import { startSmtpCapture, type SmtpCapture } from '#server/testing/smtp-capture.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { tinyPng } from './profile.fixtures.ts';

/**
 * GET /account/deleteAccount (GDPR, docs/decisions/039-account-deletion.md): afterwards no table
 * of the database (listed from its own catalog) and no file of the data directory holds the
 * customer's e-mail, name or phone; orders and invoices stay, anonymised; nobody can log in.
 */

const PERSON = {
  email: 'quillon.vasterbrook@example.com',
  firstName: 'Quillon',
  lastName: 'Vasterbrook',
  phone: '+49 5555 271828',
  company: 'Quillon Vasterbrook Spielwaren e. K.',
};
const CUSTOMER_NUMBER = 'DE/555001';
const NEEDLES = [PERSON.email, PERSON.firstName, PERSON.lastName, PERSON.phone, '5555 271828'];

let t: TestApp;
let capture: SmtpCapture;
let accountId: number;
let token: string;
let refreshCookie: string;

async function createCustomer(): Promise<void> {
  const { db } = t.database.handle;
  const template = await db
    .selectFrom('accounts')
    .select('passwordHash')
    .where('email', '=', DEMO.de)
    .executeTakeFirstOrThrow();
  accountId = (
    await db
      .insertInto('accounts')
      .values({
        customerNumber: CUSTOMER_NUMBER,
        shop: 'de',
        email: PERSON.email,
        passwordHash: template.passwordHash,
        language: 'de',
        currency: 'EUR',
        taxIdentificationNumber: 'DE999888777',
        website: 'https://vasterbrook.example',
        shippingInformation: `Bei ${PERSON.lastName} klingeln`,
        privacyAcceptedAt: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('accountContacts')
    .values({
      accountId,
      isPrimary: 1,
      email: PERSON.email,
      firstName: PERSON.firstName,
      lastName: PERSON.lastName,
      phone: PERSON.phone,
      cellPhone: PERSON.phone,
    })
    .execute();
  await db
    .insertInto('accountAddresses')
    .values([
      {
        accountId,
        kind: 'billing',
        company: PERSON.company,
        street: 'Quillonweg 1',
        zip: '65183',
        location: 'Wiesbaden',
        country: 'DE',
      },
      {
        accountId,
        kind: 'shipping',
        company: PERSON.company,
        street: 'Lager 2',
        zip: '65183',
        location: 'Wiesbaden',
        country: 'DE',
      },
    ])
    .execute();
  await db
    .insertInto('accountMessages')
    .values({ accountId, elsId: 'hello', text: `Hallo ${PERSON.firstName}`, showOneTime: 1 })
    .execute();
  await db
    .insertInto('savedSearches')
    .values({ accountId, name: `${PERSON.lastName} Figuren`, search: 'C1' })
    .execute();
  await db
    .insertInto('newsletterEmails')
    .values({ accountId, email: PERSON.email, language: 'de' })
    .execute();
  await db
    .insertInto('registrations')
    .values({
      accountId,
      email: PERSON.email,
      language: 'de',
      shop: 'de',
      status: 'approved',
      data: JSON.stringify(PERSON),
    })
    .execute();
  await db
    .insertInto('contactRequests')
    .values({
      accountId,
      email: PERSON.email,
      kind: 'contact',
      language: 'de',
      message: `Gruß ${PERSON.lastName}`,
      question: 'misc',
    })
    .execute();
  await db
    .insertInto('externalIdentities')
    .values({
      accountId,
      issuer: 'https://id.example',
      subject: `sub-${PERSON.lastName}`,
      linkedAt: new Date().toISOString(),
      linkedBy: 'operator',
    })
    .execute();
  await db
    .insertInto('passwordRecoveries')
    .values({
      accountId,
      hash: 'h'.repeat(64),
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    })
    .execute();
  const orderId = (
    await db
      .insertInto('orders')
      .values({
        accountId,
        orderNumber: 'W5550001',
        currency: 'EUR',
        payType: 4,
        status: 'placed',
        total: 12_345,
        notice: `Für ${PERSON.firstName} ${PERSON.lastName}`,
        reference: PERSON.lastName,
        dropshipping: JSON.stringify({
          firstName: PERSON.firstName,
          lastName: PERSON.lastName,
          phone: PERSON.phone,
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const today = new Date().toISOString().slice(0, 10);
  await db
    .insertInto('invoices')
    .values({
      accountId,
      orderId,
      invoiceNumber: 'R5550001',
      date: today,
      dueDate: today,
      total: 12_345,
      currency: 'EUR',
      paymentMethodId: 4,
    })
    .execute();
  // a carrier's tracking link may carry the recipient's name (decision 093)
  await db
    .insertInto('orderParcels')
    .values({
      orderId,
      position: 0,
      carrier: 'DHL',
      trackingNumber: '00340434161094042557',
      trackingUrl: `https://track.example/?recipient=${PERSON.lastName}`,
    })
    .execute();
  await db
    .insertInto('openOrders')
    .values({
      accountId,
      articleNumber: 'X1',
      currency: 'EUR',
      kind: 'backorder',
      orderDate: today,
      quantity: 1,
      singlePrice: 100,
      state: 'inTake',
      reference: PERSON.lastName,
    })
    .execute();
}

beforeAll(async () => {
  capture = await startSmtpCapture();
  ({ t } = await seededApp({
    articles: 20,
    referenceDate: '2026-11-25',
    env: { SMTP_URL: capture.url },
  }));
  await createCustomer();
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { name: PERSON.email, password: 'demo-shop' },
  });
  expect(res.statusCode).toBe(200);
  token = res.json<{ accessToken: string }>().accessToken;
  refreshCookie = res.cookies.find((c) => c.name === 'shop_refresh')!.value;
  const me = caller(t, token);
  expect(
    (await me('PUT', '/intern/saveLogoImage', { customer: CUSTOMER_NUMBER, logoImage: tinyPng(6) }))
      .statusCode,
  ).toBe(200);
  expect(
    (await me('POST', '/basket/notice', { notice: `Lieferung an ${PERSON.lastName}` })).statusCode,
  ).toBe(200);
});
afterAll(async () => {
  await t.close();
  await capture.close();
});

/** Every table of the database, from its own catalog, and every text found in it. */
async function databaseText(): Promise<Map<string, string>> {
  const { db, kind } = t.database.handle;
  const tables =
    kind === 'sqlite'
      ? (
          await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
            db,
          )
        ).rows.map((r) => r.name)
      : (
          await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
            db,
          )
        ).rows.map((r) => r.name);
  expect(tables.length).toBeGreaterThan(40);
  const text = new Map<string, string>();
  for (const table of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    text.set(table, JSON.stringify(rows.rows));
  }
  return text;
}

function filesUnder(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const holds = (text: string, needle: string) => text.toLowerCase().includes(needle.toLowerCase());

describe('GET /account/deleteAccount', () => {
  it('finds the customer everywhere before, so the scan below can fail', async () => {
    const text = [...(await databaseText()).values()].join('\n');
    for (const needle of NEEDLES) expect(holds(text, needle)).toBe(true);
  });

  it('refuses without the typed confirmation, with a wrong one and to a business-console account', async () => {
    const me = caller(t, token);
    expect(codeOf(await me('GET', '/account/deleteAccount'))).toBe('DELETE_NOT_CONFIRMED');
    expect(
      (
        await me('GET', '/account/deleteAccount', undefined, {
          'x-delete-confirmation': 'DE/100001',
        })
      ).statusCode,
    ).toBe(400);
    const console = caller(t, await login(t, DEMO.console));
    const res = await console('GET', '/account/deleteAccount', undefined, {
      'x-delete-confirmation': 'DE/100003',
    });
    expect(res.statusCode).toBe(403);
    expect((await caller(t, null)('GET', '/account/deleteAccount')).statusCode).toBe(401);
    const still = await t.database.handle.db
      .selectFrom('accounts')
      .select('deletedAt')
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    expect(still.deletedAt).toBeNull();
  });

  it('erases every personal field in every table and file, keeps orders and invoices, and mails a confirmation', async () => {
    const { db } = t.database.handle;
    const res = await caller(t, token)('GET', '/account/deleteAccount', undefined, {
      'x-delete-confirmation': CUSTOMER_NUMBER.toLowerCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true });

    const mail = await capture.waitFor(PERSON.email);
    expect(mail.subject).toBe('Ihr Kundenkonto wurde gelöscht');
    expect(mail.text).toContain(CUSTOMER_NUMBER);

    for (const [table, text] of await databaseText()) {
      for (const needle of NEEDLES)
        expect(holds(text, needle), `${needle} in ${table}`).toBe(false);
    }
    for (const file of filesUnder(t.config.dataDir)) {
      const content = fs.readFileSync(file).toString('latin1');
      const utf8 = fs.readFileSync(file).toString('utf8');
      for (const needle of NEEDLES) {
        expect(holds(content, needle) || holds(utf8, needle), `${needle} in ${file}`).toBe(false);
      }
    }
    expect(
      await db
        .selectFrom('uploads')
        .select('reference')
        .where('accountId', '=', accountId)
        .execute(),
    ).toEqual([]);
    expect(fs.readdirSync(path.join(t.config.dataDir, 'uploads'))).toEqual([]);
    const kept = await db
      .selectFrom('orders')
      .select(['orderNumber', 'total'])
      .where('accountId', '=', accountId)
      .execute();
    expect(kept).toEqual([{ orderNumber: 'W5550001', total: 12_345 }]);
    expect(
      await db
        .selectFrom('invoices')
        .select('invoiceNumber')
        .where('accountId', '=', accountId)
        .execute(),
    ).toHaveLength(1);
    const account = await db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({
      customerNumber: CUSTOMER_NUMBER,
      active: 0,
      passwordHash: null,
    });
    expect(account.deletedAt).not.toBeNull();
  });

  it('leaves the customer unable to log in, to use the old token or to refresh a session', async () => {
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { name: PERSON.email, password: 'demo-shop' },
    });
    expect(relogin.statusCode).toBe(401);
    expect((await caller(t, token)('GET', '/intern/account')).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      cookies: { shop_refresh: refreshCookie },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('leaves the other customers as they were', async () => {
    const demo = caller(t, await login(t, DEMO.de));
    expect((await demo('GET', '/intern/account')).statusCode).toBe(200);
  });
});
