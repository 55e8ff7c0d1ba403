import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Registration } from '@shop/domain/api/auth.ts';
import { solvedCaptcha } from '#server/captcha/captcha-solver.ts';
import { PDF, tradeLicenceForm } from '#server/files/files.fixtures.ts';
import { startSmtpCapture, type SmtpCapture } from '#server/testing/smtp-capture.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import {
  insertPaymentMethods,
  insertTestAccount,
  registrationBody,
  TEST_PAYMENT_METHODS,
} from './registration.fixtures.ts';

let t: TestApp;
let capture: SmtpCapture;
let ipCounter = 0;
beforeAll(async () => {
  capture = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: capture.url });
  await insertPaymentMethods(t.database.handle.db);
  await insertTestAccount(t.database.handle.db, {
    email: 'active@example.com',
    customerNumber: 'DE/100001',
  });
});
afterAll(async () => {
  await t.close();
  await capture.close();
});

/** Each call from its own address, so the per-address limits stay out of the way. */
function nextIp(): string {
  ipCounter += 1;
  return `10.2.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

function register(body: unknown, ip = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/registration',
    payload: body as object,
    remoteAddress: ip,
  });
}

function checkEmail(email: unknown, ip = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/checkEmailForRegistration',
    payload: { email },
    remoteAddress: ip,
  });
}

async function registrations(email: string) {
  return t.database.handle.db
    .selectFrom('registrations')
    .selectAll()
    .where('email', '=', email)
    .execute();
}

describe('GET /api/paymentMethods', () => {
  it('answers the methods with their country lists, in sort order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/paymentMethods' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(TEST_PAYMENT_METHODS);
  });
});

describe('POST /api/checkEmailForRegistration', () => {
  it('answers 904 for an account, 903 for a pending registration, 200 otherwise', async () => {
    await register(registrationBody('pending@example.com', await solvedCaptcha(t.app)));
    for (const [email, status] of [
      ['active@example.com', 904],
      [' Active@Example.COM ', 904],
      ['pending@example.com', 903],
      ['free@example.com', 200],
    ] as const) {
      const res = await checkEmail(email);
      expect(res.statusCode, email).toBe(200);
      expect(res.json(), email).toEqual({ status });
    }
  });

  it('refuses bad input with 400', async () => {
    for (const payload of [{ email: 'no-at-sign' }, { email: 5 }, {}, { email: 'a@b.de', x: 1 }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/checkEmailForRegistration',
        payload,
        remoteAddress: nextIp(),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('limits checks per address with 429 and Retry-After', async () => {
    const ip = '10.3.3.3';
    for (let i = 0; i < 30; i++)
      expect((await checkEmail('x@example.com', ip)).statusCode).toBe(200);
    const res = await checkEmail('x@example.com', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/registration', () => {
  it('stores a valid application without the captcha and mails a confirmation', async () => {
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/uploadFile',
      remoteAddress: nextIp(),
      ...tradeLicenceForm(PDF),
    });
    const { reference } = upload.json<{ reference: string }>();
    const body = registrationBody('New.Retailer@Example.com', await solvedCaptcha(t.app), {
      fileUploaded: reference,
      shipping: {
        isBillingAddress: false,
        street: 'Lagerweg 5',
        zip: '12345',
        city: 'Potsdam',
        country: 'DE',
      },
      payment: 2,
      message: 'Wir freuen uns!',
    });
    const res = await register(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });

    const [row] = await registrations('new.retailer@example.com');
    expect(row).toMatchObject({
      status: 'pending',
      shop: 'de',
      language: 'de',
      uploadReference: reference,
      accountId: null,
      decidedAt: null,
    });
    const data = JSON.parse(row!.data) as Record<string, unknown>;
    expect(data).not.toHaveProperty('captchaHash');
    expect(data).toMatchObject({
      companyName: 'Spielwaren Sonnenschein GmbH',
      contact: { email: 'new.retailer@example.com' },
      payment: 2,
      message: 'Wir freuen uns!',
    });

    const mail = await capture.waitFor('new.retailer@example.com');
    expect(mail.subject).toBe('Ihre Registrierung ist bei uns eingegangen');
    expect(mail.text).toContain('Sehr geehrte Frau Berger');
    expect(mail.html).toContain('Spielwaren Sonnenschein GmbH');
  });

  it('mails in English for languages without German text', async () => {
    const res = await register(
      registrationBody('french@example.com', await solvedCaptcha(t.app), {
        language: 'fr',
        shop: 'fr',
        billing: { street: '1 rue de la Paix', zip: '75002', city: 'Paris', country: 'FR' },
      }),
    );
    expect(res.statusCode).toBe(200);
    const mail = await capture.waitFor('french@example.com');
    expect(mail.subject).toBe('We have received your registration');
  });

  it('refuses an address that is taken with 409 and keeps the captcha unused', async () => {
    const captcha = await solvedCaptcha(t.app);
    for (const email of ['active@example.com', 'new.retailer@example.com']) {
      const res = await register(registrationBody(email, captcha));
      expect(res.statusCode, email).toBe(409);
      expect(res.json().error.code).toBe('EMAIL_TAKEN');
    }
    // nothing was written, so the same solved captcha still works once
    expect((await register(registrationBody('second@example.com', captcha))).statusCode).toBe(200);
    expect((await register(registrationBody('third@example.com', captcha))).json().error.code).toBe(
      'CAPTCHA_INVALID',
    );
  });

  it('lets one of two racing applications with one address through', async () => {
    const [a, b] = await Promise.all([
      solvedCaptcha(t.app).then((c) => register(registrationBody('race@example.com', c))),
      solvedCaptcha(t.app).then((c) => register(registrationBody('race@example.com', c))),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await registrations('race@example.com')).toHaveLength(1);
  });

  it('refuses a missing, wrong, expired or reused captcha', async () => {
    const reused = await solvedCaptcha(t.app);
    expect((await register(registrationBody('reuse1@example.com', reused))).statusCode).toBe(200);

    const missing = registrationBody('c1@example.com', 'x') as Partial<Registration>;
    delete missing.captchaHash;
    const res = await register(missing);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');

    for (const captcha of ['d3Jvbmc=', reused]) {
      const wrong = await register(registrationBody('c2@example.com', captcha));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.code).toBe('CAPTCHA_INVALID');
    }
    expect(await registrations('c2@example.com')).toHaveLength(0);
  });

  it('refuses a payment method that the billing country does not offer', async () => {
    const res = await register(
      registrationBody('sepa-fr@example.com', await solvedCaptcha(t.app), {
        payment: 2, // SEPA: DE and AT only
        billing: { street: '1 rue de la Paix', zip: '75002', city: 'Paris', country: 'FR' },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('PAYMENT_METHOD_NOT_AVAILABLE');
    const unknown = await register(
      registrationBody('pay-99@example.com', await solvedCaptcha(t.app), { payment: 99 }),
    );
    expect(unknown.json().error.code).toBe('PAYMENT_METHOD_NOT_AVAILABLE');
  });

  it('refuses an unknown trade-licence reference, or one used by another application', async () => {
    const res = await register(
      registrationBody('file@example.com', await solvedCaptcha(t.app), {
        fileUploaded: 'no-such-upload',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('UPLOAD_NOT_FOUND');

    const [used] = await registrations('new.retailer@example.com');
    const again = await register(
      registrationBody('file2@example.com', await solvedCaptcha(t.app), {
        fileUploaded: used!.uploadReference!,
      }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('UPLOAD_NOT_FOUND');
  });

  it.each<[string, (body: Registration) => unknown]>([
    [
      'e-mail and repeat differ',
      (b) => ({ ...b, contact: { ...b.contact, emailRepeat: 'x@y.de' } }),
    ],
    ['no website for shop type 3', (b) => ({ ...b, shopType: 3 })],
    ['shop type 6', (b) => ({ ...b, shopType: 6 })],
    ['shop type as a string', (b) => ({ ...b, shopType: '2' })],
    ['terms not accepted', (b) => ({ ...b, terms: false })],
    ['privacy missing', ({ privacy: _, ...b }) => b],
    ['an unknown field', (b) => ({ ...b, isAdmin: true })],
    ['an unknown language', (b) => ({ ...b, language: 'xx' })],
    ['a lower-case country', (b) => ({ ...b, billing: { ...b.billing, country: 'de' } })],
    [
      'shipping data with the billing flag',
      (b) => ({ ...b, shipping: { isBillingAddress: true, street: 'x' } }),
    ],
    ['a missing newsletter flag', (b) => ({ ...b, newsletter: { toys: true } })],
    ['a huge company name', (b) => ({ ...b, companyName: 'x'.repeat(10_000) })],
    ['a payment given as text with SQL', (b) => ({ ...b, payment: '4; drop table accounts' })],
  ])('answers 400 for %s and stores nothing', async (_, change) => {
    const body = change(registrationBody('invalid@example.com', 'captcha'));
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(await registrations('invalid@example.com')).toHaveLength(0);
  });

  it('stores SQL and HTML metacharacters as plain text', async () => {
    const companyName = `O'Brien <b>&</b> Söhne"; drop table accounts; --`;
    const res = await register(
      registrationBody('meta@example.com', await solvedCaptcha(t.app), { companyName }),
    );
    expect(res.statusCode).toBe(200);
    const [row] = await registrations('meta@example.com');
    expect(JSON.parse(row!.data).companyName).toBe(companyName);
    const mail = await capture.waitFor('meta@example.com');
    expect(mail.html).toContain('O&#39;Brien &lt;b&gt;&amp;&lt;/b&gt; Söhne&quot;');
    expect(mail.text).toContain(companyName);
  });

  it('accepts shop type 3 with a website', async () => {
    const res = await register(
      registrationBody('online@example.com', await solvedCaptcha(t.app), {
        shopType: 3,
        contact: {
          email: 'online@example.com',
          emailRepeat: 'online@example.com',
          phone: '+49 1',
          website: 'https://shop.example.com',
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('limits applications per address with 429 and Retry-After', async () => {
    const ip = '10.4.4.4';
    for (let i = 0; i < 10; i++) {
      expect((await register({}, ip)).statusCode).toBe(400);
    }
    // invalid bodies are refused before they count; a valid one counts
    const captcha = await solvedCaptcha(t.app);
    for (let i = 0; i < 10; i++) {
      await register(registrationBody(`limit${i}@example.com`, captcha), ip);
    }
    const res = await register(registrationBody('limit-last@example.com', captcha), ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
