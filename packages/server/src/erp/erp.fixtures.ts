import type { LightMyRequestResponse } from 'fastify';
import { solvedCaptcha } from '#server/captcha/captcha-solver.ts';
import { registrationBody } from '#server/registration/registration.fixtures.ts';
import { approveRegistration } from '#server/registration/registration-approval.service.ts';
import { createOperatorToken } from '#server/operator-access/operator-tokens.service.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import type { ArticlePicker } from '#server/testing/articles.ts';
import type { Caller } from '#server/testing/calls.ts';

/** Test support of orders out: an operator's calls, orders placed as a customer, approvals. */

export async function operatorCaller(t: TestApp, name = 'erp') {
  const { token } = await createOperatorToken(t.database.handle.db, {
    name,
    scopes: ['orders', 'accounts'],
  });
  return (
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

/** Places an order of fresh articles as the customer; answers its number. */
export async function placeOrder(
  t: TestApp,
  customer: Caller,
  pick: ArticlePicker,
  options: {
    quantity?: number;
    body?: Record<string, unknown>;
    article?: Record<string, unknown>;
  } = {},
): Promise<string> {
  const article = await pick.take(
    { stockQuantity: 50, taxRate: 19, ...options.article },
    { EUR: 2500 },
  );
  const added = await customer('PUT', '/basket/add', {
    articleNumber: article.articleNumber,
    quantity: options.quantity ?? 2,
  });
  if (added.statusCode !== 200) throw new Error(`add: ${added.statusCode} ${added.body}`);
  const res = await customer('POST', '/basket/order', options.body ?? {});
  if (res.statusCode !== 201) throw new Error(`order: ${res.statusCode} ${res.body}`);
  return res.json<{ orderNumber: string }>().orderNumber;
}

/** Submits and approves a registration; answers its id. */
export async function approvedRegistration(t: TestApp, email: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/registration',
    payload: registrationBody(email, await solvedCaptcha(t.app)),
  });
  if (res.statusCode !== 200) throw new Error(`registration: ${res.statusCode} ${res.body}`);
  await approveRegistration(t.database.handle.db, { mailer: t.mailer, config: t.config }, email);
  const row = await t.database.handle.db
    .selectFrom('registrations')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Waits for `check` to answer something other than undefined. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('the condition was not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
