import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_ADD_LINES,
  addLinesAnswerSchema,
  basketAnswerSchema,
  notAddableLineSchema,
} from '@shop/domain/api/basket.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { ArticlePicker } from '#server/testing/articles.ts';
import { caller, codeOf, type Caller } from '#server/testing/calls.ts';
import { DEMO } from '#server/testing/demo-logins.ts';

/**
 * PUT /basket/addLines (docs/product/catalog.md#cat-variant-grid, decision 121): several lines
 * in one transaction, all or nothing, repeatable with an Idempotency-Key.
 */

let t: TestApp;
let pick: ArticlePicker;
let de: Caller;

beforeAll(async () => {
  ({
    t,
    callers: [de],
  } = await seededApp({ articles: 60, referenceDate: '2026-11-25', logins: [DEMO.de] }));
  pick = new ArticlePicker(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  expect((await de('GET', '/basket/clear')).statusCode).toBe(200);
});

const addLines = (lines: unknown, headers: Record<string, string> = {}) =>
  de('PUT', '/basket/addLines', { lines }, headers);

/** The basket's lines as article number → units. */
async function basketLines(): Promise<Record<string, number>> {
  const res = await de('GET', '/intern/basket');
  const basket = basketAnswerSchema.parse(res.json());
  return Object.fromEntries(
    basket.currencies
      .flatMap((c) => c.articles.flatMap((a) => a.variants))
      .map((v) => [v.articleNumber, v.quantity]),
  );
}

describe('PUT /basket/addLines', () => {
  it('adds every line in one step, counting cases, on top of what the basket holds', async () => {
    const a = await pick.take({ caseQuantity: 6, stockQuantity: 600 });
    const b = await pick.take();
    const c = await pick.take();
    expect(
      (await de('PUT', '/basket/add', { articleNumber: b.articleNumber, quantity: 1 })).statusCode,
    ).toBe(200);
    const res = await addLines([
      { articleNumber: a.articleNumber.toLowerCase(), quantity: 2 },
      { articleNumber: b.articleNumber, quantity: 3 },
      { articleNumber: c.articleNumber, quantity: 1 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(addLinesAnswerSchema.parse(res.json()).lines).toEqual([
      { articleNumber: a.articleNumber, quantity: 2 },
      { articleNumber: b.articleNumber, quantity: 4 },
      { articleNumber: c.articleNumber, quantity: 1 },
    ]);
    expect(await basketLines()).toEqual({
      [a.articleNumber]: 12,
      [b.articleNumber]: 4,
      [c.articleNumber]: 1,
    });
  });

  it('adds nothing when one line cannot go in whole, and names each such line', async () => {
    const good = await pick.take();
    const soldOut = await pick.take({ state: 'soldOut', stockQuantity: 0 });
    const scarce = await pick.take({ stockQuantity: 2 });
    const res = await addLines([
      { articleNumber: good.articleNumber, quantity: 1 },
      { articleNumber: soldOut.articleNumber, quantity: 1 },
      { articleNumber: scarce.articleNumber, quantity: 5 },
      { articleNumber: 'NO-SUCH-ARTICLE', quantity: 1 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toBe('BASKET_LINES_NOT_ADDABLE');
    const details = res.json<{ error: { details: { lines: unknown[] } } }>().error.details;
    expect(details.lines.map((line) => notAddableLineSchema.parse(line))).toEqual([
      { articleNumber: soldOut.articleNumber, reason: 'soldOut', availableQty: 0 },
      { articleNumber: scarce.articleNumber, reason: 'maxQty', availableQty: 2 },
      { articleNumber: 'NO-SUCH-ARTICLE', reason: 'notFound', availableQty: 0 },
    ]);
    expect(await basketLines()).toEqual({});
  });

  it('refuses an empty list, a repeated number, a zero quantity and too many lines with 400', async () => {
    const a = await pick.take();
    const bad = [
      [],
      [
        { articleNumber: a.articleNumber, quantity: 1 },
        { articleNumber: a.articleNumber.toLowerCase(), quantity: 2 },
      ],
      [{ articleNumber: a.articleNumber, quantity: 0 }],
      Array.from({ length: MAX_ADD_LINES + 1 }, (_, i) => ({
        articleNumber: `X${i}`,
        quantity: 1,
      })),
    ];
    for (const lines of bad) expect((await addLines(lines)).statusCode).toBe(400);
    expect(await basketLines()).toEqual({});
  });

  it('adds once for a repeated Idempotency-Key and answers the first answer again', async () => {
    const a = await pick.take();
    const headers = { 'idempotency-key': 'grid-add-0001' };
    const lines = [{ articleNumber: a.articleNumber, quantity: 2 }];
    const first = await addLines(lines, headers);
    const again = await addLines(lines, headers);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await basketLines()).toEqual({ [a.articleNumber]: 2 });
    const other = await addLines([{ articleNumber: a.articleNumber, quantity: 3 }], headers);
    expect(other.statusCode).toBe(422);
    expect(codeOf(other)).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('answers 401 to a visitor and 403 to a blocked basket, writing nothing', async () => {
    const a = await pick.take();
    const visitor = caller(t, null);
    const res = await visitor('PUT', '/basket/addLines', {
      lines: [{ articleNumber: a.articleNumber, quantity: 1 }],
    });
    expect(res.statusCode).toBe(401);
    await t.database.handle.db
      .updateTable('accounts')
      .set({ blockBasket: 1 })
      .where('email', '=', DEMO.de)
      .execute();
    try {
      const blocked = await addLines([{ articleNumber: a.articleNumber, quantity: 1 }]);
      expect(blocked.statusCode).toBe(403);
      expect(codeOf(blocked)).toBe('BASKET_BLOCKED');
    } finally {
      await t.database.handle.db
        .updateTable('accounts')
        .set({ blockBasket: 0 })
        .where('email', '=', DEMO.de)
        .execute();
    }
    expect(await basketLines()).toEqual({});
  });
});
