import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderAnswerSchema } from '@shop/domain/api/orders.ts';
import {
  orderDetailSchema,
  orderDetailWithoutPricesSchema,
  type OrderDetail,
} from '@shop/domain/api/order-detail.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { ArticlePicker } from '#server/testing/articles.ts';
import { caller, codeOf, type Caller } from '#server/testing/calls.ts';
import { CONSUMER_ADDRESS } from '#server/testing/consumer-address.ts';
import { DEMO } from '#server/testing/demo-logins.ts';

/**
 * GET /account/order/{orderNumber}, the order confirmation page's call
 * (docs/decisions/023-order-confirmation.md): the caller's own order with its lines, the amounts
 * the order stored, the delivery address (the consumer's for dropshipping) and the expected
 * dispatch; 404 for unknown and other customers' numbers, 400 for malformed ones, no amount for
 * an account that sees no prices.
 */

let t: TestApp;
let pick: ArticlePicker;
let de: Caller;
let uk: Caller;

const FIT = { allowDropshipping: 1, size: '300x200x100', weight: 1500, oversize: 0 };
/** A Friday afternoon in Berlin: the next working day is Monday 30 November. */
const FRIDAY = '2026-11-27T14:00:00.000Z';

const setShowPrices = (value: 0 | 1) =>
  t.database.handle.db
    .updateTable('accounts')
    .set({ showPrices: value })
    .where('email', '=', DEMO.de)
    .execute();

/** Moves an order (and the open orders it wrote) to another time, as if placed then. */
async function placedAt(orderNumber: string, at: string) {
  const { db } = t.database.handle;
  const order = await db
    .selectFrom('orders')
    .select(['createdAt', 'accountId'])
    .where('orderNumber', '=', orderNumber)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('openOrders')
    .set({ orderDate: at })
    .where('accountId', '=', order.accountId)
    .where('orderDate', '=', order.createdAt)
    .execute();
  await db
    .updateTable('orders')
    .set({ createdAt: at })
    .where('orderNumber', '=', orderNumber)
    .execute();
}

