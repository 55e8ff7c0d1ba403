import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '@shop/domain/api/payments.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import { caller, codeOf, type Caller } from '#server/testing/calls.ts';
import { DEMO, accountIdOf, login } from '#server/testing/demo-logins.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import {
  CARD,
  checkoutWith,
  nonceFor,
  openInvoice,
  storedState,
  testGateway,
} from './payments.fixtures.ts';

/**
 * POST /api/account/checkouts with the offline test gateway
 * (docs/product/invoices.md#inv-checkout-call; docs/decisions/044-card-payment.md): every answer
 * and what is stored after it.
 */

let t: TestApp;
let demo: Caller;
let demoId: number;
let ukId: number;

beforeAll(async () => {
  ({
    t,
    callers: [demo],
  } = await seededApp({ articles: 20, referenceDate: '2026-11-25', logins: [DEMO.de] }));
  demoId = await accountIdOf(t, DEMO.de);
  ukId = await accountIdOf(t, DEMO.uk);
});
afterAll(async () => {
  await t.close();
});
let chargesBefore = 0;
beforeEach(() => {
  chargesBefore = testGateway(t).charges.length;
});
const newCharges = () => testGateway(t).charges.slice(chargesBefore);

describe('paying one invoice', () => {
  it('charges the open amount once, records the transaction and the paid date together', async () => {
    const invoice = await openInvoice(t, demoId, { total: 23_456 });
    const nonce = await nonceFor(demo, CARD.visa);
    const res = await checkoutWith(demo, {
      paymentMethodNonce: nonce,
      invoiceNumber: invoice.invoiceNumber,
      invoiceTotal: 23_456,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<CheckoutResponse>();
    expect(body).toMatchObject({ success: true, alreadyDone: false });
    expect(body.transaction).toMatchObject({
      amount: 23_456,
      currency: 'EUR',
      alreadyDone: false,
      invoiceNumbers: [invoice.invoiceNumber],
    });
    expect(newCharges()).toEqual([
      expect.objectContaining({ nonce, amount: 23_456, currency: 'EUR' }),
    ]);
    const stored = await storedState(t, [invoice.id]);
    expect(stored.invoices[0]).toMatchObject({
      paidAt: body.transaction.createdAt,
      paymentClaim: null,
    });
    expect(stored.transactions).toEqual([
      expect.objectContaining({
        invoiceId: invoice.id,
        accountId: demoId,
        provider: 'test',
        providerOrderId: body.transaction.orderId,
        amount: 23_456,
        currency: 'EUR',
        status: 'settled',
      }),
    ]);

    const listed = await demo('GET', `/api/transactions?invoice_id=${invoice.invoiceNumber}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({
      transactions: [
        {
          orderId: body.transaction.orderId,
          createdAt: body.transaction.createdAt,
          amount: 23_456,
          currency: 'EUR',
          status: 'settled',
          provider: 'test',
        },
      ],
    });
  });

  it('answers an invoice paid before with alreadyDone and its date, charging nothing', async () => {
    const invoice = await openInvoice(t, demoId, { paidAt: '2026-11-21T09:30:00.000Z' });
    const res = await checkoutWith(demo, {
      paymentMethodNonce: await nonceFor(demo, CARD.visa),
      invoiceNumber: invoice.invoiceNumber,
      invoiceTotal: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CheckoutResponse>()).toMatchObject({
      success: true,
      alreadyDone: true,
      transaction: { alreadyDone: true, createdAt: '2026-11-21T09:30:00.000Z', orderId: null },
    });
    expect(newCharges()).toEqual([]);
    expect((await storedState(t, [invoice.id])).transactions).toEqual([]);
  });

  it('refuses a total that differs from the open amount, charging and writing nothing', async () => {
    const invoice = await openInvoice(t, demoId, { total: 10_000 });
    const nonce = await nonceFor(demo, CARD.visa);
    for (const invoiceTotal of [1, 9_999, 10_001]) {
      const res = await checkoutWith(demo, {
        paymentMethodNonce: nonce,
        invoiceNumber: invoice.invoiceNumber,
        invoiceTotal,
      });
      expect(res.statusCode).toBe(422);
      expect(codeOf(res)).toBe('INVOICE_TOTAL_MISMATCH');
    }
    expect(newCharges()).toEqual([]);
    const stored = await storedState(t, [invoice.id]);
    expect(stored.invoices[0]).toMatchObject({ paidAt: null, paymentClaim: null });
    expect(stored.transactions).toEqual([]);
    // the nonce was not used up by the refusals
    const paid = await checkoutWith(demo, {
      paymentMethodNonce: nonce,
      invoiceNumber: invoice.invoiceNumber,
      invoiceTotal: 10_000,
    });
    expect(paid.statusCode).toBe(201);
  });

  it('refuses without the privacy consent, charging nothing', async () => {
    const invoice = await openInvoice(t, demoId);
    const res = await checkoutWith(demo, {
      paymentMethodNonce: await nonceFor(demo, CARD.visa),
      invoiceNumber: invoice.invoiceNumber,
      invoiceTotal: invoice.total,
      acceptPrivacy: false,
    });
    expect(res.statusCode).toBe(422);
    expect(codeOf(res)).toBe('PRIVACY_NOT_ACCEPTED');
    expect(newCharges()).toEqual([]);
    expect((await storedState(t, [invoice.id])).invoices[0]!.paidAt).toBeNull();
  });

  it("answers another customer's invoice with 404 on every call, showing and charging nothing", async () => {
    const foreign = await openInvoice(t, ukId);
    const res = await checkoutWith(demo, {
      paymentMethodNonce: await nonceFor(demo, CARD.visa),
      invoiceNumber: foreign.invoiceNumber,
      invoiceTotal: foreign.total,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    for (const url of [
      `/api/transactions?invoice_id=${foreign.invoiceNumber}`,
      `/api/payment/invoices?invoices=${foreign.invoiceNumber}`,
      '/api/transactions?invoice_id=NO-SUCH-INVOICE',
    ]) {
      expect((await demo('GET', url)).statusCode, url).toBe(404);
    }
    expect(newCharges()).toEqual([]);
    expect((await storedState(t, [foreign.id])).invoices[0]!.paidAt).toBeNull();
  });

  it('refuses a cancelled invoice and one not paid by card', async () => {
    const canceled = await openInvoice(t, demoId, { canceled: 1 });
    const onAccount = await openInvoice(t, demoId, { paymentMethodId: 5 });
    for (const [invoice, code] of [
      [canceled, 'INVOICE_CANCELED'],
      [onAccount, 'NOT_PAYABLE_BY_CARD'],
    ] as const) {
      const res = await checkoutWith(demo, {
        paymentMethodNonce: await nonceFor(demo, CARD.visa),
        invoiceNumber: invoice.invoiceNumber,
        invoiceTotal: invoice.total,
      });
      expect(res.statusCode).toBe(422);
      expect(codeOf(res)).toBe(code);
    }
    expect(newCharges()).toEqual([]);
  });

  it('refuses a nonce used before', async () => {
    const first = await openInvoice(t, demoId);
    const second = await openInvoice(t, demoId);
    const nonce = await nonceFor(demo, CARD.visa);
    const paid = await checkoutWith(demo, {
      paymentMethodNonce: nonce,
      invoiceNumber: first.invoiceNumber,
      invoiceTotal: first.total,
    });
    expect(paid.statusCode).toBe(201);
    const reused = await checkoutWith(demo, {
      paymentMethodNonce: nonce,
      invoiceNumber: second.invoiceNumber,
      invoiceTotal: second.total,
    });
    expect(reused.statusCode).toBe(422);
    expect(codeOf(reused)).toBe('NONCE_ALREADY_USED');
    expect(newCharges()).toHaveLength(1);
    expect((await storedState(t, [second.id])).invoices[0]).toMatchObject({
      paidAt: null,
      paymentClaim: null,
    });
  });

  it('charges once when 20 checkouts of one invoice arrive together', async () => {
    const invoice = await openInvoice(t, demoId, { total: 5_000 });
    const nonces = await Promise.all(Array.from({ length: 20 }, () => nonceFor(demo, CARD.visa)));
    const answers = await Promise.all(
      nonces.map((nonce, index) =>
        checkoutWith(
          demo,
          { paymentMethodNonce: nonce, invoiceNumber: invoice.invoiceNumber, invoiceTotal: 5_000 },
          `race-${invoice.id}-${index}`,
        ),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      if (res.statusCode === 200) expect(res.json<CheckoutResponse>().alreadyDone).toBe(true);
      else expect([res.statusCode, codeOf(res)]).toEqual([409, 'PAYMENT_IN_PROGRESS']);
    }
    expect(newCharges()).toHaveLength(1);
    const stored = await storedState(t, [invoice.id]);
    expect(stored.transactions).toHaveLength(1);
    expect(stored.invoices[0]!.paidAt).not.toBeNull();
  });
});

describe('the test gateway outcomes', () => {
  it.each([
    [CARD.declined, 402, 'PAYMENT_DECLINED', 'Do Not Honor'],
    [CARD.insufficientFunds, 402, 'CARD_INSUFFICIENT_FUNDS', 'Insufficient Funds'],
    [CARD.expired, 402, 'CARD_EXPIRED', 'Expired Card'],
    [CARD.cvcInvalid, 402, 'CARD_CVC_INVALID', 'Card Issuer Declined CVV'],
    [CARD.fraud, 402, 'PAYMENT_FRAUD_SUSPECTED', 'Gateway Rejected: fraud'],
    [CARD.duplicate, 402, 'PAYMENT_DUPLICATE', 'Gateway Rejected: duplicate'],
    [CARD.threeDSecure, 402, 'THREE_D_SECURE_FAILED', '3-D Secure authentication failed'],
    [CARD.timeout, 504, 'PAYMENT_PROVIDER_TIMEOUT', 'The payment provider did not answer in time'],
    [CARD.outage, 502, 'PAYMENT_PROVIDER_FAILED', 'The payment provider failed'],
  ])(
    'card %s: %i %s with the provider message, nothing written',
    async (card, status, code, message) => {
      // these declines are not what the limit of declines is tested with
      await t.rateLimiter.reset(`card-declines:${demoId}`);
      const invoice = await openInvoice(t, demoId);
      const nonce = await nonceFor(demo, card);
      const key = `outcome-${invoice.id}`;
      const res = await checkoutWith(
        demo,
        {
          paymentMethodNonce: nonce,
          invoiceNumber: invoice.invoiceNumber,
          invoiceTotal: invoice.total,
        },
        key,
      );
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error: { code, message } });
      expect(newCharges()).toEqual([]);
      const stored = await storedState(t, [invoice.id]);
      expect(stored.invoices[0]).toMatchObject({ paidAt: null, paymentClaim: null });
      expect(stored.transactions).toEqual([]);
      const { db } = t.database.handle;
      const nonceRow = await db
        .selectFrom('paymentNonces')
        .select('nonce')
        .where('nonce', '=', nonce)
        .executeTakeFirst();
      const keyRow = await db
        .selectFrom('idempotencyKeys')
        .select('state')
        .where('key', '=', key)
        .executeTakeFirst();
      if (status >= 500) {
        // a timeout or an outage leaves nothing behind: the same attempt may be sent again
        expect(nonceRow).toBeUndefined();
        expect(keyRow).toBeUndefined();
      } else {
        // a decline used the nonce up and is the key's answer
        expect(nonceRow).toBeDefined();
        expect(keyRow).toEqual({ state: 'done' });
      }
    },
  );

  it('pays with MasterCard and refuses other brands and cards that are no test card', async () => {
    const invoice = await openInvoice(t, demoId);
    const res = await checkoutWith(demo, {
      paymentMethodNonce: await nonceFor(demo, CARD.mastercard),
      invoiceNumber: invoice.invoiceNumber,
      invoiceTotal: invoice.total,
    });
    expect(res.statusCode).toBe(201);
    const token = (await demo('GET', '/api/payment/client_token')).json<{ clientToken: string }>();
    const card = { clientToken: token.clientToken, owner: 'T', month: 12, year: 2030, cvv: '123' };
    for (const [number, code] of [
      [CARD.amex, 'CARD_TYPE_NOT_ACCEPTED'],
      ['6011111111111117', 'CARD_TYPE_NOT_ACCEPTED'],
      ['4012888888881881', 'TEST_CARD_ONLY'],
    ]) {
      const refused = await demo('POST', '/api/payment/test-gateway/nonces', { ...card, number });
      expect(refused.statusCode, number).toBe(422);
      expect(codeOf(refused)).toBe(code);
    }
    const stale = await demo('POST', '/api/payment/test-gateway/nonces', {
      ...card,
      clientToken: 'made-up',
      number: CARD.visa,
    });
    expect(codeOf(stale)).toBe('CLIENT_TOKEN_INVALID');
  });

  it('declines a made-up nonce without charging', async () => {
    const invoice = await openInvoice(t, demoId);
    const res = await checkoutWith(demo, {
      paymentMethodNonce: 'tokencc_made_up',
      invoiceNumber: invoice.invoiceNumber,
      invoiceTotal: invoice.total,
    });
    expect(res.statusCode).toBe(402);
    expect(codeOf(res)).toBe('PAYMENT_METHOD_INVALID');
    expect(newCharges()).toEqual([]);
  });
});

describe('declined payments', () => {
  it('stops card payments of an account for an hour after ten declines, without a charge', async () => {
    const uk = caller(t, await login(t, DEMO.uk));
    const limit = RATE_LIMITS.cardDeclinesPerAccount;
    const key = `card-declines:${ukId}`;
    await t.rateLimiter.reset(key);
    const invoice = await openInvoice(t, ukId);
    const attempt = async (card: string) =>
      checkoutWith(uk, {
        paymentMethodNonce: await nonceFor(uk, card),
        invoiceNumber: invoice.invoiceNumber,
        invoiceTotal: invoice.total,
      });
    for (let declined = 0; declined < limit.max; declined++) {
      expect((await attempt(CARD.declined)).statusCode).toBe(402);
    }
    const stopped = await attempt(CARD.visa);
    expect(stopped.statusCode, stopped.body).toBe(429);
    expect(codeOf(stopped)).toBe(limit.code);
    expect(stopped.headers['retry-after']).toBeDefined();
    expect(newCharges()).toEqual([]);
    const stored = await storedState(t, [invoice.id]);
    expect(stored.invoices[0]).toMatchObject({ paidAt: null, paymentClaim: null });
    expect(stored.transactions).toEqual([]);
    await t.rateLimiter.reset(key);
    expect((await attempt(CARD.visa)).statusCode).toBe(201);
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeat with the first answer and another body with 422, charging once', async () => {
    const invoice = await openInvoice(t, demoId);
    const body = {
      paymentMethodNonce: await nonceFor(demo, CARD.visa),
      invoiceNumber: invoice.invoiceNumber,
      invoiceTotal: invoice.total,
    };
    const key = `replay-${invoice.id}`;
    const first = await checkoutWith(demo, body, key);
    const again = await checkoutWith(demo, body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const other = await checkoutWith(demo, { ...body, invoiceTotal: invoice.total + 1 }, key);
    expect(other.statusCode).toBe(422);
    expect(codeOf(other)).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(newCharges()).toHaveLength(1);
    expect((await storedState(t, [invoice.id])).transactions).toHaveLength(1);
  });
});

describe('paying several invoices at once', () => {
  it('charges the sum once and records a transaction against each invoice', async () => {
    const a = await openInvoice(t, demoId, { total: 1_000 });
    const b = await openInvoice(t, demoId, { total: 2_500 });
    const res = await checkoutWith(demo, {
      paymentMethodNonce: await nonceFor(demo, CARD.visa),
      invoiceNumbers: [a.invoiceNumber, b.invoiceNumber],
      invoiceTotal: 3_500,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<CheckoutResponse>();
    expect(body.transaction).toMatchObject({
      amount: 3_500,
      invoiceNumbers: [a.invoiceNumber, b.invoiceNumber],
    });
    expect(newCharges()).toEqual([expect.objectContaining({ amount: 3_500 })]);
    const stored = await storedState(t, [a.id, b.id]);
    expect(stored.invoices.every((invoice) => invoice.paidAt === body.transaction.createdAt)).toBe(
      true,
    );
    expect(
      stored.transactions.map((row) => [row.invoiceId, row.amount, row.providerOrderId]),
    ).toEqual([
      [a.id, 1_000, body.transaction.orderId],
      [b.id, 2_500, body.transaction.orderId],
    ]);
  });

  it('pays none when one of them cannot be paid, or the card is declined', async () => {
    const open = await openInvoice(t, demoId, { total: 1_000 });
    const paid = await openInvoice(t, demoId, { total: 2_000, paidAt: '2026-11-22T10:00:00.000Z' });
    const onAccount = await openInvoice(t, demoId, { total: 3_000, paymentMethodId: 5 });
    const other = await openInvoice(t, demoId, { total: 4_000 });
    const cases: [string[], number, number, string][] = [
      [[open.invoiceNumber, paid.invoiceNumber], 3_000, 409, 'INVOICES_PARTLY_PAID'],
      [[open.invoiceNumber, onAccount.invoiceNumber], 4_000, 422, 'NOT_PAYABLE_BY_CARD'],
      [[open.invoiceNumber, other.invoiceNumber], 1_000, 422, 'INVOICE_TOTAL_MISMATCH'],
      [[open.invoiceNumber, open.invoiceNumber], 2_000, 400, 'DUPLICATE_INVOICE'],
    ];
    for (const [invoiceNumbers, invoiceTotal, status, code] of cases) {
      const res = await checkoutWith(demo, {
        paymentMethodNonce: await nonceFor(demo, CARD.visa),
        invoiceNumbers,
        invoiceTotal,
      });
      expect(res.statusCode, code).toBe(status);
      expect(codeOf(res)).toBe(code);
    }
    const declined = await checkoutWith(demo, {
      paymentMethodNonce: await nonceFor(demo, CARD.declined),
      invoiceNumbers: [open.invoiceNumber, other.invoiceNumber],
      invoiceTotal: 5_000,
    });
    expect(declined.statusCode).toBe(402);
    expect(newCharges()).toEqual([]);
    const stored = await storedState(t, [open.id, other.id]);
    expect(stored.invoices).toEqual([
      expect.objectContaining({ paidAt: null, paymentClaim: null }),
      expect.objectContaining({ paidAt: null, paymentClaim: null }),
    ]);
    expect(stored.transactions).toEqual([]);
  });

  it('refuses both invoiceNumber and invoiceNumbers, or neither', async () => {
    const invoice = await openInvoice(t, demoId);
    const nonce = await nonceFor(demo, CARD.visa);
    for (const numbers of [
      { invoiceNumber: invoice.invoiceNumber, invoiceNumbers: [invoice.invoiceNumber] },
      {},
    ]) {
      const res = await checkoutWith(demo, {
        paymentMethodNonce: nonce,
        invoiceTotal: invoice.total,
        ...numbers,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});
