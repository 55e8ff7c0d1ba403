import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articleSearchResponseSchema,
  suggestionResponseSchema,
  type ArticleSearchResponse,
} from '@shop/domain/api/search.ts';
import { encodeSearchParams } from '@shop/domain/rules/search-url.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.handle, { articles: 150, referenceDate: '2026-11-25' });
  const login = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { name: 'demo@example.com', password: 'demo-shop' },
  });
  token = login.json<{ accessToken: string }>().accessToken;
});
afterAll(async () => {
  await t.close();
});

interface SearchBody {
  searchParams?: string;
  search?: string;
  alternativeSearch?: string[];
  offset?: number;
  limit?: number;
  language?: string;
  overview?: boolean;
}

async function post(body: SearchBody, auth = false) {
  return t.app.inject({
    method: 'POST',
    url: '/api/articles',
    payload: { searchParams: '', offset: 0, limit: 200, language: 'en', ...body },
    ...(auth ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
}

async function search(body: SearchBody, auth = false): Promise<ArticleSearchResponse> {
  const res = await post(body, auth);
  expect(res.statusCode, res.body).toBe(200);
  return articleSearchResponseSchema.parse(res.json());
}

/** Listed articles: main articles that are not sold out. */
function listed() {
  return t.database.handle.db
    .selectFrom('articles as a')
    .where('a.state', '!=', 'soldOut')
    .where((eb) =>
      eb.or([
        eb('a.mainArticleNumber', 'is', null),
        eb('a.mainArticleNumber', '=', eb.ref('a.articleNumber')),
      ]),
    );
}

describe('POST /api/articles', () => {
  it('lists every listed article for an empty search, without prices for visitors', async () => {
    const all = await listed().select('a.id').execute();
    const result = await search({});
    expect(result.hits).toBe(all.length);
    expect(result.hint).toBe('');
    expect(result.priceFilter).toBeUndefined();
    expect(result.articles.every((a) => a.price === undefined && a.currency === undefined)).toBe(
      true,
    );
    expect(result.articles.some((a) => a.state === ('soldOut' as string))).toBe(false);
    expect(result.groups.producer.length).toBeGreaterThan(0);
  });

  it('drops the price sort for visitors and keeps it for customers', async () => {
    const visitor = await post({ searchParams: encodeSearchParams({ sort: 13 }) });
    expect(visitor.body).not.toMatch(/"price"|"currency"|"priceFilter"/);
    expect(articleSearchResponseSchema.parse(visitor.json()).sort).toBe(1);

    const customer = await search({ searchParams: encodeSearchParams({ sort: 13 }) }, true);
    expect(customer.sort).toBe(13);
    expect(customer.priceFilter).toBeDefined();
    const prices = customer.articles.flatMap((a) => (a.price === undefined ? [] : [a.price]));
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('applies the price range of a customer in whole currency units', async () => {
    const customer = await search({}, true);
    const { min, max } = customer.priceFilter!;
    const low = Math.floor((min + max) / 2);
    const result = await search({ searchParams: encodeSearchParams({ minPrice: low }) }, true);
    expect(result.hits).toBeGreaterThan(0);
    expect(result.hits).toBeLessThan(customer.hits);
    const factor = customer.priceFilter!.currency === 'JPY' ? 1 : 100;
    expect(result.articles.every((a) => (a.price ?? 0) >= low * factor)).toBe(true);
  });

  it('filters by a producer id from the codec and counts the producer groups', async () => {
    const all = await search({});
    const producer = all.groups.producer[0]!;
    const result = await search({ searchParams: encodeSearchParams({ producers: [producer.id] }) });
    expect(result.hits).toBe(producer.numberOfArticles);
    const name = all.groups.producer.find((g) => g.id === producer.id)!.name;
    expect(result.articles.every((a) => a.producer === name)).toBe(true);
    // the producer group keeps its siblings: counted without its own selection
    expect(result.groups.producer.length).toBe(all.groups.producer.length);
    const sum = result.groups.productType.reduce((n, g) => n + g.numberOfArticles, 0);
    expect(sum).toBe(result.hits);
  });

  it('reports filter flags with counts and applies the hot deal filter', async () => {
    const all = await search({});
    expect(all.filters.hotDeals.value).toBe(false);
    expect(all.filters.hotDeals.count).toBeGreaterThan(0);
    expect(all.filters.stock.count).toBeGreaterThan(0);
    for (const flag of Object.values(all.filters)) expect(flag.disabled).toBe(flag.count === 0);

    const hot = await search({ searchParams: encodeSearchParams({ filters: ['hotDeals'] }) });
    expect(hot.hits).toBe(all.filters.hotDeals.count);
    expect(hot.filters.hotDeals).toEqual({ value: true, count: hot.hits, disabled: false });
    expect(hot.articles.every((a) => a.hotDeal)).toBe(true);

    const pre = await search({ searchParams: encodeSearchParams({ filters: ['preOrder'] }) });
    expect(pre.hits).toBe(all.filters.preOrder.count);
    expect(pre.articles.every((a) => a.state === 'preorder')).toBe(true);
  });

  it('finds articles by their name in the request language', async () => {
    const row = await listed()
      .innerJoin('articleLocalizations as de', (join) =>
        join.onRef('de.articleId', '=', 'a.id').on('de.language', '=', 'de'),
      )
      .innerJoin('articleLocalizations as en', (join) =>
        join.onRef('en.articleId', '=', 'a.id').on('en.language', '=', 'en'),
      )
      .select(['a.articleNumber', 'de.name as de', 'en.name as en'])
      .orderBy('a.id')
      .executeTakeFirstOrThrow();
    const en = await search({ search: row.en.toUpperCase(), language: 'en' });
    expect(en.sort).toBe(15);
    expect(en.articles.map((a) => a.articleNumber)).toContain(row.articleNumber);
    const de = await search({ search: row.de, language: 'de' });
    expect(de.articles.map((a) => a.articleNumber)).toContain(row.articleNumber);
    expect(de.articles.find((a) => a.articleNumber === row.articleNumber)!.name).toBe(row.de);
  });

  it('ranks the article with the exact EAN first', async () => {
    const row = await listed()
      .select(['a.articleNumber', 'a.barcode'])
      .where('a.barcode', 'is not', null)
      .orderBy('a.id', 'desc')
      .executeTakeFirstOrThrow();
    const result = await search({ search: row.barcode! });
    expect(result.articles[0]!.articleNumber).toBe(row.articleNumber);
    const byNumber = await search({ search: row.articleNumber.toLowerCase() });
    expect(byNumber.articles[0]!.articleNumber).toBe(row.articleNumber);
  });

  it('pages with offset and limit and sorts by name both ways', async () => {
    const asc = await search({ searchParams: encodeSearchParams({ sort: 1 }) });
    const page = await search({
      searchParams: encodeSearchParams({ sort: 1 }),
      offset: 5,
      limit: 7,
    });
    expect(page.hits).toBe(asc.hits);
    expect(page.articles.map((a) => a.articleNumber)).toEqual(
      asc.articles.slice(5, 12).map((a) => a.articleNumber),
    );
    const names = asc.articles.map((a) => a.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = await search({ searchParams: encodeSearchParams({ sort: 2 }) });
    expect(desc.sort).toBe(2);
    expect(desc.articles[0]!.name).toBe(names[names.length - 1]);
  });

  it('restricts an alternative search to the given article numbers', async () => {
    const rows = await listed().select('a.articleNumber').orderBy('a.id').limit(3).execute();
    const numbers = rows.map((r) => r.articleNumber.toLowerCase());
    const result = await search({ alternativeSearch: numbers });
    expect(result.hits).toBe(3);
  });

  it('answers nothingFound and harmless results for SQL metacharacters', async () => {
    for (const text of ["' OR 1=1 --", '"; drop table articles; --', '\\%_\\']) {
      const result = await search({ search: text });
      expect(result.hits).toBe(0);
      expect(result.hint).toBe('nothingFound');
    }
    // wildcards are taken literally: they match only texts that contain them
    const total = (await search({})).hits;
    for (const text of ['%', '_', '%_%']) {
      expect((await search({ search: text })).hits).toBeLessThan(total);
    }
    expect((await search({})).hits).toBeGreaterThan(0);
  });

  it('refuses invalid search parameters and limits', async () => {
    const invalid = await post({ searchParams: 'Zzz' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ error: { code: string } }>().error.code).toBe('INVALID_SEARCH');
    expect((await post({ limit: 201 })).statusCode).toBe(400);
    expect((await post({ limit: 0 })).statusCode).toBe(400);
    expect((await post({ offset: -1 })).statusCode).toBe(400);
    expect((await post({ search: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await post({ language: 'xx' })).statusCode).toBe(400);
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/articles',
      payload: { searchParams: '', offset: 0, limit: 20, language: 'en', extra: 1 },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('leaves the article list empty for an overview', async () => {
    const result = await search({ overview: true });
    expect(result.articles).toEqual([]);
    expect(result.hits).toBeGreaterThan(0);
  });
});

describe('POST /api/search', () => {
  async function suggest(value: string) {
    return t.app.inject({ method: 'POST', url: '/api/search', payload: { language: 'en', value } });
  }

  it('suggests at most ten articles and completions', async () => {
    const row = await listed().select('a.articleNumber').orderBy('a.id').executeTakeFirstOrThrow();
    const res = await suggest(row.articleNumber.slice(0, 2));
    expect(res.statusCode).toBe(200);
    const { suggestions } = suggestionResponseSchema.parse(res.json());
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(10);

    const exact = suggestionResponseSchema.parse((await suggest(row.articleNumber)).json());
    const article = exact.suggestions.find((s) => s.type === 'article')!;
    expect(article.articleNumber).toBe(row.articleNumber);
    expect(article.image).toBe(`/images/articles/${row.articleNumber}.svg`);
  });

  it('completes producer names', async () => {
    const producer = await t.database.handle.db
      .selectFrom('producers')
      .select('name')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await suggest(producer.name.slice(0, 3).toLowerCase());
    const { suggestions } = suggestionResponseSchema.parse(res.json());
    expect(suggestions.some((s) => s.type === 'completion')).toBe(true);
  });

  it('refuses a value of 100 characters or an empty one, and survives metacharacters', async () => {
    expect((await suggest('x'.repeat(100))).statusCode).toBe(400);
    expect((await suggest('')).statusCode).toBe(400);
    const res = await suggest("%' OR 1=1 --");
    expect(res.statusCode).toBe(200);
    expect(suggestionResponseSchema.parse(res.json()).suggestions).toEqual([]);
  });
});
