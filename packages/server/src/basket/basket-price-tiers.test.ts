import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { articleAnswerSchema } from '@shop/domain/api/article.ts';
import {
  basketAnswerSchema,
  basketResponseSchema,
  type BasketAnswer,
} from '@shop/domain/api/basket.ts';
import { articleSearchResponseSchema } from '@shop/domain/api/search.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { ArticlePicker } from '#server/testing/articles.ts';
import { caller, type Caller } from '#server/testing/calls.ts';
import { DEMO, login } from '#server/testing/demo-logins.ts';

/**
 * Basket lines carry the tiers of their quantity field, the article page's table in the line's
 * currency (docs/decisions/098-scroll-memory-and-price-tier-list.md), only where the account
 * sees prices and the field offers two choices or more.
 */

let t: TestApp;
let pick: ArticlePicker;
let de: Caller;
let uk: Caller;

beforeAll(async () => {
  ({ t } = await seededApp({ articles: 60, referenceDate: '2026-11-25' }));
  pick = new ArticlePicker(t);
  de = caller(t, await login(t, DEMO.de));
  uk = caller(t, await login(t, DEMO.uk));
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  for (const call of [de, uk]) expect((await call('GET', '/basket/clear')).statusCode).toBe(200);
});

async function basketOf(call: Caller): Promise<BasketAnswer> {
  const res = await call('GET', '/intern/basket');
  expect(res.statusCode).toBe(200);
  return basketAnswerSchema.parse(res.json());
}
const lineOf = (basket: BasketAnswer, articleNumber: string) =>
  basket.currencies
    .flatMap((c) => c.articles.flatMap((a) => a.variants))
    .find((v) => v.articleNumber === articleNumber)!;

async function pageTable(call: Caller, articleNumber: string) {
  const res = await call('POST', '/api/article', { articleNumber, language: 'en' });
  expect(res.statusCode, res.body).toBe(200);
  const { priceSystem } = articleAnswerSchema.parse(res.json()).article;
  return priceSystem!.priceList.map(({ amount, price }) => ({ amount, price }));
}

async function listed(call: Caller, articleNumber: string) {
  const res = await call('POST', '/api/articles', {
    searchParams: '',
    alternativeSearch: [articleNumber],
    offset: 0,
    limit: 24,
    language: 'en',
  });
  expect(res.statusCode, res.body).toBe(200);
  const { articles } = articleSearchResponseSchema.parse(res.json());
  return articles.find((a) => a.articleNumber === articleNumber);
}

/** The tiered test article; the search takes it in at once. */
async function tieredArticle() {
  const article = await pick.takeTiered();
  t.catalogEvents.articlesChanged([article.id]);
  return article;
}

describe('price tiers of basket lines', () => {
  it('carries the article page table in the line currency, the same as the list', async () => {
    const article = await tieredArticle();
    for (const call of [de, uk]) {
      await call('PUT', '/basket/add', { articleNumber: article.articleNumber, quantity: 2 });
      const line = lineOf(await basketOf(call), article.articleNumber);
      const table = await pageTable(call, article.articleNumber);
      expect(table.length).toBeGreaterThanOrEqual(2);
      expect(line.priceTiers).toEqual(table);
      expect((await listed(call, article.articleNumber))?.priceTiers).toEqual(table);
    }
    const euro = lineOf(await basketOf(de), article.articleNumber).priceTiers;
    expect(euro).toEqual([
      { amount: 6, price: 950 },
      { amount: 18, price: 903 },
      { amount: 60, price: 855 },
    ]);
    expect(lineOf(await basketOf(uk), article.articleNumber).priceTiers).toEqual([
      { amount: 6, price: 855 },
      { amount: 30, price: 770 },
    ]);
  });

  it('carries none for a line whose field offers one choice', async () => {
    const single = await pick.take({ caseQuantity: 6 });
    await t.database.handle.db
      .insertInto('articlePriceTiers')
      .values([
        { articleId: single.id, currency: 'EUR', amount: 4, price: 990, rebate: 0 },
        { articleId: single.id, currency: 'EUR', amount: 6, price: 980, rebate: 0 },
      ])
      .execute();
    await de('PUT', '/basket/add', { articleNumber: single.articleNumber, quantity: 1 });
    expect(lineOf(await basketOf(de), single.articleNumber)).not.toHaveProperty('priceTiers');
  });

  it('carries none for an account that hides prices', async () => {
    const article = await tieredArticle();
    const { db } = t.database.handle;
    await de('PUT', '/basket/add', { articleNumber: article.articleNumber, quantity: 1 });
    await db.updateTable('accounts').set({ showPrices: 0 }).where('email', '=', DEMO.de).execute();
    try {
      const res = await de('GET', '/intern/basket');
      const hidden = basketResponseSchema.parse(res.json());
      expect('pricesHidden' in hidden && hidden.pricesHidden).toBe(true);
      expect(hidden.currencies[0]!.articles[0]!.variants[0]!.articleNumber).toBe(
        article.articleNumber,
      );
      expect(res.body).not.toContain('priceTiers');
    } finally {
      await db
        .updateTable('accounts')
        .set({ showPrices: 1 })
        .where('email', '=', DEMO.de)
        .execute();
    }
  });
});
