import type { LightMyRequestResponse } from 'fastify';
import type { Caller } from '#server/testing/calls.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { TestPaymentGateway } from './test-gateway.ts';

/** Helpers of the payment tests: invoices in a known state, test cards turned into nonces. */

export const CARD = {
  visa: '4111111111111111',
  mastercard: '5555555555554444',
  declined: '4000111111111115',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  cvcInvalid: '4000000000000127',
  fraud: '4100000000000019',
  duplicate: '4000000000009987',
  threeDSecure: '4000000000001018',
  timeout: '4000000000000309',
  outage: '4000000000000119',
  amex: '378282246310005',
} as const;

type Call = Caller;

export function testGateway(t: TestApp): TestPaymentGateway {
  if (!(t.paymentGateway instanceof TestPaymentGateway)) throw new Error('not the test gateway');
  return t.paymentGateway;
}

let invoiceCounter = 0;

/** An open invoice of the account, paid by card unless another payment method id is given. */
export async function openInvoice(
  t: TestApp,
  accountId: number,
  fields: { total?: number; paymentMethodId?: number; canceled?: 0 | 1; paidAt?: string } = {},
): Promise<{ id: number; invoiceNumber: string; total: number }> {
  const invoiceNumber = `RT-${process.pid}-${++invoiceCounter}`;
  const total = fields.total ?? 12_345;
  const row = await t.database.handle.db
    .insertInto('invoices')
    .values({
      accountId,
      invoiceNumber,
      date: '2026-11-20',
      dueDate: '2026-12-04',
      total,
      currency: 'EUR',
      paymentMethodId: fields.paymentMethodId ?? 8,
      paidAt: fields.paidAt ?? null,
      canceled: fields.canceled ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, invoiceNumber, total };
}

/** A nonce for a test card, made the way the web's test card form makes it. */
export async function nonceFor(call: Call, number: string): Promise<string> {
  const token = (await call('GET', '/api/payment/client_token')).json<{ clientToken: string }>();
  const res = await call('POST', '/api/payment/test-gateway/nonces', {
    clientToken: token.clientToken,
    owner: 'Tilda Throwaway',
    number,
    month: 12,
    year: 2030,
    cvv: '123',
  });
  if (res.statusCode !== 201) throw new Error(`nonce: ${res.statusCode} ${res.body}`);
  return res.json<{ nonce: string }>().nonce;
}

export function checkoutWith(
  call: Call,
  body: Record<string, unknown>,
  key?: string,
): Promise<LightMyRequestResponse> {
  return call(
    'POST',
    '/api/account/checkouts',
    { acceptPrivacy: true, ...body },
    key ? { 'idempotency-key': key } : {},
  );
}

export async function storedState(t: TestApp, invoiceIds: number[]) {
  const { db } = t.database.handle;
  const invoices = await db
    .selectFrom('invoices')
    .select(['id', 'paidAt', 'paymentClaim'])
    .where('id', 'in', invoiceIds)
    .orderBy('id')
    .execute();
  const transactions = await db
    .selectFrom('transactions')
    .selectAll()
    .where('invoiceId', 'in', invoiceIds)
    .orderBy('id')
    .execute();
  return { invoices, transactions };
}
