import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  movedDatesResponseSchema,
  openOrdersAnswerSchema,
  type ListedOpenOrder,
} from '@shop/domain/api/open-orders.ts';
import { orderAnswerSchema } from '@shop/domain/api/orders.ts';
import { orderDetailSchema } from '@shop/domain/api/order-detail.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { ArticlePicker } from '#server/testing/articles.ts';
import { importRecords } from '#server/testing/record-import.ts';
import type { Caller } from '#server/testing/calls.ts';
import { DEMO, accountIdOf } from '#server/testing/demo-logins.ts';
import { stockPriceRecordType } from '#server/catalog/stock-price-record-type.ts';
import { openOrderRecordType } from './open-order-import.service.ts';

/**
 * Dates the ERP moves after a retailer ordered (docs/product/account.md#account-date-moved,
 * docs/decisions/148-moved-dates-and-allocation.md): the stock import moves an arrival date,
 * and the open-order line, the order's detail and the overview's list name the date then, the
 * date now and when it moved; the overview's visit empties the list; the ERP's allocation of a
 * pre-order shows on its line.
 */

let t: TestApp;
let pick: ArticlePicker;
let de: Caller;
let uk: Caller;

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

/** An article nobody has open lines of yet, set to the fields. */
async function unordered(fields: Parameters<ArticlePicker['take']>[0]) {
  const article = await pick.take(fields);
  await t.database.handle.db
    .deleteFrom('openOrders')
    .where('articleNumber', '=', article.articleNumber)
    .execute();
  return article;
}

async function order(articleNumber: string, quantity: number): Promise<string> {
  await de('GET', '/basket/clear');
  expect((await de('PUT', '/basket/add', { articleNumber, quantity })).statusCode).toBe(200);
  const res = await de('POST', '/basket/order', {});
  expect(res.statusCode, res.body).toBe(201);
  return orderAnswerSchema.parse(res.json()).orderNumber;
}

const moveEta = (articleNumber: string, etaDate: string) =>
  importRecords(
    t.database.handle.db,
    [stockPriceRecordType],
    [{ type: 'stockPrice', articleNumber, etaDate }],
  );

async function openLine(caller: Caller, articleNumber: string): Promise<ListedOpenOrder | null> {
  const res = await caller('POST', '/account/openOrders', {
    openOrdersParameter: { countPageItems: 'all', search: articleNumber },
  });
  expect(res.statusCode, res.body).toBe(200);
  const answer = openOrdersAnswerSchema.parse(res.json());
  return answer.articles.find((line) => line.articleNumber === articleNumber) ?? null;
}

async function movedList(caller: Caller) {
  const res = await caller('GET', '/account/openOrders/movedDates?language=en');
  expect(res.statusCode, res.body).toBe(200);
  return movedDatesResponseSchema.parse(res.json());
}

