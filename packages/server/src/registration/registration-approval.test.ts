import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import type { Registration } from '@shop/domain/api/auth.ts';
import type { AppContext } from '#server/app-context.ts';
import { verifyPassword } from '#server/auth/password-hash.ts';
import { solvedCaptcha } from '#server/captcha/captcha-solver.ts';
import { JPEG_1X1, tradeLicenceForm } from '#server/files/files.fixtures.ts';
import { startSmtpCapture, type SmtpCapture } from '#server/testing/smtp-capture.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import {
  insertPaymentMethods,
  insertTestAccount,
  registrationBody,
  serviceContext,
} from './registration.fixtures.ts';
import {
  approveRegistration,
  listRegistrations,
  rejectRegistration,
} from './registration-approval.service.ts';

let t: TestApp;
let capture: SmtpCapture;
let context: AppContext;
let ipCounter = 0;
beforeAll(async () => {
  capture = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: capture.url, PUBLIC_URL: 'https://shop.example.com/' });
  context = serviceContext(t);
  await insertPaymentMethods(t.database.handle.db);
  // numbers already taken in the de range; uk and fr start empty
  await insertTestAccount(t.database.handle.db, {
    email: 'old@example.com',
    customerNumber: 'DE/100004',
  });
  await insertTestAccount(t.database.handle.db, {
    email: 'other-range@example.com',
    customerNumber: 'DE/99',
  });
});
afterAll(async () => {
  await t.close();
  await capture.close();
});

function nextIp(): string {
  ipCounter += 1;
  return `10.7.0.${ipCounter}`;
}

async function register(email: string, overrides: Partial<Registration> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/registration',
    remoteAddress: nextIp(),
    payload: registrationBody(email, await solvedCaptcha(t.app), overrides),
  });
  expect(res.statusCode, res.body).toBe(200);
  await capture.waitFor(email); // the confirmation
}

function linkIn(mail: ParsedMail): { shop: string; language: string; urlID: string } {
  const match =
    /https:\/\/shop\.example\.com\/(\w+)\/(\w+)\/password-recovery\/([A-Za-z0-9_-]{43})/.exec(
      mail.text ?? '',
    );
  if (!match) throw new Error(`no link in ${mail.text}`);
  return { shop: match[1]!, language: match[2]!, urlID: match[3]! };
}

function post(url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });
}

