import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BasketAnswer } from '@shop/domain/api/basket.ts';
import type { OrderAnswer } from '@shop/domain/api/orders.ts';
import { savedBasketsAnswerSchema, type SavedBasket } from '@shop/domain/api/saved-baskets.ts';
import { importAnswerSchema, type ImportAnswer } from '@shop/domain/api/basket-imports.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { ArticlePicker } from '#server/testing/articles.ts';
import { codeOf, type Caller } from '#server/testing/calls.ts';
import { DEMO } from '#server/testing/demo-logins.ts';
import { LoadGuard } from './basket-import.service.ts';

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
beforeEach(async () => {
  await de('GET', '/basket/clear');
  await uk('GET', '/basket/clear');
});

const add = (call: Caller, articleNumber: string, quantity: number) =>
  call('PUT', '/basket/add', { articleNumber, quantity });
const lines = async (call: Caller) => {
  const basket = (await call('GET', '/intern/basket')).json<BasketAnswer>();
  return Object.fromEntries(
    basket.currencies
      .flatMap((c) => c.articles.flatMap((a) => a.variants))
      .map((v) => [v.articleNumber, v.quantity]),
  );
};
const save = (call: Caller, note: string, dropshipping?: string | null) =>
  call('POST', '/basket/save', { note, ...(dropshipping !== undefined ? { dropshipping } : {}) });
const clone = (call: Caller, orderNumber: string | number, replaceArticles: boolean) =>
  call('POST', '/basket/cloneBasketOrOrder', { orderNumber, replaceArticles });

