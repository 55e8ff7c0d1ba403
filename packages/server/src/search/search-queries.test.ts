import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSearchParams } from '@shop/domain/rules/search-url.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/** Every statement the app sends to the database, in order. */
const queries: string[] = [];
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { onQuery: (sql) => queries.push(sql) });
  await seedDatabase(t.database.handle, { articles: 40, referenceDate: '2026-11-25' });
  const login = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { name: 'demo@example.com', password: 'demo-shop' },
  });
  token = login.json<{ accessToken: string }>().accessToken;
  // the first search waits for the index built from the catalog seeded after the app started
  await t.app.inject({
    method: 'POST',
    url: '/api/articles',
    payload: { searchParams: '', offset: 0, limit: 1, language: 'de' },
  });
});
afterAll(async () => {
  await t.close();
});

/** The statements one search sends, and its answer. */
async function searchQueries(body: object, auth: boolean) {
  queries.length = 0;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/articles',
    payload: { searchParams: '', offset: 0, limit: 20, language: 'en', ...body },
    ...(auth ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { sent: [...queries], answer: res.json<{ hits: number; articles: object[] }>() };
}

const readsAccount = (sql: string) => /from "accounts"/i.test(sql);
/** The names of a page (search-page.repository.ts); the index keeps them for this catalog. */
const readsNames = (sql: string) => /article_localizations/i.test(sql);

describe('what a search costs the database', () => {
  it('reads the account once for a logged-in search (prices included) and no names, and nothing at all once cached', async () => {
    // a price sort: the answer needs the customer's price currency
    const body = { searchParams: encodeSearchParams({ sort: 13 }) };
    const cold = await searchQueries(body, true);
    expect(cold.answer.hits).toBeGreaterThan(0);
    expect(cold.answer.articles[0]).toHaveProperty('price');
    // the guard's read of the account is the only one: the price currency comes from it
    expect(cold.sent.filter(readsAccount)).toHaveLength(1);
    // the page's names come from the index (docs/decisions/070-search-answers-from-memory.md)
    expect(cold.sent.filter(readsNames)).toEqual([]);

    // the second ask keeps the answer (answer-cache.ts), the third is served from it
    await searchQueries(body, true);
    const cached = await searchQueries(body, true);
    expect(cached.answer).toEqual(cold.answer);
    // the guard's account comes from its cache (docs/decisions/078-account-cache.md)
    expect(cached.sent).toEqual([]);
  });

  it("answers a visitor's search without reading the page's names, and repeated without any query", async () => {
    const body = { searchParams: '', offset: 20 };
    const cold = await searchQueries(body, false);
    expect(cold.answer.articles.length).toBeGreaterThan(0);
    expect(cold.sent.filter(readsNames)).toEqual([]);
    await searchQueries(body, false);
    const cached = await searchQueries(body, false);
    expect(cached.answer).toEqual(cold.answer);
    expect(cached.sent).toEqual([]);
  });
});
