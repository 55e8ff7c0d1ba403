import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderAnswer } from '@shop/domain/api/orders.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { testDatabaseKind } from '#server/testing/test-database.ts';
import { accessTokenFor } from '#server/testing/test-tokens.ts';
import { ArticlePicker } from '#server/testing/articles.ts';
import { codeOf } from '#server/testing/calls.ts';
import { DEMO, accountIdOf } from '#server/testing/demo-logins.ts';

/**
 * docs/security.md, money and stock, under load: 200 buyers race for the last 5 units, and 20
 * requests race with one Idempotency-Key. Runs on SQLite and on PostgreSQL, whose locking
 * differs (one writer against row locks in a pool of connections).
 */
const BUYERS = 200;
const UNITS = 5;

let t: TestApp;
let pick: ArticlePicker;
beforeAll(async () => {
  ({ t } = await seededApp({ articles: 20, referenceDate: '2026-11-25' }));
  pick = new ArticlePicker(t);
});
afterAll(async () => {
  await t.close();
});

/** Customers with a basket of the given lines, and a token each. */
async function buyersWith(count: number, prefix: string, lines: [string, number][]) {
  const { db } = t.database.handle;
  const { passwordHash } = await db
    .selectFrom('accounts')
    .select('passwordHash')
    .where('email', '=', DEMO.de)
    .executeTakeFirstOrThrow();
  const accounts = await db
    .insertInto('accounts')
    .values(
      Array.from({ length: count }, (_, i) => ({
        customerNumber: `DE/${prefix}${String(i).padStart(4, '0')}`,
        shop: 'de',
        email: `race-${prefix}-${i}@example.com`,
        passwordHash,
        language: 'de',
        currency: 'EUR',
      })),
    )
    .returning('id')
    .execute();
  const ids = accounts.map((a) => a.id);
  await db
    .insertInto('accountAddresses')
    .values(ids.map((accountId) => ({ accountId, kind: 'billing', country: 'DE' })))
    .execute();
  const baskets = await db
    .insertInto('baskets')
    .values(ids.map((accountId) => ({ accountId })))
    .returning('id')
    .execute();
  await db
    .insertInto('basketLines')
    .values(
      baskets.flatMap(({ id: basketId }) =>
        lines.map(([articleNumber, quantity]) => ({
          basketId,
          articleNumber,
          quantity,
          priceAtAdd: 1000,
          quantityAtAdd: 1,
          currency: 'EUR',
          reference: null,
        })),
      ),
    )
    .execute();
  return Promise.all(ids.map(async (id) => ({ id, token: await accessTokenFor(t, id) })));
}

const order = (token: string, body: object = {}, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/basket/order',
    payload: body,
    headers: {
      authorization: `Bearer ${token}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
  });

const stockOf = async (id: number) =>
  (
    await t.database.handle.db
      .selectFrom('articles')
      .select('stockQuantity')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).stockQuantity;

describe('racing orders', () => {
  it(`makes ${UNITS} orders of ${BUYERS} buyers for the last ${UNITS} units, the rest 409`, async () => {
    const scarce = await pick.take({ stockQuantity: UNITS });
    const plenty = await pick.take({ stockQuantity: 10_000 });
    // the plentiful line first: its stock, taken before the scarce line fails, must come back
    const buyers = await buyersWith(BUYERS, '7', [
      [plenty.articleNumber, 1],
      [scarce.articleNumber, 1],
    ]);

    const started = performance.now();
    const answers = await Promise.all(buyers.map((b) => order(b.token)));
    const ms = Math.round(performance.now() - started);

    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(UNITS);
    for (const refused of answers.filter((a) => a.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(codeOf(refused)).toBe('BASKET_NOT_ORDERABLE');
    }
    expect(await stockOf(scarce.id)).toBe(0);
    expect(await stockOf(plenty.id)).toBe(10_000 - UNITS);
    const stored = await t.database.handle.db
      .selectFrom('orders')
      .select('accountId')
      .where(
        'accountId',
        'in',
        buyers.map((b) => b.id),
      )
      .execute();
    expect(stored).toHaveLength(UNITS);
    console.info(
      `races (${testDatabaseKind()}): ${BUYERS} buyers for ${UNITS} units: ` +
        `${statuses.filter((s) => s === 201).length} orders, ` +
        `${statuses.filter((s) => s === 409).length} answered 409, in ${ms} ms`,
    );
  });

  it('makes one order of 20 concurrent posts with one Idempotency-Key; another body gets 422', async () => {
    const article = await pick.take({ stockQuantity: 100 });
    const accountId = await accountIdOf(t, DEMO.de);
    await t.database.handle.db.deleteFrom('baskets').where('accountId', '=', accountId).execute();
    const { id: basketId } = await t.database.handle.db
      .insertInto('baskets')
      .values({ accountId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.handle.db
      .insertInto('basketLines')
      .values({
        basketId,
        articleNumber: article.articleNumber,
        quantity: 3,
        priceAtAdd: 1000,
        quantityAtAdd: 1,
        currency: 'EUR',
        reference: null,
      })
      .execute();
    const token = await accessTokenFor(t, accountId);
    const before = await t.database.handle.db
      .selectFrom('orders')
      .select('id')
      .where('accountId', '=', accountId)
      .execute();

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        order(token, { eventTrackingId: 'race-1' }, 'race-key-0001'),
      ),
    );
    const created = answers.filter((a) => a.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => a.json<OrderAnswer>().orderNumber)).size).toBe(1);
    for (const other of answers.filter((a) => a.statusCode !== 201)) {
      expect(other.statusCode).toBe(409);
      expect(codeOf(other)).toBe('IDEMPOTENCY_IN_PROGRESS');
    }
    const after = await t.database.handle.db
      .selectFrom('orders')
      .select('id')
      .where('accountId', '=', accountId)
      .execute();
    expect(after.length).toBe(before.length + 1);
    expect(await stockOf(article.id)).toBe(97);

    // the 20 posts used the account's order allowance (20 a minute); the key checks come first
    // only within it
    await t.rateLimiter.reset(`order:${accountId}`);
    const reused = await order(token, { eventTrackingId: 'race-2' }, 'race-key-0001');
    expect(reused.statusCode).toBe(422);
    expect(codeOf(reused)).toBe('IDEMPOTENCY_KEY_REUSED');
    const replay = await order(token, { eventTrackingId: 'race-1' }, 'race-key-0001');
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(created[0]!.json());
    console.info(
      `idempotency (${testDatabaseKind()}): 20 posts with one key: ${created.length} answered 201 ` +
        `with one order number, ${answers.length - created.length} answered 409; one order stored`,
    );
  });
});