describe('saved baskets', () => {
  it('saves with a note, lists with savedDate, loads and deletes', async () => {
    const a = await pick.take();
    const b = await pick.take({ caseQuantity: 4 });
    await add(de, a.articleNumber, 2);
    await add(de, b.articleNumber, 1);
    const address = JSON.stringify({ firstName: 'Jana', zip: '60311' });
    const res = await save(de, '  Weihnachten ', address);
    expect(res.statusCode).toBe(201);
    const saved = res.json<SavedBasket>();
    expect(saved).toMatchObject({ note: 'Weihnachten', dropshipping: address });
    expect(saved.articles).toEqual([
      { articleNumber: a.articleNumber, quantity: 2 },
      { articleNumber: b.articleNumber, quantity: 4 },
    ]);

    const list = savedBasketsAnswerSchema.parse((await de('GET', '/basket/load/all')).json());
    expect(list.savedBaskets[0]).toMatchObject({ id: saved.id, note: 'Weihnachten' });
    expect(Number.isNaN(Date.parse(list.savedBaskets[0]!.savedDate))).toBe(false);

    await de('GET', '/basket/clear');
    const loaded = await clone(de, saved.id, true);
    expect(loaded.statusCode).toBe(200);
    expect(importAnswerSchema.parse(loaded.json())).toMatchObject({ added: 2, notAdded: 0 });
    expect(await lines(de)).toEqual({ [a.articleNumber]: 2, [b.articleNumber]: 4 });

    const removed = await de('DELETE', `/basket/${saved.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await de('DELETE', `/basket/${saved.id}`)).statusCode).toBe(404);
    const after = (await de('GET', '/basket/load/all')).json<{ savedBaskets: SavedBasket[] }>();
    expect(after.savedBaskets.some((s) => s.id === saved.id)).toBe(false);
  });

  it('refuses a duplicate note, a blank note and an empty basket', async () => {
    const a = await pick.take();
    await add(de, a.articleNumber, 1);
    expect((await save(de, 'Doppelt')).statusCode).toBe(201);
    const dup = await save(de, 'Doppelt');
    expect(dup.statusCode).toBe(409);
    expect(codeOf(dup)).toBe('SAVED_BASKET_DUPLICATE');
    expect((await save(de, '   ')).statusCode).toBe(400);
    expect((await save(de, 'x'.repeat(101))).statusCode).toBe(400);
    // the same note is free for another customer
    const b = await pick.take();
    await add(uk, b.articleNumber, 1);
    expect((await save(uk, 'Doppelt')).statusCode).toBe(201);
    await de('GET', '/basket/clear');
    const empty = await save(de, 'Leer');
    expect(empty.statusCode).toBe(409);
    expect(codeOf(empty)).toBe('BASKET_EMPTY');
  });

  it('adds to the basket or replaces it, as asked', async () => {
    const a = await pick.take();
    const b = await pick.take();
    await add(de, a.articleNumber, 3);
    const { id } = (await save(de, 'Ersetzen oder nicht')).json<SavedBasket>();
    await de('GET', '/basket/clear');
    await add(de, a.articleNumber, 1);
    await add(de, b.articleNumber, 1);
    await clone(de, String(id), false);
    expect(await lines(de)).toEqual({ [a.articleNumber]: 4, [b.articleNumber]: 1 });
    await clone(de, id, true);
    expect(await lines(de)).toEqual({ [a.articleNumber]: 3 });
  });

  it("answers 404 for another customer's saved basket, on load and delete", async () => {
    const a = await pick.take();
    await add(uk, a.articleNumber, 1);
    const { id } = (await save(uk, 'Fremd')).json<SavedBasket>();
    const load = await clone(de, id, true);
    expect(load.statusCode).toBe(404);
    expect((await de('DELETE', `/basket/${id}`)).statusCode).toBe(404);
    const ukList = (await uk('GET', '/basket/load/all')).json<{ savedBaskets: SavedBasket[] }>();
    expect(ukList.savedBaskets.some((s) => s.id === id)).toBe(true);
    for (const bad of ['abc', '-1', '1.5', '1e3', '9999999999']) {
      expect((await de('DELETE', `/basket/${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('refuses a second load while one runs', async () => {
    const guard = new LoadGuard();
    let release: () => void = () => undefined;
    const first = guard.run(
      1,
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    await expect(guard.run(1, () => Promise.resolve())).rejects.toMatchObject({
      statusCode: 409,
      code: 'LOAD_IN_PROGRESS',
    });
    // another customer is not held up
    await expect(guard.run(2, () => Promise.resolve('ok'))).resolves.toBe('ok');
    release();
    await first;
    await expect(guard.run(1, () => Promise.resolve('again'))).resolves.toBe('again');
  });

  it('adds a saved basket once per successful concurrent load', async () => {
    const a = await pick.take();
    await add(de, a.articleNumber, 1);
    const { id } = (await save(de, 'Parallel')).json<SavedBasket>();
    const results = await Promise.all(Array.from({ length: 5 }, () => clone(de, id, false)));
    const loaded = results.filter((r) => r.statusCode === 200).length;
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(codeOf(r)).toBe('LOAD_IN_PROGRESS');
    }
    expect((await lines(de))[a.articleNumber]).toBe(1 + loaded);
  });
});

describe('repeating an order', () => {
  it('puts the articles of a past order into the basket', async () => {
    const a = await pick.take({ stockQuantity: 50 });
    const b = await pick.take({ stockQuantity: 50, caseQuantity: 3 });
    await add(de, a.articleNumber, 2);
    await add(de, b.articleNumber, 2);
    const placed = (await de('POST', '/basket/order', {})).json<OrderAnswer>();
    await add(de, a.articleNumber, 1);
    const res = await clone(de, placed.orderNumber.toLowerCase(), false);
    expect(res.statusCode).toBe(200);
    expect(res.json<ImportAnswer>()).toMatchObject({ added: 2 });
    expect(await lines(de)).toEqual({ [a.articleNumber]: 3, [b.articleNumber]: 6 });
  });

  it('reports sold-out articles of an old order per line', async () => {
    const a = await pick.take({ stockQuantity: 50 });
    const b = await pick.take({ stockQuantity: 50 });
    await add(de, a.articleNumber, 1);
    await add(de, b.articleNumber, 1);
    const placed = (await de('POST', '/basket/order', {})).json<OrderAnswer>();
    await t.database.handle.db
      .updateTable('articles')
      .set({ state: 'soldOut', stockQuantity: 0 })
      .where('id', '=', b.id)
      .execute();
    const answer = (await clone(de, placed.orderNumber, true)).json<ImportAnswer>();
    expect(answer.added).toBe(1);
    expect(answer.lines.find((l) => l.articleNumber === b.articleNumber)).toMatchObject({
      status: 'notAddable',
      reason: 'soldOut',
    });
  });

  it("answers 404 for another customer's order and unknown numbers", async () => {
    const foreign = await t.database.handle.db
      .selectFrom('orders as o')
      .innerJoin('accounts as a', 'a.id', 'o.accountId')
      .select('o.orderNumber')
      .where('a.email', '=', DEMO.uk)
      .executeTakeFirstOrThrow();
    expect((await clone(de, foreign.orderNumber, true)).statusCode).toBe(404);
    expect((await clone(de, 'A99999999', true)).statusCode).toBe(404);
    expect((await clone(de, 0, true)).statusCode).toBe(400);
    expect((await de('POST', '/basket/cloneBasketOrOrder', { orderNumber: 'A1' })).statusCode).toBe(
      400,
    );
  });
});