async function account(email: string) {
  return t.database.handle.db
    .selectFrom('accounts')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

describe('registration → approval → mail → link → password', () => {
  it('turns the application into an account whose owner sets a password', async () => {
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/uploadFile',
      remoteAddress: nextIp(),
      ...tradeLicenceForm(JPEG_1X1, { contentType: 'image/jpeg' }),
    });
    const { reference } = upload.json<{ reference: string }>();
    await register('anna@example.com', {
      fileUploaded: reference,
      payment: 13,
      shopType: 4,
      contact: {
        email: 'anna@example.com',
        emailRepeat: 'anna@example.com',
        phone: '+49 30 555',
        website: 'https://anna.example.com',
      },
      shipping: {
        isBillingAddress: false,
        street: 'Lagerweg 5',
        adding: 'Tor 3',
        zip: '14467',
        city: 'Potsdam',
        country: 'DE',
      },
    });

    const result = await approveRegistration(t.database.handle.db, context, ' Anna@Example.com ');
    expect(result).toEqual({ customerNumber: 'DE/100005', mailSent: true });

    const row = await account('anna@example.com');
    expect(row).toMatchObject({
      customerNumber: 'DE/100005',
      shop: 'de',
      companyCode: 'DE',
      currency: 'EUR',
      language: 'de',
      active: 1,
      passwordHash: null,
      passwordInitialization: 1,
      payType: 13,
      shopType: 4,
      taxIdentificationNumber: 'DE123456789',
      website: 'https://anna.example.com',
    });
    expect(row.privacyAcceptedAt).not.toBeNull();

    const db = t.database.handle.db;
    const contacts = await db
      .selectFrom('accountContacts')
      .selectAll()
      .where('accountId', '=', row.id)
      .execute();
    expect(contacts).toEqual([
      expect.objectContaining({
        gender: 'female',
        firstName: 'Anna',
        lastName: 'Berger',
        email: 'anna@example.com',
        phone: '+49 30 555',
        isPrimary: 1,
      }),
    ]);
    const addresses = await db
      .selectFrom('accountAddresses')
      .select(['kind', 'company', 'street', 'adding', 'location', 'zip', 'country'])
      .where('accountId', '=', row.id)
      .orderBy('kind')
      .execute();
    expect(addresses).toEqual([
      {
        kind: 'billing',
        company: 'Spielwaren Sonnenschein GmbH',
        street: 'Hauptstraße 1',
        adding: null,
        location: 'Berlin',
        zip: '10115',
        country: 'DE',
      },
      {
        kind: 'shipping',
        company: 'Spielwaren Sonnenschein GmbH',
        street: 'Lagerweg 5',
        adding: 'Tor 3',
        location: 'Potsdam',
        zip: '14467',
        country: 'DE',
      },
    ]);
    const newsletter = await db
      .selectFrom('newsletterEmails')
      .selectAll()
      .where('accountId', '=', row.id)
      .execute();
    expect(newsletter).toEqual([
      expect.objectContaining({
        email: 'anna@example.com',
        language: 'de',
        active: 1,
        types: JSON.stringify([34391, 34431]),
      }),
    ]);
    const upload_ = await db
      .selectFrom('uploads')
      .select('accountId')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(upload_.accountId).toBe(row.id);
    const [registration] = await listRegistrations(db, { status: 'approved' });
    expect(registration).toMatchObject({
      email: 'anna@example.com',
      status: 'approved',
      customerNumber: 'DE/100005',
      tradeLicence: true,
    });

    // the mail carries the customer number and a link valid for a week
    const mail = await capture.waitFor('anna@example.com');
    expect(mail.subject).toBe('Ihr Kundenkonto ist freigeschaltet');
    expect(mail.text).toContain('DE/100005');
    const link = linkIn(mail);
    expect(link).toMatchObject({ shop: 'de', language: 'de' });
    const [recovery] = await db
      .selectFrom('passwordRecoveries')
      .select('expiresAt')
      .where('accountId', '=', row.id)
      .execute();
    const validDays = (Date.parse(recovery!.expiresAt) - Date.now()) / 86_400_000;
    expect(validDays).toBeGreaterThan(6.99);
    expect(validDays).toBeLessThanOrEqual(7);

    // follow the link as the web client does
    expect((await post('/api/checkUrlId', { urlID: link.urlID })).statusCode).toBe(200);
    const set = await post('/api/recoverPassword', {
      urlID: link.urlID,
      newPassword: 'my-first-password',
    });
    expect(set.statusCode, set.body).toBe(200);
    const after = await account('anna@example.com');
    expect(after.passwordInitialization).toBe(0);
    expect(after.passwordHash).not.toBeNull();
    expect(await verifyPassword(after.passwordHash!, 'my-first-password')).toBe(true);
    expect((await post('/api/checkUrlId', { urlID: link.urlID })).statusCode).toBe(404);

    // the address is now an account
    const check = await post('/api/checkEmailForRegistration', { email: 'anna@example.com' });
    expect(check.json()).toEqual({ status: 904 });
  });

  it('numbers accounts per shop region and uses the shop currency', async () => {
    await register('uk1@example.com', {
      shop: 'uk',
      language: 'en',
      billing: { street: '1 High St', zip: 'SW1A 1AA', city: 'London', country: 'GB' },
      payment: 8,
      newsletter: {
        toys: false,
        collectibles: false,
        fashion: false,
        gifts: false,
        manga: false,
        games: false,
        storage: false,
        hentai: false,
        receiving: false,
      },
    });
    await register('fr1@example.com', {
      shop: 'fr',
      language: 'fr',
      billing: { street: '1 rue de la Paix', zip: '75002', city: 'Paris', country: 'FR' },
    });
    await register('de2@example.com');
    const db = t.database.handle.db;
    expect(await approveRegistration(db, context, 'uk1@example.com')).toMatchObject({
      customerNumber: 'UK/200001',
    });
    expect(await approveRegistration(db, context, 'fr1@example.com')).toMatchObject({
      customerNumber: 'FR/300001',
    });
    expect(await approveRegistration(db, context, 'de2@example.com')).toMatchObject({
      customerNumber: 'DE/100006',
    });
    expect(await account('uk1@example.com')).toMatchObject({
      currency: 'GBP',
      companyCode: 'UK',
      language: 'en',
      payType: 8,
    });
    expect((await account('fr1@example.com')).currency).toBe('EUR');
    // English text for the uk shop, English for fr too (no French mail texts)
    expect((await capture.waitFor('uk1@example.com')).subject).toBe(
      'Your customer account is active',
    );
    const fr = await capture.waitFor('fr1@example.com');
    expect(fr.subject).toBe('Your customer account is active');
    expect(linkIn(fr)).toMatchObject({ shop: 'fr', language: 'fr' });
    // no newsletter category ticked: no newsletter address
    const none = await db
      .selectFrom('newsletterEmails')
      .select('id')
      .where('email', '=', 'uk1@example.com')
      .execute();
    expect(none).toHaveLength(0);
  });

  it('gives two approvals at the same time different customer numbers', async () => {
    await register('para1@example.com');
    await register('para2@example.com');
    const db = t.database.handle.db;
    const results = await Promise.all([
      approveRegistration(db, context, 'para1@example.com'),
      approveRegistration(db, context, 'para2@example.com'),
    ]);
    const numbers = results.map((r) => r.customerNumber);
    expect(new Set(numbers).size).toBe(2);
    expect(numbers.every((n) => /^DE\/1\d{5}$/.test(String(n)))).toBe(true);
  });

  it('approves an application once', async () => {
    await register('once@example.com');
    const db = t.database.handle.db;
    const [a, b] = await Promise.allSettled([
      approveRegistration(db, context, 'once@example.com'),
      approveRegistration(db, context, 'once@example.com'),
    ]);
    expect([a.status, b.status].sort()).toEqual(['fulfilled', 'rejected']);
    const accounts = await db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', 'once@example.com')
      .execute();
    expect(accounts).toHaveLength(1);
  });

  it('leaves an application pending when its address became an account meanwhile', async () => {
    await register('meanwhile@example.com');
    await insertTestAccount(t.database.handle.db, {
      email: 'meanwhile@example.com',
      customerNumber: 'DE/199000',
    });
    await expect(
      approveRegistration(t.database.handle.db, context, 'meanwhile@example.com'),
    ).rejects.toMatchObject({ statusCode: 409, code: 'EMAIL_TAKEN' });
    const [row] = await listRegistrations(t.database.handle.db, { status: 'pending' }).then(
      (rows) => rows.filter((r) => r.email === 'meanwhile@example.com'),
    );
    expect(row?.status).toBe('pending');
  });

  it('answers NOT_FOUND for an address without a pending application', async () => {
    await expect(
      approveRegistration(t.database.handle.db, context, 'none@example.com'),
    ).rejects.toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    await expect(
      rejectRegistration(t.database.handle.db, context, 'none@example.com'),
    ).rejects.toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });
});