describe('a moved arrival date', () => {
  it('shows on the open-order line, the order detail and the overview until it was seen', async () => {
    const arriving = await unordered({ state: 'inTake', stockQuantity: 0, etaDate: '2027-01-20' });
    const orderNumber = await order(arriving.articleNumber, 3);
    expect((await openLine(de, arriving.articleNumber))?.dateMove).toBeNull();

    const outcome = await moveEta(arriving.articleNumber, '2027-02-24');
    expect(outcome.problems).toEqual([]);
    const moved = {
      kind: 'eta',
      previousDate: '2027-01-20',
      date: '2027-02-24',
      movedAt: expect.any(String) as string,
    };
    expect((await openLine(de, arriving.articleNumber))?.dateMove).toEqual(moved);

    const detail = await de('GET', `/account/order/${orderNumber}?language=en`);
    expect(detail.statusCode, detail.body).toBe(200);
    const line = orderDetailSchema
      .parse(detail.json())
      .lines.find((l) => l.articleNumber === arriving.articleNumber);
    expect(line).toMatchObject({
      articleDate: { kind: 'eta', date: '2027-01-20' },
      dateMove: moved,
      allocatedQuantity: null,
    });

    const listed = await movedList(de);
    expect(listed.lines.filter((l) => l.articleNumber === arriving.articleNumber)).toEqual([
      expect.objectContaining({ quantity: 3, kind: 'backorder', dateMove: moved }),
    ]);
    // reading again, as a second tab would, does not count as seen
    expect((await movedList(de)).lines).toHaveLength(listed.lines.length);
    // another customer never sees it
    expect((await movedList(uk)).lines.map((l) => l.articleNumber)).not.toContain(
      arriving.articleNumber,
    );

    const seen = await de('POST', '/account/openOrders/movedDates/seen', {});
    expect(seen.statusCode, seen.body).toBe(200);
    const after = await movedList(de);
    expect(after.since).toBe(seen.json<{ seenAt: string }>().seenAt);
    expect(after.lines).toEqual([]);

    // moved back to the ordered date: the line shows no move, and the overview lists nothing new
    await moveEta(arriving.articleNumber, '2027-01-20');
    expect((await openLine(de, arriving.articleNumber))?.dateMove).toBeNull();
    expect((await movedList(de)).lines).toEqual([]);
  });

  it('is not counted for a line ordered after the move', async () => {
    const arriving = await unordered({ state: 'inTake', stockQuantity: 0, etaDate: '2027-03-01' });
    await moveEta(arriving.articleNumber, '2027-03-15');
    const { db } = t.database.handle;
    await db
      .updateTable('articleDateChanges')
      .set({ changedAt: '2026-11-01T10:00:00.000Z' })
      .where('articleNumber', '=', arriving.articleNumber)
      .execute();
    await order(arriving.articleNumber, 1);
    expect((await openLine(de, arriving.articleNumber))?.dateMove).toBeNull();
  });
});

describe('the allocation of an over-subscribed pre-order', () => {
  it('shows the share the ERP allocated on the line and the order detail', async () => {
    const pre = await unordered({
      state: 'preorder',
      stockQuantity: 0,
      preorderDate: '2027-04-10',
      etaDate: null,
    });
    const orderNumber = await order(pre.articleNumber, 10);
    const row = await t.database.handle.db
      .selectFrom('openOrders')
      .selectAll()
      .where('accountId', '=', await accountIdOf(t, DEMO.de))
      .where('articleNumber', '=', pre.articleNumber)
      .executeTakeFirstOrThrow();
    const customerNumber = (
      await t.database.handle.db
        .selectFrom('accounts')
        .select('customerNumber')
        .where('email', '=', DEMO.de)
        .executeTakeFirstOrThrow()
    ).customerNumber;
    const record = {
      type: 'openOrder',
      // the ERP names the line the shop wrote by its key
      lineId: `shop-${row.id}`,
      customerNumber,
      articleNumber: pre.articleNumber,
      kind: 'preorder',
      state: 'preOrder',
      orderDate: row.orderDate.slice(0, 10),
      etaDate: row.etaDate,
      singlePrice: row.singlePrice,
      currency: 'EUR',
      quantity: 10,
    };
    const tooMany = await importRecords(
      t.database.handle.db,
      [openOrderRecordType],
      [{ ...record, allocatedQuantity: 11 }],
    );
    expect(JSON.stringify(tooMany.problems)).toContain('must not be more than quantity');

    const outcome = await importRecords(
      t.database.handle.db,
      [openOrderRecordType],
      [{ ...record, allocatedQuantity: 4 }],
    );
    expect(outcome.problems).toEqual([]);
    expect((await openLine(de, pre.articleNumber))?.allocatedQuantity).toBe(4);
    expect(await openLine(uk, pre.articleNumber)).toBeNull();
    const detail = await de('GET', `/account/order/${orderNumber}?language=en`);
    const line = orderDetailSchema
      .parse(detail.json())
      .lines.find((l) => l.articleNumber === pre.articleNumber);
    expect(line).toMatchObject({
      articleDate: { kind: 'preorder', date: '2027-04-10' },
      allocatedQuantity: 4,
      dispatch: { basis: 'arrival', date: '2027-04-12' },
    });
  });
});