async function placeOrder(lines: [string, number][], body: unknown = {}) {
  for (const [articleNumber, quantity] of lines) {
    expect((await de('PUT', '/basket/add', { articleNumber, quantity })).statusCode).toBe(200);
  }
  const res = await de('POST', '/basket/order', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  ({
    t,
    callers: [de, uk],
  } = await seededApp({ articles: 60, referenceDate: '2026-11-25', logins: [DEMO.de, DEMO.uk] }));
  pick = new ArticlePicker(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await setShowPrices(1);
  await de('GET', '/basket/clear');
});

describe('GET /account/order/{orderNumber}', () => {
  it('shows the order with its lines, the stored amounts and the expected dispatch', async () => {
    const stock = await pick.take({ stockQuantity: 50 }, { EUR: 1250, rebate: 10 });
    const pre = await pick.take(
      { state: 'preorder', stockQuantity: 0, preorderDate: '2027-02-14', etaDate: null },
      { EUR: 2000 },
    );
    const overdue = await pick.take({
      state: 'inStockOverdue',
      stockQuantity: 0,
      etaDate: null,
      preorderDate: null,
    });
    await de('POST', '/basket/reference', { reference: 'PO-4711' });
    const answer = orderAnswerSchema.parse(
      await placeOrder([
        [stock.articleNumber, 4],
        [pre.articleNumber, 2],
        [overdue.articleNumber, 1],
      ]),
    );
    await placedAt(answer.orderNumber, FRIDAY);

    const res = await de('GET', `/account/order/${answer.orderNumber}?language=en`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = orderDetailSchema.strict().parse(res.json());
    const stored = await t.database.handle.db
      .selectFrom('orders')
      .selectAll()
      .where('orderNumber', '=', answer.orderNumber)
      .executeTakeFirstOrThrow();
    expect(detail).toMatchObject({
      orderNumber: answer.orderNumber,
      date: FRIDAY,
      currency: 'EUR',
      reference: 'PO-4711',
      dropshipping: null,
      deliveryAddress: { company: expect.any(String) as string, country: 'DE' },
      totals: {
        net: stored.net,
        shipping: stored.shipping,
        vatNormal: stored.vatNormal,
        vatReduced: stored.vatReduced,
        total: answer.total,
      },
      // the stock line goes out on Monday; the overdue article has no date yet
      expectedDispatch: { from: '2026-11-30', until: null },
    });
    expect(detail.lines.map((l) => [l.articleNumber, l.quantity, l.dispatch])).toEqual([
      [stock.articleNumber, 4, { basis: 'stock', date: '2026-11-30' }],
      // released on Sunday 14 February, dispatched on Monday
      [pre.articleNumber, 2, { basis: 'arrival', date: '2027-02-15' }],
      [overdue.articleNumber, 1, { basis: 'arrival', date: null }],
    ]);
    // 12.50 less 10 % rebate = 11.25 a unit, as the basket charged it
    expect(detail.lines[0]).toMatchObject({ price: 1125, lineTotal: 4500 });
    expect(detail.lines.reduce((sum, l) => sum + l.lineTotal, 0)).toBe(stored.net);
    expect(detail.lines[0]!.name).not.toBe(stock.articleNumber);
  });

  it('gives one dispatch day for an order from stock, and the consumer address of dropshipping', async () => {
    const a = await pick.take({ ...FIT, stockQuantity: 20 }, { EUR: 1500 });
    const answer = orderAnswerSchema.parse(
      await placeOrder([[a.articleNumber, 2]], { dropshippingInfo: { address: CONSUMER_ADDRESS } }),
    );
    await placedAt(answer.orderNumber, '2026-11-25T09:00:00.000Z');
    // any case of the letter finds it
    const res = await de('GET', `/account/order/${answer.orderNumber.toLowerCase()}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail: OrderDetail = orderDetailSchema.parse(res.json());
    expect(detail.expectedDispatch).toEqual({ from: '2026-11-26', until: '2026-11-26' });
    const { email: _email, phoneNumber: _phone, ...shown } = CONSUMER_ADDRESS;
    expect(detail.dropshipping).toEqual({ ...shown, additional: '' });
    expect(detail.totals.total).toBe(answer.total);
    // the parcel cost is in the stored shipping, so net + shipping + VAT is the total
    const { net, shipping, vatNormal, vatReduced, total } = detail.totals;
    expect(net + shipping + vatNormal + vatReduced).toBe(total);
  });

  it('answers 404 for an unknown number and for another customer’s order', async () => {
    const a = await pick.take({ stockQuantity: 20 });
    const { orderNumber } = orderAnswerSchema.parse(await placeOrder([[a.articleNumber, 1]]));
    const unknown = await de('GET', '/account/order/W99999999');
    expect(unknown.statusCode).toBe(404);
    expect(codeOf(unknown)).toBe('ORDER_NOT_FOUND');
    const foreign = await uk('GET', `/account/order/${orderNumber}`);
    expect(foreign.statusCode).toBe(404);
    expect(codeOf(foreign)).toBe('ORDER_NOT_FOUND');
    expect(foreign.body).not.toContain(a.articleNumber);
    expect((await caller(t, null)('GET', `/account/order/${orderNumber}`)).statusCode).toBe(401);
  });

  it('refuses malformed order numbers and unknown parameters with 400', async () => {
    for (const bad of [
      'W26%00000001',
      'W26%0A000001',
      'W26%1B000001',
      'W26%E2%80%AE000001',
      'W26%7F000001',
      '26000001',
      'W26-000001',
      `W${'1'.repeat(30)}`,
      '%27%20OR%201%3D1',
    ]) {
      const res = await de('GET', `/account/order/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ error: { code: string; message: string } }>().error.code, bad).toEqual(
        expect.any(String),
      );
    }
    expect((await de('GET', '/account/order/W26000001?language=xx')).statusCode).toBe(400);
    expect((await de('GET', '/account/order/W26000001?page=1')).statusCode).toBe(400);
  });

  it('shows no amount to an account that sees no prices', async () => {
    const a = await pick.take({ stockQuantity: 20 }, { EUR: 1999 });
    const { orderNumber } = await placeOrder([[a.articleNumber, 3]]);
    await setShowPrices(0);
    const res = await de('GET', `/account/order/${String(orderNumber)}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = orderDetailWithoutPricesSchema.strict().parse(res.json());
    expect(detail.pricesHidden).toBe(true);
    expect(detail.lines).toEqual([
      expect.objectContaining({ articleNumber: a.articleNumber, quantity: 3 }),
    ]);
    expect(res.body).not.toMatch(/"(price|lineTotal|totals|total|net|shipping|vat\w*)"/);
    expect(res.body).not.toContain('5997');
  });
});
