import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleAnswerSchema } from '@shop/domain/api/article.ts';
import { articleSearchResponseSchema, type SearchArticle } from '@shop/domain/api/search.ts';
import { casesFromUnits, countsInCases } from '@shop/domain/rules/quantity.ts';
import { DEMO } from '#server/testing/demo-logins.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';

/**
 * The list answer carries each article's quantity-field tiers, the article page's table
 * (docs/decisions/098-scroll-memory-and-price-tier-list.md), only for a logged-in customer who
 * sees prices and only where the field offers two choices or more.
 */

let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  ({ t } = await seededApp({ articles: 120, referenceDate: '2026-11-25' }));
});
afterAll(async () => {
  await t.close();
});

async function tokenOf(email: string): Promise<string> {
  const known = tokens.get(email);
  if (known) return known;
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { name: email, password: 'demo-shop' },
  });
  const token = res.json<{ accessToken: string }>().accessToken;
  tokens.set(email, token);
  return token;
}

const headersOf = async (email?: string) =>
  email ? { headers: { authorization: `Bearer ${await tokenOf(email)}` } } : {};

async function list(email?: string, limit = 200): Promise<SearchArticle[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/articles',
    payload: { searchParams: '', offset: 0, limit, language: 'en' },
    ...(await headersOf(email)),
  });
  expect(res.statusCode, res.body).toBe(200);
  return articleSearchResponseSchema.parse(res.json()).articles;
}

/** The article page's price table as amount and price, for the given customer. */
async function pageTiers(articleNumber: string, email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/article',
    payload: { articleNumber, language: 'en' },
    ...(await headersOf(email)),
  });
  expect(res.statusCode, res.body).toBe(200);
  const { priceSystem } = articleAnswerSchema.parse(res.json()).article;
  return priceSystem!.priceList.map(({ amount, price }) => ({ amount, price }));
}

/** The choices a field offers for a table: its amounts counted as the field counts. */
const choices = (tiers: { amount: number }[], caseQuantity: number) =>
  new Set(
    tiers.map((tier) =>
      countsInCases(caseQuantity) ? casesFromUnits(tier.amount, caseQuantity) : tier.amount,
    ),
  ).size;

describe('price tiers in the list answer', () => {
  it('carries the article page table for each customer in their currency, and only with two choices', async () => {
    for (const email of [DEMO.de, DEMO.uk]) {
      const articles = await list(email);
      const tiered = articles.filter((a) => a.priceTiers !== undefined);
      const plain = articles.filter((a) => a.price !== undefined && a.priceTiers === undefined);
      expect(tiered.length).toBeGreaterThan(5);
      expect(plain.length).toBeGreaterThan(0);
      expect(tiered.some((a) => a.caseQuantity > 1)).toBe(true);
      for (const article of [...tiered.slice(0, 8), ...plain.slice(0, 4)]) {
        const table = await pageTiers(article.articleNumber, email);
        if (article.priceTiers) expect(article.priceTiers).toEqual(table);
        else expect(choices(table, article.caseQuantity)).toBeLessThan(2);
      }
      // the first tier is one case: the price the list shows
      for (const article of tiered) expect(article.priceTiers![0]!.price).toBe(article.price);
    }
  });

  it('gives each currency its own tiers: a GBP customer never gets the EUR figures', async () => {
    const de = new Map((await list(DEMO.de)).map((a) => [a.articleNumber, a]));
    const uk = await list(DEMO.uk);
    const both = uk.filter((a) => a.priceTiers && de.get(a.articleNumber)?.priceTiers);
    expect(both.length).toBeGreaterThan(0);
    for (const article of both) {
      expect(article.currency).toBe('GBP');
      expect(article.priceTiers).not.toEqual(de.get(article.articleNumber)!.priceTiers);
    }
  });

  it('carries no tiers for a visitor nor for an account that hides prices', async () => {
    expect((await list()).some((a) => 'priceTiers' in a)).toBe(false);
    const { db } = t.database.handle;
    await db.updateTable('accounts').set({ showPrices: 0 }).where('email', '=', DEMO.de).execute();
    try {
      const hidden = await list(DEMO.de);
      expect(hidden.length).toBeGreaterThan(0);
      expect(hidden.some((a) => 'priceTiers' in a || 'price' in a)).toBe(false);
    } finally {
      await db
        .updateTable('accounts')
        .set({ showPrices: 1 })
        .where('email', '=', DEMO.de)
        .execute();
    }
  });

  it('shows a changed tier at once, also after the same list was answered from the cache', async () => {
    const { db } = t.database.handle;
    const before = await list(DEMO.de, 24);
    await list(DEMO.de, 24); // asked twice: the answer is kept
    const article = before.find((a) => a.priceTiers !== undefined)!;
    const { id } = await db
      .selectFrom('articles')
      .select('id')
      .where('articleNumber', '=', article.articleNumber)
      .executeTakeFirstOrThrow();
    const last = article.priceTiers!.at(-1)!;
    const tier = () =>
      db
        .updateTable('articlePriceTiers')
        .where('articleId', '=', id)
        .where('currency', '=', 'EUR')
        .where('amount', '=', last.amount);
    const stored = await db
      .selectFrom('articlePriceTiers')
      .select('price')
      .where('articleId', '=', id)
      .where('currency', '=', 'EUR')
      .where('amount', '=', last.amount)
      .executeTakeFirstOrThrow();
    try {
      await tier().set({ price: 1 }).execute();
      // as the stock-and-price import announces it (docs/decisions/108-stock-and-price-changes-read-lean.md)
      t.catalogEvents.articlesChanged([id], 'stockAndPrices');
      const after = (await list(DEMO.de, 24)).find(
        (a) => a.articleNumber === article.articleNumber,
      );
      expect(after!.priceTiers!.at(-1)).toEqual({ amount: last.amount, price: 1 });
      expect(after!.priceTiers).toEqual(await pageTiers(article.articleNumber, DEMO.de));
    } finally {
      await tier().set({ price: stored.price }).execute();
      t.catalogEvents.articlesChanged([id], 'stockAndPrices');
    }
  });
});
