import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

const TOKEN = 'a-metrics-token-of-the-test';
let t: TestApp;
let withoutToken: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
  withoutToken = await createTestApp();
});
afterAll(async () => {
  await Promise.all([t.close(), withoutToken.close()]);
});

describe('GET /metrics', () => {
  it('counts requests by route pattern, orders and payments, for the bearer of the token only', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    t.shopEvents.emit('orderPlaced', {
      orderNumber: 'W1',
      customerNumber: 'DE/100001',
      eventTrackingId: null,
      currency: 'EUR',
      totalMinor: 12_345,
    });
    t.shopEvents.emit('paymentCharged', {
      provider: 'test',
      currency: 'EUR',
      amountMinor: 500,
      invoices: 1,
    });
    await t.shopEvents.idle();

    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token-of-the-test' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('UNAUTHORIZED');

    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain(
      'shop_http_requests_total{method="GET",route="/api/health",status="200"} 2',
    );
    expect(res.body).toContain(
      'shop_http_request_duration_seconds_count{method="GET",route="/api/health"} 2',
    );
    expect(res.body).toContain('shop_orders_placed_total{currency="EUR"} 1');
    expect(res.body).toContain('shop_orders_placed_minor_total{currency="EUR"} 12345');
    expect(res.body).toContain('shop_payments_charged_total{provider="test",currency="EUR"} 1');
    expect(res.body).toContain('shop_process_resident_memory_bytes');
  });

  it('does not exist without METRICS_TOKEN: 404 in the error shape, whatever token is sent', async () => {
    const res = await withoutToken.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    expect(res.body).not.toContain('shop_http_requests_total');
  });
});
