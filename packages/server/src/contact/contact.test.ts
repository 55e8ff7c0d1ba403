import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login } from '#server/testing/demo-logins.ts';
import { solvedCaptcha } from '#server/captcha/captcha-solver.ts';
import { startSmtpCapture, type SmtpCapture } from '#server/testing/smtp-capture.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';

/**
 * POST /api/contact (docs/product/content.md#content-contact; decision 048), mail over real SMTP.
 */

let t: TestApp;
let capture: SmtpCapture;
let ipCounter = 0;

beforeAll(async () => {
  capture = await startSmtpCapture();
  ({ t } = await seededApp({
    articles: 20,
    referenceDate: '2026-11-25',
    env: { SMTP_URL: capture.url },
  }));
});
afterAll(async () => {
  await t.close();
  await capture.close();
});

function nextIp(): string {
  ipCounter += 1;
  return `10.9.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

function send(body: Record<string, unknown>, headers: Record<string, string> = {}, ip = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: body,
    headers,
    remoteAddress: ip,
  });
}

async function form(overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  return {
    page: 'contact',
    menuItem: 'order',
    question: 'Where is my order 4711?\nIt was due last week.',
    email: 'Retailer@Example.net',
    name: 'Mia Händler',
    termsAndConditions: true,
    captchaHash: await solvedCaptcha(t.app),
    language: 'en',
    shop: 'de',
    ...overrides,
  };
}

/** The next mail to `to` with this subject; earlier tests' mails to the same address are skipped. */
async function mailTo(to: string, subject: string) {
  for (;;) {
    const mail = await capture.waitFor(to);
    if (mail.subject === subject) return mail;
  }
}

const stored = () =>
  t.database.handle.db.selectFrom('contactRequests').selectAll().orderBy('id').execute();

describe('POST /api/contact', () => {
  it('stores the request, mails the service address in the shop language and the sender an acknowledgement', async () => {
    const res = await send(await form());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ captchaValid: true, responseCode: 200 });
    const rows = await stored();
    expect(rows.at(-1)).toMatchObject({
      kind: 'contact',
      question: 'order',
      email: 'retailer@example.net',
      message: 'Where is my order 4711?\nIt was due last week.',
      language: 'en',
      shop: 'de',
      accountId: null,
    });

    const service = await capture.waitFor('service@example.com');
    expect(service.subject).toBe('Kontaktanfrage: Bestellung');
    expect(service.text).toContain('Where is my order 4711?');
    expect(service.text).toContain('Mia Händler <retailer@example.net>');
    expect(service.replyTo?.value[0]?.address).toBe('retailer@example.net');
    const reference = `C-${rows.at(-1)!.id}`;
    expect(service.text).toContain(`Referenz: ${reference}`);

    const acknowledgement = await capture.waitFor('retailer@example.net');
    expect(acknowledgement.subject).toBe(`We have received your message (${reference})`);
    expect(acknowledgement.text).toContain(`Your reference number: ${reference}`);
  });

  it('mails the typed-in address nothing the visitor wrote: no message, link or name', async () => {
    const question = 'Cheap watches at https://spam.example/buy and www.spam.example, call now';
    const name = 'Visit https://spam.example/win';
    const res = await send(
      await form({ question, name, email: 'victim@example.org', language: 'fr' }),
    );
    expect(res.statusCode).toBe(200);
    const reference = `C-${(await stored()).at(-1)!.id}`;
    const acknowledgement = await capture.waitFor('victim@example.org');
    expect(acknowledgement.subject).toBe(`Nous avons bien reçu votre message (${reference})`);
    expect(acknowledgement.text).toContain(`Votre numéro de référence : ${reference}`);
    for (const body of [acknowledgement.text ?? '', String(acknowledgement.html)]) {
      expect(body).not.toContain('spam.example');
      expect(body).not.toContain('Cheap watches');
      expect(body).not.toMatch(/https?:|www\./);
    }
    expect(acknowledgement.replyTo).toBeUndefined();
    const service = await mailTo('service@example.com', 'Kontaktanfrage: Bestellung');
    expect(service.text).toContain(question);
    expect(service.text).toContain(reference);
  });

  it("puts the sender's text into the mails as text, never as markup", async () => {
    const question = 'Hi <img src=x onerror="alert(1)"> & <b>bold</b>';
    expect((await send(await form({ question, email: 'markup@example.net' }))).statusCode).toBe(
      200,
    );
    const service = await mailTo('service@example.com', 'Kontaktanfrage: Bestellung');
    expect(service.html).toContain(
      'Hi &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;b&gt;bold&lt;/b&gt;',
    );
    expect(service.html).not.toContain('<img');
    expect(service.text).toContain(question);
  });

  it('sends to the uk service address in English', async () => {
    expect(
      (await send(await form({ shop: 'uk', language: 'de', menuItem: 'website' }))).statusCode,
    ).toBe(200);
    const service = await capture.waitFor('service-uk@example.com');
    expect(service.subject).toBe('Contact request: Website');
    const acknowledgement = await capture.waitFor('retailer@example.net');
    expect(acknowledgement.subject).toMatch(/^Wir haben Ihre Nachricht erhalten \(C-\d+\)$/);
  });

  it('answers 450 for an invalid e-mail, storing nothing and keeping the captcha usable', async () => {
    const before = (await stored()).length;
    const captchaHash = await solvedCaptcha(t.app);
    for (const email of ['no-at-sign', 'a@b', 'two@@example.com', 'x@example.com x']) {
      const res = await send(await form({ email, captchaHash }));
      expect(res.statusCode, email).toBe(450);
      expect(res.json().error).toMatchObject({
        code: 'EMAIL_INVALID',
        details: { responseCode: 450 },
      });
    }
    expect(await stored()).toHaveLength(before);
    expect((await send(await form({ captchaHash }))).statusCode).toBe(200);
  });

  it('refuses a missing, wrong or used captcha with 400 and stores nothing', async () => {
    const before = (await stored()).length;
    const { captchaHash: _none, ...withoutCaptcha } = await form();
    const missing = await send(withoutCaptcha);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('CAPTCHA_INVALID');
    expect(
      (await send(await form({ captchaHash: 'bm90IGEgY2FwdGNoYQ==' }))).json().error.code,
    ).toBe('CAPTCHA_INVALID');
    const once = await form();
    expect((await send(once)).statusCode).toBe(200);
    const replay = await send(once);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('CAPTCHA_INVALID');
    expect(await stored()).toHaveLength(before + 1);
  });

  it('requires accepted terms and refuses wrong types, unknown fields and control characters', async () => {
    const bad: Record<string, unknown>[] = [
      { termsAndConditions: false },
      { termsAndConditions: 'true' },
      { menuItem: 'pizza' },
      { page: 'sales' },
      { shop: 'us' },
      { language: 'xx' },
      { question: '' },
      { question: 'x'.repeat(5001) },
      { question: 'bad\u0000byte' },
      { question: 'bell\u0007' },
      { name: 'Mia\nHändler' },
      { email: 5 },
      { extra: 1 },
    ];
    const before = (await stored()).length;
    for (const overrides of bad) {
      const res = await send(await form(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().error.code, JSON.stringify(overrides)).toBe('VALIDATION_ERROR');
    }
    expect(await stored()).toHaveLength(before);
  });

  it('refuses a question type of the other form', async () => {
    const res = await send(await form({ menuItem: 'pos' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('QUESTION_TYPE_INVALID');
  });

  it('takes store support from a logged-in retailer only, and records the account', async () => {
    const body = await form({ page: 'storesupport', menuItem: 'socialMedia' });
    expect((await send(body)).statusCode).toBe(401);
    const token = await login(t, DEMO.de);
    const res = await send(body, { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    const row = (await stored()).at(-1)!;
    expect(row.kind).toBe('storesupport');
    expect(row.accountId).not.toBeNull();
    const service = await mailTo('service@example.com', 'Store-Support-Anfrage: Social Media');
    expect(service.text).toContain('DE/');
  });

  it('limits messages per address with 429', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < 10; i++) {
      expect((await send(await form({ email: 'bad' }), {}, ip)).statusCode).toBe(450);
    }
    const res = await send(await form(), {}, ip);
    expect(res.statusCode).toBe(429);
  });
});
