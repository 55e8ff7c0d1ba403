import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { startSmtpCapture, type SmtpCapture } from '#server/testing/smtp-capture.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { exportRecords, importRecords } from '#server/testing/record-import.ts';
import { accountRecordTypes } from './account-record-types.ts';

let t: TestApp;
let capture: SmtpCapture;
let ip = 0;
beforeAll(async () => {
  capture = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: capture.url, PUBLIC_URL: 'https://shop.example.com/' });
});
afterAll(async () => {
  await t.close();
  await capture.close();
});

const types = () => accountRecordTypes({ mailer: t.mailer, config: t.config });
const db = () => t.database.handle.db;

export function accountRecord(customerNumber: string, email: string, overrides: object = {}) {
  return {
    type: 'account',
    customerNumber,
    email,
    shop: 'de',
    language: 'de',
    currency: 'EUR',
    companyCode: 'DE',
    taxIdentificationNumber: 'DE811111111',
    contacts: [
      {
        firstName: 'Clara',
        lastName: 'Vogt',
        email,
        phone: '+49 30 1234',
        gender: 'female',
        primary: true,
      },
    ],
    billingAddress: {
      company: 'Vogt Spielwaren GmbH',
      street: 'Lindenallee 3',
      location: 'Berlin',
      zip: '10115',
      country: 'DE',
    },
    billing: { payType: 4, creditLine: 150_000 },
    newsletterTypes: [34441, 34391],
    ...overrides,
  };
}

