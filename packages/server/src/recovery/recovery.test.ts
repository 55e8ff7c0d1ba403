import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { verifyPassword } from '#server/auth/password-hash.ts';
import { solveCaptchaChallenge, solvedCaptcha } from '#server/captcha/captcha-solver.ts';
import { createCaptchaChallenge } from '#server/captcha/captcha.service.ts';
import { insertTestAccount, serviceContext } from '#server/registration/registration.fixtures.ts';
import { startSmtpCapture, type SmtpCapture } from '#server/testing/smtp-capture.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let capture: SmtpCapture;
let ipCounter = 0;
let accountId: number;
beforeAll(async () => {
  capture = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: capture.url, PUBLIC_URL: 'https://shop.example.com' });
  const db = t.database.handle.db;
  accountId = await insertTestAccount(db, {
    email: 'retailer@example.com',
    customerNumber: 'DE/100001',
  });
  await insertTestAccount(db, {
    email: 'uk@example.com',
    customerNumber: 'UK/200001',
    shop: 'uk',
  });
  await insertTestAccount(db, {
    email: 'inactive@example.com',
    customerNumber: 'DE/100002',
    active: 0,
  });
});
beforeEach(async () => {
  // most tests ask for retailer@example.com; the per-address limit has a test of its own
  await t.rateLimiter.reset('recovery:email:retailer@example.com');
});
afterAll(async () => {
  await t.close();
  await capture.close();
});

