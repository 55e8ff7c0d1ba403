import { createHmac } from 'node:crypto';

/**
 * The webhook's signature header (docs/operator-guide/orders-out.md; the retailer webhooks of docs/decisions/140-retailer-webhooks.md sign alike): `t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "<t>.<body>">` with the shared secret. The time inside the signed text lets the
 * receiver refuse an old delivery replayed by someone who recorded it.
 */
export function webhookSignature(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`, 'utf8').digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/**
 * The delay after a failed attempt (1-based), from a base of 10 s: 10 s, 30 s, 2 min, 10 min,
 * 30 min, then hourly; undefined once the next attempt would come more than a day after the
 * first. The base is configurable so that tests wait milliseconds.
 */
const FIRST_DELAYS = [1, 3, 12, 60, 180];
const HOURLY = 360;
const DAY = 8640;

export function retryDelayMs(attempt: number, baseMs: number): number | undefined {
  let elapsed = 0;
  for (let n = 1; n <= attempt; n++) {
    const step = FIRST_DELAYS[n - 1] ?? HOURLY;
    elapsed += step;
    if (elapsed > DAY) return undefined;
    if (n === attempt) return step * baseMs;
  }
  return undefined;
}

/** How many attempts the schedule allows: the first and every retry within a day. */
export const MAX_DELIVERY_ATTEMPTS = (() => {
  let attempts = 1;
  while (retryDelayMs(attempts, 1) !== undefined) attempts++;
  return attempts;
})();