describe('rejecting an application', () => {
  it('marks it rejected and mails a polite answer; the address may apply again', async () => {
    await register('declined@example.com', { gender: 'male', lastName: 'Klein' });
    const db = t.database.handle.db;
    expect(await rejectRegistration(db, context, 'declined@example.com')).toEqual({
      customerNumber: null,
      mailSent: true,
    });
    const mail = await capture.waitFor('declined@example.com');
    expect(mail.subject).toBe('Ihre Registrierung');
    expect(mail.text).toContain('Sehr geehrter Herr Klein');
    const rows = await listRegistrations(db, { status: 'rejected' });
    expect(rows.map((r) => r.email)).toContain('declined@example.com');
    await expect(approveRegistration(db, context, 'declined@example.com')).rejects.toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
    });
    const check = await post('/api/checkEmailForRegistration', {
      email: 'declined@example.com',
    });
    expect(check.json()).toEqual({ status: 200 });
    expect(
      await db
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', 'declined@example.com')
        .execute(),
    ).toHaveLength(0);
  });
});

describe('without SMTP', () => {
  it('writes the mails as .eml files under DATA_DIR/mail', async () => {
    const local = await createTestApp();
    try {
      await insertPaymentMethods(local.database.handle.db);
      const res = await local.app.inject({
        method: 'POST',
        url: '/api/registration',
        payload: registrationBody('eml@example.com', await solvedCaptcha(local.app)),
      });
      expect(res.statusCode).toBe(200);
      // the confirmation is written in the background
      const mailDir = path.join(local.config.dataDir, 'mail');
      await expect
        .poll(() => (fs.existsSync(mailDir) ? fs.readdirSync(mailDir).length : 0))
        .toBe(1);
    } finally {
      await local.close();
    }
  });
});
