import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleAnswerSchema } from '@shop/domain/api/article.ts';
import { articleSearchResponseSchema } from '@shop/domain/api/search.ts';
import { startPageSchema, type StartPage } from '@shop/domain/api/start-page.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await seededApp({ articles: 120 }));
});
afterAll(async () => {
  await t.close();
});

async function tokenOf(email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { name: email, password: 'demo-shop' },
  });
  return res.json<{ accessToken: string }>().accessToken;
}

async function startPage(url: string, email?: string): Promise<StartPage> {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: email ? { authorization: `Bearer ${await tokenOf(email)}` } : {},
  });
  expect(res.statusCode).toBe(200);
  return startPageSchema.parse(res.json());
}

describe('GET /api/start/{shop}/{language}', () => {
  it('shows the four sections with show-all links and no article twice', async () => {
    const page = await startPage('/api/start/de/de');
    expect(page.sections.map((s) => [s.code, s.showAll.split('/')[1]])).toEqual([
      ['novelties', 'show'],
      ['arrivals', 'show'],
      ['preOrder', 'preOrder'],
      ['hotDeals', 'hotDeals'],
    ]);
    const numbers = page.sections.flatMap((s) => s.articles.map((a) => a.articleNumber));
    expect(numbers.length).toBeGreaterThan(12);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const section of page.sections) expect(section.articles.length).toBeLessThanOrEqual(6);
    const preOrders = page.sections.find((s) => s.code === 'preOrder')!.articles;
    expect(preOrders.length).toBeGreaterThan(0);
    expect(preOrders.every((a) => a.state === 'preorder')).toBe(true);
  });

  it('gives a pre-order that is also a hot deal to the pre-orders only', async () => {
    const page = await startPage('/api/start/de/en');
    const hotDeal = page.sections.find((s) => s.code === 'hotDeals')!.articles[0]!;
    const stored = await t.database.handle.db
      .selectFrom('articles')
      .select(['id', 'state'])
      .where('articleNumber', '=', hotDeal.articleNumber)
      .executeTakeFirstOrThrow();
    await t.database.handle.db
      .updateTable('articles')
      .set({ state: 'preorder', preorderDate: '2000-01-01' })
      .where('id', '=', stored.id)
      .execute();
    try {
      // another language: the answer of the first one is cached for a minute
      const after = await startPage('/api/start/de/fr');
      const sectionsOf = after.sections
        .filter((s) => s.articles.some((a) => a.articleNumber === hotDeal.articleNumber))
        .map((s) => s.code);
      expect(sectionsOf).toEqual(['preOrder']);
    } finally {
      await t.database.handle.db
        .updateTable('articles')
        .set({ state: stored.state })
        .where('id', '=', stored.id)
        .execute();
    }
  });

  it('names the main categories and producers in the language', async () => {
    const de = await startPage('/api/start/de/de');
    const en = await startPage('/api/start/de/en');
    expect(de.categories.map((c) => c.name)).toContain('Spielwaren');
    expect(en.categories.map((c) => c.name)).toContain('Toys');
    expect(de.categories.every((c) => c.numberOfArticles > 0)).toBe(true);
    expect(de.producers.length).toBeGreaterThan(0);
    const counts = de.producers.map((p) => p.numberOfArticles);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("gives visitors no prices and the selling points of the address's shop", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/start/uk/en' });
    expect(res.body).not.toMatch(/"price"|"evp"/);
    expect(startPageSchema.parse(res.json()).sellingPoints).toEqual({
      shop: 'uk',
      country: 'GB',
      countryName: 'United Kingdom',
      freeShippingFrom: 30000,
      currency: 'GBP',
      deliveryDays: '2-4',
    });
  });

  it("shows a customer prices and the selling points of the customer's own shop", async () => {
    const uk = await startPage('/api/start/de/de', 'demo-uk@example.com');
    expect(uk.sellingPoints).toMatchObject({ shop: 'uk', freeShippingFrom: 30000 });
    const tile = uk.sections[0]!.articles[0]!;
    expect(tile.currency).toBe('GBP');
    expect(Number.isInteger(tile.price)).toBe(true);
    const de = await startPage('/api/start/de/de', 'demo@example.com');
    expect(de.sellingPoints).toMatchObject({
      shop: 'de',
      freeShippingFrom: 25000,
      currency: 'EUR',
    });
    expect(de.sections[0]!.articles[0]!.currency).toBe('EUR');
  });

  it("gives a customer's tiles the quantity field's tiers of the list and the article page, and a visitor none", async () => {
    const email = 'demo@example.com';
    const tiles = (await startPage('/api/start/de/en', email)).sections.flatMap((s) => s.articles);
    const tiered = tiles.filter((tile) => tile.priceTiers !== undefined);
    expect(tiered.length).toBeGreaterThan(0);
    const headers = { authorization: `Bearer ${await tokenOf(email)}` };
    const listed = articleSearchResponseSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/articles',
          payload: { searchParams: '', offset: 0, limit: 200, language: 'en' },
          headers,
        })
      ).json(),
    ).articles;
    for (const tile of tiered.slice(0, 6)) {
      const article = await t.app.inject({
        method: 'POST',
        url: '/api/article',
        payload: { articleNumber: tile.articleNumber, language: 'en' },
        headers,
      });
      const table = articleAnswerSchema.parse(article.json()).article.priceSystem!.priceList;
      expect(tile.priceTiers).toEqual(table.map(({ amount, price }) => ({ amount, price })));
      expect(tile.priceTiers![0]!.price).toBe(tile.price);
      const inList = listed.find((entry) => entry.articleNumber === tile.articleNumber);
      if (inList) expect(inList.priceTiers).toEqual(tile.priceTiers);
    }
    const visitor = await startPage('/api/start/de/en');
    expect(visitor.sections.flatMap((s) => s.articles).some((tile) => tile.priceTiers)).toBe(false);
  });

  it('hides prices from a customer whose showPrices is off', async () => {
    await t.database.handle.db
      .updateTable('accounts')
      .set({ showPrices: 0 })
      .where('email', '=', 'taxfree@example.com')
      .execute();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/start/fr/fr',
      headers: { authorization: `Bearer ${await tokenOf('taxfree@example.com')}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/"price"/);
  });

  it('refuses an unknown shop or language with 400 and a bad token with 401', async () => {
    for (const url of ['/api/start/xx/de', '/api/start/de/xx', '/api/start/de']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    const bad = await t.app.inject({ method: 'GET', url: '/api/start/xx/de' });
    expect(bad.json()).toMatchObject({ error: { code: expect.any(String) } });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/start/de/de',
      headers: { authorization: 'Bearer x.y.z' },
    });
    expect(res.statusCode).toBe(401);
  });
});
