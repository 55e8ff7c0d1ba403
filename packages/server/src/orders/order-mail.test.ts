import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderAnswerSchema } from '@shop/domain/api/orders.ts';
import { ArticlePicker } from '#server/testing/articles.ts';
import { caller } from '#server/testing/calls.ts';
import { DEMO, login } from '#server/testing/demo-logins.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { startSmtpCapture, type SmtpCapture } from '#server/testing/smtp-capture.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let capture: SmtpCapture;
const logLines: string[] = [];

beforeAll(async () => {
  // a real mail server that refuses the demo customer's mailbox
  capture = await startSmtpCapture({ refuses: (address) => address === DEMO.de });
  t = await createTestApp({ SMTP_URL: capture.url, LOG_LEVEL: 'info' }, undefined, {
    logStream: { write: (line) => logLines.push(line) },
  });
  await seedDatabase(t.database.handle, { articles: 20, referenceDate: '2026-11-25' });
});
afterAll(async () => {
  await t.close();
  await capture.close();
});

describe('an order whose confirmation mail the mail server refuses', () => {
  it('stands, and the refused mail is logged with the order number', async () => {
    const de = caller(t, await login(t, DEMO.de));
    const article = await new ArticlePicker(t).take({ stockQuantity: 10 }, { EUR: 1000 });
    await de('PUT', '/basket/add', { articleNumber: article.articleNumber, quantity: 1 });

    const res = await de('POST', '/basket/order', {});
    expect(res.statusCode).toBe(201);
    const { orderNumber } = orderAnswerSchema.parse(res.json());
    const stored = await t.database.handle.db
      .selectFrom('orders')
      .select('orderNumber')
      .where('orderNumber', '=', orderNumber)
      .executeTakeFirst();
    expect(stored).toEqual({ orderNumber });

    const failure = await vi.waitFor(
      () => {
        const line = logLines.find((l) => l.includes('order confirmation mail failed'));
        if (!line) throw new Error('no log line yet');
        return JSON.parse(line) as { level: number; orderNumber: string; err: { message: string } };
      },
      { timeout: 5000, interval: 50 },
    );
    expect(failure).toMatchObject({ level: 50, orderNumber });
    expect(failure.err.message).toMatch(/550|recipients were rejected/);
    expect(capture.messages).toHaveLength(0);
  });
});
