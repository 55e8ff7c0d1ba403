import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs, webhookSignature } from './signature.ts';

describe('the webhook signature', () => {
  it('is the hex HMAC-SHA256 of "<t>.<body>" with the time in front', () => {
    const body = '{"orderNumber":"W26000001"}';
    const expected = createHmac('sha256', 'secret').update(`1764600000.${body}`).digest('hex');
    expect(webhookSignature('secret', body, 1764600000)).toBe(`t=1764600000,v1=${expected}`);
    expect(webhookSignature('secret', body, 1764600001)).not.toContain(expected);
    expect(webhookSignature('other', body, 1764600000)).not.toContain(expected);
  });
});

describe('the retry schedule', () => {
  it('waits 10 s, 30 s, 2 min, 10 min, 30 min, then hourly, for a day from the first attempt', () => {
    const base = 10_000;
    const minutes = (attempt: number) => retryDelayMs(attempt, base)! / 60_000;
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, base))).toEqual([
      10_000, 30_000, 120_000, 600_000, 1_800_000,
    ]);
    expect(minutes(6)).toBe(60);
    const waits = Array.from({ length: MAX_DELIVERY_ATTEMPTS - 1 }, (_, i) =>
      retryDelayMs(i + 1, base)!,
    );
    const total = waits.reduce((sum, wait) => sum + wait, 0);
    expect(total).toBeLessThanOrEqual(24 * 3_600_000);
    expect(total + 3_600_000).toBeGreaterThan(24 * 3_600_000);
    expect(retryDelayMs(MAX_DELIVERY_ATTEMPTS, base)).toBeUndefined();
    expect(MAX_DELIVERY_ATTEMPTS).toBe(29);
  });

  it('scales with its base, so that tests wait milliseconds', () => {
    expect(retryDelayMs(1, 10)).toBe(10);
    expect(retryDelayMs(3, 10)).toBe(120);
  });
});
