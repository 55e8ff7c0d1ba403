import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createWebhookResponseSchema,
  webhookDeliveriesResponseSchema,
} from '@shop/domain/api/webhooks.ts';
import { eventually, placeOrder } from '#server/erp/erp.fixtures.ts';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from '#server/signed-webhooks/signature.ts';
import { ArticlePicker } from '#server/testing/articles.ts';
import type { Caller } from '#server/testing/calls.ts';
import { DEMO } from '#server/testing/demo-logins.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { appWithReceiver, signatureValid, type Receiver } from './webhooks.fixtures.ts';

let t: TestApp;
let de: Caller;
let receiver: Receiver;
let close: () => Promise<void>;

beforeAll(async () => {
  ({
    t,
    receiver,
    callers: [de],
    close,
  } = await appWithReceiver({
    articles: 10,
    // a back-off base of 1 ms: the day of retries (86 400 s at a 10 s base) takes 8.6 s
    env: { WEBHOOK_RETRY_BASE_MS: '1', WEBHOOK_SWEEP_MS: '100' },
    logins: [DEMO.de],
  }));
});
afterAll(() => close());

describe('the back-off of a webhook delivery', () => {
  it('tries a receiver that stays down for a day of back-off, then marks the delivery failed', async () => {
    receiver.mode = 500;
    const res = await de('POST', '/account/webhooks', {
      url: `${receiver.origin}/down`,
      events: ['order.confirmed'],
    });
    const { secret } = createWebhookResponseSchema.parse(res.json());
    await placeOrder(t, de, new ArticlePicker(t));
    const failed = await eventually(async () => {
      const page = webhookDeliveriesResponseSchema.parse(
        (await de('GET', '/account/webhooks/deliveries')).json(),
      );
      const [delivery] = page.deliveries;
      return delivery?.state === 'failed' ? delivery : undefined;
    }, 60_000);
    expect(failed).toMatchObject({ attempts: MAX_DELIVERY_ATTEMPTS, lastStatusCode: 500 });
    expect(receiver.received).toHaveLength(MAX_DELIVERY_ATTEMPTS);
    expect(receiver.received.map((r) => r.attempt)).toEqual(receiver.received.map((_, i) => i + 1));
    expect(receiver.received.every((r) => signatureValid(secret, r.signature, r.body))).toBe(true);
    // the schedule: each wait longer than the one before, until the day is used up
    const waits = receiver.received.slice(0, -1).map((_, i) => retryDelayMs(i + 1, 10_000)!);
    expect(waits.slice(0, 5)).toEqual([10_000, 30_000, 120_000, 600_000, 1_800_000]);
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBeLessThanOrEqual(86_400_000);
    expect(retryDelayMs(MAX_DELIVERY_ATTEMPTS, 10_000)).toBeUndefined();
  }, 90_000);
});
