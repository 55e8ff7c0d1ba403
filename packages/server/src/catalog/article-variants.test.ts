import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleAnswerSchema, type ArticleAnswer } from '@shop/domain/api/article.ts';
import { caseUnitPrice } from '@shop/domain/rules/pricing.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { caller, type Caller } from '#server/testing/calls.ts';
import { DEMO } from '#server/testing/demo-logins.ts';

/**
 * The variant grid's data and the related articles' prices
 * (docs/product/catalog.md#cat-variant-grid, #cat-suggestion-prices): each size's own price only
 * for a customer who sees prices, the related articles' case prices by the lists' rule.
 */

let t: TestApp;
let customer: Caller;
let hidden: Caller;
let visitor: Caller;
let fashion: string;

beforeAll(async () => {
  const app = await seededApp({
    articles: 120,
    referenceDate: '2026-11-25',
    logins: [DEMO.de, DEMO.uk] as const,
  });
  t = app.t;
  [customer, hidden] = app.callers;
  visitor = caller(t, null);
  await t.database.handle.db
    .updateTable('accounts')
    .set({ showPrices: 0 })
    .where('email', '=', DEMO.uk)
    .execute();
  fashion = await fashionWithSuggestions();
});
afterAll(async () => {
  await t.close();
});

async function articleOf(who: Caller, articleNumber: string): Promise<ArticleAnswer> {
  const res = await who('POST', '/api/article', { articleNumber, language: 'en' });
  expect(res.statusCode).toBe(200);
  return articleAnswerSchema.parse(res.json());
}

/** A main article with sizes whose page has related articles. */
async function fashionWithSuggestions(): Promise<string> {
  const rows = await t.database.handle.db
    .selectFrom('articles')
    .select('articleNumber')
    .whereRef('mainArticleNumber', '=', 'articleNumber')
    .orderBy('articleNumber')
    .execute();
  for (const row of rows) {
    const answer = await articleOf(customer, row.articleNumber);
    if (answer.article.variants.length >= 3 && answer.suggestions.length > 0) {
      return row.articleNumber;
    }
  }
  throw new Error('no article with sizes and related articles');
}

/** The stored EUR price data of an article, as the basket reads it. */
async function storedPrice(articleNumber: string) {
  const { db } = t.database.handle;
  const row = await db
    .selectFrom('articles as a')
    .innerJoin('articlePrices as p', 'p.articleId', 'a.id')
    .select(['a.id', 'a.caseQuantity', 'a.state', 'p.singlePrice', 'p.rebate', 'p.preorderRebate'])
    .where('a.articleNumber', '=', articleNumber)
    .where('p.currency', '=', 'EUR')
    .executeTakeFirstOrThrow();
  const tiers = await db
    .selectFrom('articlePriceTiers')
    .select(['amount', 'price'])
    .where('articleId', '=', row.id)
    .where('currency', '=', 'EUR')
    .execute();
  return caseUnitPrice({ ...row, tiers }, row.caseQuantity, row.state === 'preorder');
}

describe('the variants of an article', () => {
  it("answers a customer every size's own price, case quantity and dates", async () => {
    const { article } = await articleOf(customer, fashion);
    const systems = article.variantPriceSystems ?? {};
    expect(Object.keys(systems).sort()).toEqual(
      article.variants.map((v) => v.articleNumber).sort(),
    );
    for (const variant of article.variants) {
      const system = systems[variant.articleNumber]!;
      expect(system.price).toBe(await storedPrice(variant.articleNumber));
      expect(system.currency).toBe('EUR');
      expect(system.caseQuantity).toBe(variant.caseQuantity);
    }
    expect(article.stateInformation.map((s) => s.articleNumber)).toEqual(
      article.variants.map((v) => v.articleNumber),
    );
    for (const state of article.stateInformation) expect(state).toHaveProperty('releaseDate');
  });

  it('answers a visitor and an account that hides prices the sizes without any price', async () => {
    for (const who of [visitor, hidden]) {
      const res = await who('POST', '/api/article', { articleNumber: fashion, language: 'en' });
      const { article } = articleAnswerSchema.parse(res.json());
      expect(article.variants.length).toBeGreaterThanOrEqual(3);
      expect(article.variants.every((v) => v.caseQuantity >= 1)).toBe(true);
      expect(article.variantPriceSystems).toBeUndefined();
      expect(article.priceSystem).toBeUndefined();
      expect(res.body).not.toMatch(/"price"|"singlePrice"|"priceList"|"priceTiers"|"currency"/);
    }
  });
});

describe('the related articles of an article', () => {
  it("carry for a customer each card's case price, currency and case quantity", async () => {
    const { suggestions } = await articleOf(customer, fashion);
    expect(suggestions.length).toBeGreaterThan(0);
    for (const suggestion of suggestions) {
      expect(suggestion.currency).toBe('EUR');
      expect(suggestion.price).toBe(await storedPrice(suggestion.articleNumber));
      // the same figure the related article's own page shows
      const own = await articleOf(customer, suggestion.articleNumber);
      expect(suggestion.price).toBe(own.article.priceSystem?.price);
      expect(suggestion.caseQuantity).toBe(own.article.priceSystem?.caseQuantity);
    }
  });

  it('carry no price for a visitor or an account that hides prices, but the case quantity', async () => {
    for (const who of [visitor, hidden]) {
      const { suggestions } = await articleOf(who, fashion);
      expect(suggestions.length).toBeGreaterThan(0);
      for (const suggestion of suggestions) {
        expect(suggestion.price).toBeUndefined();
        expect(suggestion.currency).toBeUndefined();
        expect(suggestion.priceTiers).toBeUndefined();
        expect(suggestion.caseQuantity).toBeGreaterThanOrEqual(1);
      }
    }
  });
});
