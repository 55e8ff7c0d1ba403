import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '#server/testing/smtp-capture.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';

const BUG_REPORT_LIMIT = RATE_LIMITS.bugReportPerAccount.max;

const OPERATOR = 'catalog-team@example.com';
let t: TestApp;
let capture: SmtpCapture;
let token: string;
let articleNumber: string;

beforeAll(async () => {
  capture = await startSmtpCapture();
  ({ t } = await seededApp({
    articles: 20,
    referenceDate: '2026-11-25',
    env: { SMTP_URL: capture.url, OPERATOR_EMAIL: OPERATOR },
  }));
  const login = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { name: 'demo-uk@example.com', password: 'demo-shop' },
  });
  token = login.json<{ accessToken: string }>().accessToken;
  const row = await t.database.handle.db
    .selectFrom('articles')
    .select('articleNumber')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  articleNumber = row.articleNumber;
});
afterAll(async () => {
  await t.close();
  await capture.close();
});

const report = (payload: Record<string, unknown>, auth = true) =>
  t.app.inject({
    method: 'POST',
    url: '/intern/bugReport',
    payload,
    ...(auth ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

const valid = () => ({
  articleNumber: articleNumber.toLowerCase(),
  language: 'en',
  topic: 'description',
  message: 'The description names the wrong scale: the box says 1/7.',
});

describe('bug report of an article', () => {
  it('mails the report with the customer and the article to the operator address', async () => {
    const res = await report(valid());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const mail = await capture.waitFor(OPERATOR);
    expect(mail.subject).toContain(articleNumber);
    expect(mail.text).toContain('UK/200001');
    expect(mail.text).toContain('demo-uk@example.com');
    expect(mail.text).toContain('the box says 1/7');
    expect(mail.text).toContain(`/uk/en/product/${articleNumber}`);
  });

  it('is only for logged-in customers', async () => {
    expect((await report(valid(), false)).statusCode).toBe(401);
  });

  it('refuses an invalid form with 400 and sends nothing', async () => {
    const before = capture.messages.length;
    for (const bad of [
      { ...valid(), message: 'short' },
      { ...valid(), message: 'x'.repeat(2001) },
      { ...valid(), topic: 'colour' },
      { ...valid(), language: 'xx' },
      { ...valid(), articleNumber: '' },
      { ...valid(), extra: true },
    ]) {
      const res = await report(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json<{ error: { code: string } }>().error.code).toBeTruthy();
    }
    expect(capture.messages.length).toBe(before);
  });

  it('answers 404 for an unknown article', async () => {
    expect((await report({ ...valid(), articleNumber: 'NOPE-4711' })).statusCode).toBe(404);
  });

  it('limits a customer to a number of reports per hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < BUG_REPORT_LIMIT; i += 1) statuses.push((await report(valid())).statusCode);
    const over = statuses.indexOf(429);
    expect(over).toBeGreaterThan(0);
    const res = await report(valid());
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeTruthy();
  });
});
