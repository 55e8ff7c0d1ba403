import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { redactUrl } from './logging.ts';

/** The app's real log output, captured line by line. */
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, undefined, {
    logStream: { write: (line) => lines.push(line) },
  });
});
afterAll(async () => {
  await t.close();
});

const RECOVERY_TOKEN = 'recoveryTokenAbc123XYZ';
const PORTAL_JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlU2VjcmV0';
const PREPARED_LINK = 'preparedLinkQ9w8e7r6';

async function loggedUrlsOf(url: string): Promise<string[]> {
  lines.length = 0;
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBeLessThan(500);
  const records = lines.map((line) => JSON.parse(line) as { req?: { url: string } });
  expect(records.length).toBeGreaterThan(0);
  return records.flatMap((record) => (record.req ? [record.req.url] : []));
}

describe('the request log', () => {
  it.each([
    [
      `/de/de/password-recovery/${RECOVERY_TOKEN}`,
      '/de/de/password-recovery/[REDACTED]',
      RECOVERY_TOKEN,
    ],
    [`/de/de/loginPortal/${PORTAL_JWT}`, '/de/de/loginPortal/[REDACTED]', PORTAL_JWT],
    [
      `/de/de/account/import/preparedBasket/${PREPARED_LINK}?from=mail`,
      '/de/de/account/import/preparedBasket/[REDACTED]?from=mail',
      PREPARED_LINK,
    ],
    [
      `/de/en/newsletter-email-validation/${PORTAL_JWT}`,
      '/de/en/newsletter-email-validation/[REDACTED]',
      PORTAL_JWT,
    ],
    [
      `/uk/en/newsletter-unsubscribe/${PORTAL_JWT}`,
      '/uk/en/newsletter-unsubscribe/[REDACTED]',
      PORTAL_JWT,
    ],
    [
      `/newsletter/one-click-unsubscribe?newsletterdata=${PORTAL_JWT}`,
      '/newsletter/one-click-unsubscribe?newsletterdata=[REDACTED]',
      PORTAL_JWT,
    ],
  ])('keeps the secret of %s out of every line', async (url, logged, secret) => {
    const urls = await loggedUrlsOf(url);
    expect(urls).toEqual([logged]);
    expect(lines.join('')).not.toContain(secret);
  });

  it('blanks query parameters named like a secret, whatever their case', async () => {
    const urls = await loggedUrlsOf(
      '/api/health?token=t1secret&Code=c2secret&API_KEY=k3secret&resetLink=l4secret&JWT=j5secret&page=2',
    );
    expect(urls).toEqual([
      '/api/health?token=[REDACTED]&Code=[REDACTED]&API_KEY=[REDACTED]&resetLink=[REDACTED]&JWT=[REDACTED]&page=2',
    ]);
    expect(lines.join('')).not.toMatch(/[a-z]\dsecret/);
  });

  it('leaves ordinary addresses as they are', () => {
    expect(redactUrl('/de/de/account/orders?page=2&sort=date')).toBe(
      '/de/de/account/orders?page=2&sort=date',
    );
    expect(redactUrl('/de/de/password-recovery')).toBe('/de/de/password-recovery');
  });
});