function nextIp(): string {
  ipCounter += 1;
  return `10.5.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

function post(url: string, payload: object, ip = nextIp()) {
  return t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
}

async function requestRecovery(email: string, language = 'de', ip?: string) {
  return post(
    '/api/sendPasswordRecovery',
    { email, captchaHash: await solvedCaptcha(t.app), language },
    ip,
  );
}

const LINK = /https:\/\/shop\.example\.com\/(\w+)\/(\w+)\/password-recovery\/([A-Za-z0-9_-]{43})/;

function linkIn(mail: ParsedMail): { shop: string; language: string; urlID: string } {
  const match = LINK.exec(mail.text ?? '');
  if (!match) throw new Error(`no link in ${mail.text}`);
  expect(mail.html).toContain(match[0]);
  return { shop: match[1]!, language: match[2]!, urlID: match[3]! };
}

async function accountRow(id: number) {
  return t.database.handle.db
    .selectFrom('accounts')
    .select(['passwordHash', 'passwordInitialization'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('the password-recovery flow over real SMTP', () => {
  it('mails a link that sets a new password once and ends the sessions', async () => {
    const db = t.database.handle.db;
    await db
      .updateTable('accounts')
      .set({ passwordInitialization: 1 })
      .where('id', '=', accountId)
      .execute();
    await db
      .insertInto('refreshTokens')
      .values([
        { accountId, tokenHash: 'a', family: 'f1', expiresAt: '2099-01-01T00:00:00.000Z' },
        { accountId, tokenHash: 'b', family: 'f2', expiresAt: '2099-01-01T00:00:00.000Z' },
      ])
      .execute();

    const res = await requestRecovery('Retailer@Example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    const mail = await capture.waitFor('retailer@example.com');
    expect(mail.subject).toBe('Passwort zurücksetzen');
    const link = linkIn(mail);
    expect(link).toMatchObject({ shop: 'de', language: 'de' });

    // only a hash of the token is stored, valid for an hour
    const stored = await db
      .selectFrom('passwordRecoveries')
      .selectAll()
      .where('accountId', '=', accountId)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.hash).toBe(crypto.createHash('sha256').update(link.urlID).digest('hex'));
    expect(stored[0]!.hash).not.toContain(link.urlID);
    const validFor = Date.parse(stored[0]!.expiresAt) - Date.now();
    expect(validFor).toBeGreaterThan(59 * 60 * 1000);
    expect(validFor).toBeLessThanOrEqual(60 * 60 * 1000);

    expect((await post('/api/checkUrlId', { urlID: link.urlID })).json()).toEqual({
      success: true,
    });
    const set = await post('/api/recoverPassword', {
      urlID: link.urlID,
      newPassword: 'a-new-secret-42',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ success: true });

    const account = await accountRow(accountId);
    expect(account.passwordInitialization).toBe(0);
    expect(account.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(account.passwordHash!, 'a-new-secret-42')).toBe(true);
    const tokens = await db
      .selectFrom('refreshTokens')
      .select('revokedAt')
      .where('accountId', '=', accountId)
      .execute();
    expect(tokens.every((token) => token.revokedAt !== null)).toBe(true);

    // the link works once
    for (const [url, payload] of [
      ['/api/checkUrlId', { urlID: link.urlID }],
      ['/api/recoverPassword', { urlID: link.urlID, newPassword: 'another-secret-43' }],
    ] as const) {
      const again = await post(url, payload);
      expect(again.statusCode, url).toBe(404);
      expect(again.json().error.code).toBe('INVALID_LINK');
    }
    expect(
      await verifyPassword((await accountRow(accountId)).passwordHash!, 'a-new-secret-42'),
    ).toBe(true);
  });

  it('links to the account shop in the requested language, English text for others', async () => {
    expect((await requestRecovery('uk@example.com', 'fr')).statusCode).toBe(200);
    const mail = await capture.waitFor('uk@example.com');
    expect(mail.subject).toBe('Reset your password');
    expect(linkIn(mail)).toMatchObject({ shop: 'uk', language: 'fr' });
  });

  it('answers the same for an unknown or inactive address and mails nothing', async () => {
    const unknown = await requestRecovery('nobody@example.com');
    const inactive = await requestRecovery('inactive@example.com');
    for (const res of [unknown, inactive]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    }
    // a known address afterwards is delivered, the two before it never were
    await requestRecovery('retailer@example.com');
    await capture.waitFor('retailer@example.com');
    const recipients = capture.messages.flatMap((m) =>
      (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) =>
        a.value.map((v) => v.address),
      ),
    );
    expect(recipients).not.toContain('nobody@example.com');
    expect(recipients).not.toContain('inactive@example.com');
  });

  it('refuses an expired link', async () => {
    await requestRecovery('retailer@example.com');
    const { urlID } = linkIn(await capture.waitFor('retailer@example.com'));
    await t.database.handle.db
      .updateTable('passwordRecoveries')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('hash', '=', crypto.createHash('sha256').update(urlID).digest('hex'))
      .execute();
    for (const [url, payload] of [
      ['/api/checkUrlId', { urlID }],
      ['/api/recoverPassword', { urlID, newPassword: 'a-new-secret-44' }],
    ] as const) {
      const res = await post(url, payload);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('INVALID_LINK');
    }
  });

  it('closes older links once a password is set through a newer one', async () => {
    await requestRecovery('retailer@example.com');
    const first = linkIn(await capture.waitFor('retailer@example.com'));
    await requestRecovery('retailer@example.com');
    const second = linkIn(await capture.waitFor('retailer@example.com'));
    expect(second.urlID).not.toBe(first.urlID);
    expect(
      (await post('/api/recoverPassword', { urlID: second.urlID, newPassword: 'x'.repeat(12) }))
        .statusCode,
    ).toBe(200);
    expect((await post('/api/checkUrlId', { urlID: first.urlID })).statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it('refuses a missing, wrong, expired or reused captcha', async () => {
    const reused = await solvedCaptcha(t.app);
    const ok = await post('/api/sendPasswordRecovery', {
      email: 'nobody@example.com',
      captchaHash: reused,
      language: 'de',
    });
    expect(ok.statusCode).toBe(200);
    const expired = await solveCaptchaChallenge(
      await createCaptchaChallenge(
        t.database.handle.db,
        serviceContext(t),
        new Date(Date.now() - 11 * 60 * 1000),
      ),
    );
    for (const captchaHash of [reused, expired, 'bm9wZQ==']) {
      const res = await post('/api/sendPasswordRecovery', {
        email: 'retailer@example.com',
        captchaHash,
        language: 'de',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('CAPTCHA_INVALID');
    }
    const missing = await post('/api/sendPasswordRecovery', {
      email: 'retailer@example.com',
      language: 'de',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('VALIDATION_ERROR');
  });

  it.each([
    [{ email: 'not-an-email', captchaHash: 'x', language: 'de' }],
    [{ email: 'a@b.de', captchaHash: 'x', language: 'xx' }],
    [{ email: 'a@b.de', captchaHash: 'x', language: 'de', extra: 1 }],
    [{ email: ['a@b.de'], captchaHash: 'x', language: 'de' }],
  ])('refuses a bad recovery request with 400 (%j)', async (payload) => {
    const res = await post('/api/sendPasswordRecovery', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses a too short password with 400 and leaves the link usable', async () => {
    await requestRecovery('retailer@example.com');
    const { urlID } = linkIn(await capture.waitFor('retailer@example.com'));
    const res = await post('/api/recoverPassword', { urlID, newPassword: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect((await post('/api/checkUrlId', { urlID })).statusCode).toBe(200);
  });

  it('answers 404 INVALID_LINK for an unknown link and 400 for a malformed one', async () => {
    const unknown = await post('/api/checkUrlId', {
      urlID: crypto.randomBytes(32).toString('base64url'),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('INVALID_LINK');
    for (const payload of [
      { urlID: 'short' },
      { urlID: 12345678901 },
      {},
      { urlID: 'x'.repeat(500) },
    ]) {
      const res = await post('/api/checkUrlId', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const extra = await post('/api/recoverPassword', {
      urlID: 'x'.repeat(43),
      newPassword: 'long-enough-pw',
      passwordInitialization: false,
    });
    expect(extra.statusCode).toBe(400);
  });

  it('sets the password once when two requests race with one link', async () => {
    await requestRecovery('retailer@example.com');
    const { urlID } = linkIn(await capture.waitFor('retailer@example.com'));
    const results = await Promise.all(
      ['racing-password-1', 'racing-password-2'].map((newPassword) =>
        post('/api/recoverPassword', { urlID, newPassword }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
  });
});

describe('rate limits', () => {
  it('sends at most three mails per address and hour, answering 429 with Retry-After', async () => {
    const email = 'limited@example.com';
    for (let i = 0; i < 3; i++) expect((await requestRecovery(email)).statusCode).toBe(200);
    const res = await requestRecovery(email);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('limits recovery requests per client address', async () => {
    const ip = '10.6.6.6';
    for (let i = 0; i < 10; i++) {
      expect((await requestRecovery(`ip${i}@example.com`, 'de', ip)).statusCode).toBe(200);
    }
    const res = await requestRecovery('ip-last@example.com', 'de', ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