function post(url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.9.0.${++ip}` });
}

function linkOf(mail: ParsedMail): string {
  const match = /\/password-recovery\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
  if (!match) throw new Error(`no link in ${mail.text}`);
  return match[1]!;
}

async function logIn(email: string, password: string) {
  const res = await post('/auth/login', { name: email, password, stayConnected: true });
  expect(res.statusCode, res.body).toBe(200);
  const refresh = res.cookies.find((cookie) => cookie.name === 'shop_refresh')!.value;
  return { token: res.json<{ accessToken: string }>().accessToken, refresh };
}

const account = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/intern/account',
    headers: { authorization: `Bearer ${token}` },
  });

/** An imported account whose owner has set a password through the mailed link. */
async function ownedAccount(customerNumber: string, email: string) {
  const outcome = await importRecords(db(), types(), [accountRecord(customerNumber, email)]);
  expect(outcome.problems).toEqual([]);
  const urlID = linkOf(await capture.waitFor(email));
  const set = await post('/api/recoverPassword', { urlID, newPassword: 'erp-made-password' });
  expect(set.statusCode, set.body).toBe(200);
  return logIn(email, 'erp-made-password');
}

describe('account import', () => {
  it('opens an account with no password, mails the set-password link once, and its owner logs in', async () => {
    const outcome = await importRecords(db(), types(), [
      accountRecord('DE/500001', 'clara@example.com'),
    ]);
    expect(outcome).toMatchObject({
      ok: true,
      problems: [],
      types: { account: { records: 1, created: 1, updated: 0, unchanged: 0, removed: 0 } },
    });
    const row = await db()
      .selectFrom('accounts')
      .selectAll()
      .where('customerNumber', '=', 'DE/500001')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: 'clara@example.com',
      passwordHash: null,
      passwordInitialization: 1,
      active: 1,
      payType: 4,
      creditLine: 150_000,
      showPrices: 1,
    });
    const newsletter = await db()
      .selectFrom('newsletterEmails')
      .select(['email', 'types'])
      .where('accountId', '=', row.id)
      .execute();
    expect(newsletter).toEqual([{ email: 'clara@example.com', types: '[34391,34441]' }]);
    const mail = await capture.waitFor('clara@example.com');
    expect(mail.text).toContain('DE/500001');

    // the same record again: nothing written, no second mail
    const before = capture.messages.length;
    const again = await importRecords(db(), types(), [
      accountRecord('DE/500001', 'clara@example.com'),
    ]);
    expect(again.types.account).toEqual({
      records: 1,
      created: 0,
      updated: 0,
      unchanged: 1,
      removed: 0,
    });
    expect(
      await db()
        .selectFrom('passwordRecoveries')
        .select('id')
        .where('accountId', '=', row.id)
        .execute(),
    ).toHaveLength(1);

    const set = await post('/api/recoverPassword', {
      urlID: linkOf(mail),
      newPassword: 'erp-made-password',
    });
    expect(set.statusCode, set.body).toBe(200);
    const { token } = await logIn('clara@example.com', 'erp-made-password');
    const answer = await account(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      customerNumber: 'DE/500001',
      billing: { payType: 4, creditLine: 150_000, taxFree: false },
      address: { company: 'Vogt Spielwaren GmbH', street: 'Lindenallee 3', country: 'DE' },
    });
    expect(capture.messages.length).toBe(before);
  });

  it('shows a changed pay type and credit line on the next request of a logged-in customer', async () => {
    const { token } = await ownedAccount('DE/500002', 'paul@example.com');
    expect((await account(token)).json()).toMatchObject({
      billing: { payType: 4, creditLine: 150_000 },
    });
    const outcome = await importRecords(db(), types(), [
      accountRecord('DE/500002', 'paul@example.com', {
        billing: { payType: 5, creditLine: 90_000 },
      }),
    ]);
    expect(outcome.types.account).toMatchObject({ updated: 1 });
    expect((await account(token)).json()).toMatchObject({
      billing: { payType: 5, creditLine: 90_000 },
    });
  });

  it('ends the sessions of an account switched off: its next request gets 401, its refresh token none', async () => {
    const { token, refresh } = await ownedAccount('DE/500003', 'olga@example.com');
    expect((await account(token)).statusCode).toBe(200);
    await importRecords(db(), types(), [
      accountRecord('DE/500003', 'olga@example.com', { active: false }),
    ]);
    expect((await account(token)).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      cookies: { shop_refresh: refresh },
    });
    expect(refreshed.statusCode).toBe(401);
    expect(
      (await post('/auth/login', { name: 'olga@example.com', password: 'erp-made-password' }))
        .statusCode,
    ).not.toBe(200);
  });

  it('refuses bad records with every problem and its field, writing nothing', async () => {
    const count = async () => (await db().selectFrom('accounts').select('id').execute()).length;
    const before = await count();
    const outcome = await importRecords(db(), types(), [
      accountRecord('DE/500010', 'a@example.com', { password: 'secret' }),
      accountRecord('DE/500011', 'not-an-address'),
      accountRecord('DE/500012', 'b@example.com', { shop: 'uk' }),
      accountRecord('DE/500013', 'c@example.com', { website: 'https://x.example\u0000' }),
      accountRecord('DE/500014', 'd@example.com', { billing: { payType: '4', creditLine: -1 } }),
      accountRecord('DE/500015', 'e@example.com', {
        contacts: [
          { firstName: 'A', lastName: 'B', email: 'e@example.com', primary: true },
          { firstName: 'C', lastName: 'D', email: 'e@example.com', primary: true },
        ],
      }),
      accountRecord('UK/500016', 'f@example.com'),
      accountRecord('DE 17', 'g@example.com'),
    ]);
    const found = outcome.problems.map((problem) => [problem.line, problem.field]);
    expect(found).toEqual(
      expect.arrayContaining([
        [1, 'password'],
        [2, 'email'],
        [2, 'contacts.0.email'],
        [3, 'currency'],
        [4, 'website'],
        [5, 'billing.payType'],
        [5, 'billing.creditLine'],
        [6, 'contacts'],
        [7, 'currency'],
        [8, 'customerNumber'],
      ]),
    );
    expect(outcome.problems.find((problem) => problem.line === 1)?.message).toContain('password');
    expect(await count()).toBe(before);

    // readable, but the address is another account's
    const taken = await importRecords(db(), types(), [
      accountRecord('DE/500017', 'clara@example.com'),
      accountRecord('DE/500018', 'same@example.com'),
    ]);
    expect(taken.problems.map((problem) => [problem.line, problem.field, problem.code])).toEqual([
      [1, 'email', 'EMAIL_TAKEN'],
    ]);
    expect(await count()).toBe(before);
  });

  it('lists two records with one address as a problem however far apart they are', async () => {
    const count = async () => (await db().selectFrom('accounts').select('id').execute()).length;
    const before = await count();
    const between = Array.from({ length: 1_200 }, (_, index) =>
      accountRecord(`DE/6${String(index).padStart(5, '0')}`, `between${index}@example.com`),
    );
    const outcome = await importRecords(db(), types(), [
      accountRecord('DE/599998', 'twice@example.com'),
      ...between,
      accountRecord('DE/599999', 'twice@example.com'),
    ]);
    expect(outcome.ok).toBe(false);
    expect(outcome.problems).toEqual([
      expect.objectContaining({
        line: 1_202,
        type: 'account',
        key: 'DE/599999',
        field: 'email',
        code: 'DUPLICATE_VALUE',
        message: expect.stringContaining('DE/599998'),
      }),
    ]);
    expect(await count()).toBe(before);
  });

  it('switches off, never deletes, the accounts a replace import does not name', async () => {
    await importRecords(db(), types(), [
      accountRecord('FR/500020', 'lea@example.com', { shop: 'fr', language: 'fr' }),
    ]);
    const named = (
      await db().selectFrom('accounts').select('customerNumber').where('active', '=', 1).execute()
    ).filter((row) => row.customerNumber !== 'DE/500002');
    const exported = named.map((row) => row.customerNumber);
    const all = (await exportRecords(db(), types()[0])).filter((record) =>
      exported.includes((record as { customerNumber: string }).customerNumber),
    );
    const outcome = await importRecords(db(), types(), all, { mode: 'replace' });
    expect(outcome.types.account).toEqual({
      records: all.length,
      created: 0,
      updated: 0,
      unchanged: all.length,
      removed: 1,
    });
    const left = await db()
      .selectFrom('accounts')
      .select(['active', 'deletedAt'])
      .where('customerNumber', '=', 'DE/500002')
      .executeTakeFirstOrThrow();
    expect(left).toEqual({ active: 0, deletedAt: null });
    // its owner logged in before; every session of it ended with the import
    const sessions = await db()
      .selectFrom('refreshTokens')
      .innerJoin('accounts', 'accounts.id', 'refreshTokens.accountId')
      .select('refreshTokens.revokedAt')
      .where('accounts.customerNumber', '=', 'DE/500002')
      .execute();
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((session) => session.revokedAt !== null)).toBe(true);
  });
});
