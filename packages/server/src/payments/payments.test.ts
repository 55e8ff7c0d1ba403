import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentInvoicesResponse } from '@shop/domain/api/payments.ts';
import { caller, codeOf, type Caller } from '#server/testing/calls.ts';
import { DEMO, accountIdOf, login } from '#server/testing/demo-logins.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { CARD, checkoutWith, nonceFor, openInvoice } from './payments.fixtures.ts';

/**
 * The reads around a card payment and who may make them
 * (docs/product/invoices.md#inv-card-payable).
 */

let t: TestApp;
let demo: Caller;
let demoId: number;

beforeAll(async () => {
  ({
    t,
    callers: [demo],
  } = await seededApp({ articles: 20, referenceDate: '2026-11-25', logins: [DEMO.de] }));
  demoId = await accountIdOf(t, DEMO.de);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/payment/client_token', () => {
  it('answers the test gateway and a fresh token each time', async () => {
    const first = await demo('GET', '/api/payment/client_token');
    const second = await demo('GET', '/api/payment/client_token');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      gateway: 'test',
      clientToken: expect.stringMatching(/^test_client_/),
    });
    expect(second.json<{ clientToken: string }>().clientToken).not.toBe(
      first.json<{ clientToken: string }>().clientToken,
    );
  });

  it('answers 401 to a visitor and 403 to a business-console account on every payment call', async () => {
    const invoice = await openInvoice(t, demoId);
    const visitor = caller(t, null);
    const console = caller(t, await login(t, DEMO.console));
    const calls = [
      ['GET', '/api/payment/client_token'],
      ['GET', `/api/payment/invoices?invoices=${invoice.invoiceNumber}`],
      ['GET', `/api/transactions?invoice_id=${invoice.invoiceNumber}`],
    ] as const;
    for (const [method, url] of calls) {
      expect((await visitor(method, url)).statusCode, url).toBe(401);
      const refused = await console(method, url);
      expect(refused.statusCode, url).toBe(403);
      expect(codeOf(refused)).toBe('BUSINESS_CONSOLE_REFUSED');
    }
    const body = {
      paymentMethodNonce: 'tokencc_x',
      invoiceNumber: invoice.invoiceNumber,
      invoiceTotal: invoice.total,
      acceptPrivacy: true,
    };
    expect((await visitor('POST', '/api/account/checkouts', body)).statusCode).toBe(401);
    expect((await console('POST', '/api/account/checkouts', body)).statusCode).toBe(403);
  });
});

describe('GET /api/payment/invoices', () => {
  it('answers the invoices in the order asked, their states and the open card-payable sum', async () => {
    const open = await openInvoice(t, demoId, { total: 1_500 });
    const paid = await openInvoice(t, demoId, { total: 700, paidAt: '2026-11-21T09:30:00.000Z' });
    const onAccount = await openInvoice(t, demoId, { total: 900, paymentMethodId: 5 });
    const res = await demo(
      'GET',
      `/api/payment/invoices?invoices=${onAccount.invoiceNumber},${open.invoiceNumber},${paid.invoiceNumber}`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<PaymentInvoicesResponse>();
    expect(body.currency).toBe('EUR');
    expect(body.openTotal).toBe(1_500);
    expect(
      body.invoices.map((i) => [i.invoiceNumber, i.state, i.paidDate, i.payableByCard]),
    ).toEqual([
      [onAccount.invoiceNumber, expect.any(String), null, false],
      [open.invoiceNumber, expect.any(String), null, true],
      [paid.invoiceNumber, 'paid', '2026-11-21', true],
    ]);
  });

  it('refuses an empty or too long list with 400', async () => {
    expect((await demo('GET', '/api/payment/invoices?invoices=,')).statusCode).toBe(400);
    const many = Array.from({ length: 21 }, (_, i) => `R${i}`).join(',');
    expect((await demo('GET', `/api/payment/invoices?invoices=${many}`)).statusCode).toBe(400);
  });
});

describe('GET /api/transactions', () => {
  it('answers an empty list for an open invoice and the settled payment after paying', async () => {
    const invoice = await openInvoice(t, demoId);
    const before = await demo('GET', `/api/transactions?invoice_id=${invoice.invoiceNumber}`);
    expect(before.json()).toEqual({ transactions: [] });
    await checkoutWith(demo, {
      paymentMethodNonce: await nonceFor(demo, CARD.visa),
      invoiceNumber: invoice.invoiceNumber,
      invoiceTotal: invoice.total,
    });
    const after = await demo('GET', `/api/transactions?invoice_id=${invoice.invoiceNumber}`);
    expect(after.json<{ transactions: { status: string }[] }>().transactions).toEqual([
      expect.objectContaining({ status: 'settled', amount: invoice.total }),
    ]);
  });

  it("answers another customer's paid invoice and its payments with 404 and nothing of them", async () => {
    const uk = caller(t, await login(t, DEMO.uk));
    const invoice = await openInvoice(t, await accountIdOf(t, DEMO.uk));
    const paid = await checkoutWith(uk, {
      paymentMethodNonce: await nonceFor(uk, CARD.visa),
      invoiceNumber: invoice.invoiceNumber,
      invoiceTotal: invoice.total,
    });
    expect(paid.statusCode).toBe(201);
    const own = await uk('GET', `/api/transactions?invoice_id=${invoice.invoiceNumber}`);
    expect(own.json<{ transactions: unknown[] }>().transactions).toHaveLength(1);
    for (const url of [
      `/api/invoices/${invoice.invoiceNumber}`,
      `/api/transactions?invoice_id=${invoice.invoiceNumber}`,
    ]) {
      const res = await demo('GET', url);
      expect(res.statusCode, url).toBe(404);
      // the error shape only: no number, amount, date or provider id of the other's payment
      expect(Object.keys(res.json<object>()), url).toEqual(['error']);
      expect(Object.keys(res.json<{ error: object }>().error).sort(), url).toEqual([
        'code',
        'message',
      ]);
      expect(res.body, url).not.toContain(String(invoice.total));
    }
  });
});
