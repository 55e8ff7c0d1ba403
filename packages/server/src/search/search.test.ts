import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articleSearchResponseSchema,
  type ArticleSearchResponse,
} from '@shop/domain/api/search.ts';
import { suggestionResponseSchema } from '@shop/domain/api/suggestions.ts';
import { encodeSearchParams } from '@shop/domain/rules/search-url.ts';
import { SORTS } from '@shop/domain/rules/sort-ids.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { SearchIndexKeeper } from './search-index-keeper.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import { everyArticle } from './index-query.fixtures.ts';

const EXPORT_READ_LIMIT = RATE_LIMITS.searchExportPerCaller.max;

let t: TestApp;
let token: string;

beforeAll(async () => {
  ({ t } = await seededApp({ articles: 150, referenceDate: '2026-11-25' }));
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
  csv?: boolean;
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

  it('keeps articles priced exactly at either bound and ignores a maximum not above the minimum', async () => {
    const { db } = t.database.handle;
    const all = await search({}, true);
    expect(all.priceFilter!.currency).toBe('EUR');
    // Three articles given rebate-free prices without tiers far above the seed's, so the price
    // the customer pays is exactly the price set and the bounds below select exactly them.
    const ids = await db
      .selectFrom('articles')
      .select(['id', 'articleNumber'])
      .where(
        'articleNumber',
        'in',
        all.articles.slice(0, 3).map((a) => a.articleNumber),
      )
      .execute();
    expect(ids).toHaveLength(3);
    const tiers = await db
      .selectFrom('articlePriceTiers')
      .selectAll()
      .where(
        'articleId',
        'in',
        ids.map((row) => row.id),
      )
      .where('currency', '=', 'EUR')
      .execute();
    const priced = ids.map((row, i) => ({ articleNumber: row.articleNumber, euros: 987_650 + i }));
    const before = await db
      .selectFrom('articlePrices')
      .select(['articleId', 'singlePrice', 'rebate', 'preorderRebate'])
      .where(
        'articleId',
        'in',
        ids.map((row) => row.id),
      )
      .where('currency', '=', 'EUR')
      .execute();
    expect(before).toHaveLength(3);
    const setPrice = async (articleNumber: string, singlePrice: number) => {
      const id = ids.find((row) => row.articleNumber === articleNumber)!.id;
      await db
        .updateTable('articlePrices')
        .set({ singlePrice, rebate: 0, preorderRebate: 0 })
        .where('articleId', '=', id)
        .where('currency', '=', 'EUR')
        .execute();
    };
    const found = async (range: { minPrice?: number; maxPrice?: number }) => {
      const result = await search({ searchParams: encodeSearchParams(range) }, true);
      return { hits: result.hits, numbers: result.articles.map((a) => a.articleNumber).sort() };
    };
    const numbers = (...indexes: number[]) => indexes.map((i) => priced[i]!.articleNumber).sort();
    try {
      await db
        .deleteFrom('articlePriceTiers')
        .where(
          'articleId',
          'in',
          ids.map((row) => row.id),
        )
        .where('currency', '=', 'EUR')
        .execute();
      for (const p of priced) await setPrice(p.articleNumber, p.euros * 100);
      t.catalogEvents.articlesChanged(ids.map((row) => row.id));
      const [low, middle, high] = priced.map((p) => p.euros) as [number, number, number];

      // the minimum alone, exactly at a price, keeps that price
      expect((await found({ minPrice: high })).numbers).toEqual(numbers(2));
      expect((await found({ minPrice: middle })).numbers).toEqual(numbers(1, 2));
      // both bounds together keep the prices at both ends
      expect((await found({ minPrice: low, maxPrice: high })).numbers).toEqual(numbers(0, 1, 2));
      expect((await found({ minPrice: low, maxPrice: middle })).numbers).toEqual(numbers(0, 1));
      expect((await found({ minPrice: middle, maxPrice: high })).numbers).toEqual(numbers(1, 2));
      // the maximum alone, exactly at a price, keeps that price and everything cheaper
      const withPrice = (await found({ minPrice: 0 })).hits;
      const cheapest = await found({ maxPrice: low });
      expect(cheapest.hits).toBe(withPrice - 2);
      expect(cheapest.numbers).toContain(priced[0]!.articleNumber);
      expect((await found({ maxPrice: low - 1 })).hits).toBe(withPrice - 3);
      // a maximum not above the minimum applies neither bound
      expect((await found({ minPrice: high, maxPrice: low })).hits).toBe(all.hits);
      expect((await found({ minPrice: middle, maxPrice: middle })).hits).toBe(all.hits);
    } finally {
      for (const row of before) {
        await db
          .updateTable('articlePrices')
          .set({
            singlePrice: row.singlePrice,
            rebate: row.rebate,
            preorderRebate: row.preorderRebate,
          })
          .where('articleId', '=', row.articleId)
          .where('currency', '=', 'EUR')
          .execute();
      }
      if (tiers.length > 0) await db.insertInto('articlePriceTiers').values(tiers).execute();
      t.catalogEvents.articlesChanged(ids.map((row) => row.id));
    }
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

  async function suggestIn(language: string, value: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { language, value },
    });
    expect(res.statusCode, res.body).toBe(200);
    return suggestionResponseSchema.parse(res.json()).suggestions;
  }

  it('suggests the categories, product types and articles a word names, in the page language', async () => {
    const db = t.database.handle.db;
    const cases = [
      { language: 'en', value: 'figure', category: 'Figures', productType: 'Figure' },
      { language: 'en', value: 'manga', category: 'Manga', productType: 'Manga' },
      { language: 'en', value: 'plush', category: 'Plush', productType: 'Plush' },
      { language: 'en', value: 'sleeves', category: 'Card Sleeves', productType: 'Card Sleeves' },
      { language: 'de', value: 'plüsch', category: 'Plüsch', productType: 'Plüsch' },
      { language: 'ja', value: 'フィギュア', category: 'フィギュア', productType: 'フィギュア' },
    ];
    for (const { language, value, category, productType } of cases) {
      const suggestions = await suggestIn(language, value);
      const label = `${language} ${value}: ${JSON.stringify(suggestions)}`;
      expect(suggestions.length, label).toBeLessThanOrEqual(10);
      // categories and product types first, then producer and theme names, then articles
      const order = ['category', 'productType', 'completion', 'article'];
      const kinds = suggestions.map((s) => (s.type === 'productType' ? 'category' : s.type));
      expect(kinds, label).toEqual([...kinds].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
      const group = suggestions.find((s) => s.type === 'category' && s.name === category);
      expect(group, label).toBeDefined();
      const row = await db
        .selectFrom('categories')
        .select(['id', 'names'])
        .where('id', '=', group!.id!)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.names)[language], label).toBe(category);
      // a product type whose name holds the word ("Mini Figure" for "figure")
      const type = suggestions.find(
        (s) => s.type === 'productType' && s.name.includes(productType),
      );
      expect(type?.id, label).toBeTypeOf('number');
      const articles = suggestions.filter((s) => s.type === 'article');
      expect(articles.length, label).toBeGreaterThan(0);
      for (const article of articles) {
        expect(article.name.toLowerCase(), label).toContain(value.slice(0, 4));
      }
    }
    // an exact name comes before names that only start with the word
    const manga = await suggestIn('en', 'manga');
    expect(manga[0]).toMatchObject({ type: 'category', name: 'Manga' });
    expect(manga[0]!.categorization).toBe('Manga & Books');
  });

  it('suggests articles by a word inside the name, not only by the name start', async () => {
    const suggestions = await suggestIn('en', 'figure');
    const articles = suggestions.filter((s) => s.type === 'article');
    expect(articles.length).toBeGreaterThan(0);
    for (const article of articles) {
      expect(article.name.toLowerCase().startsWith('figure')).toBe(false);
      expect(
        article.name
          .toLowerCase()
          .split(/\s+/)
          .some((w) => w.startsWith('figure')),
      ).toBe(true);
    }
  });

  it('refuses a value of 100 characters or an empty one, and survives metacharacters', async () => {
    expect((await suggest('x'.repeat(100))).statusCode).toBe(400);
    expect((await suggest('')).statusCode).toBe(400);
    const res = await suggest("%' OR 1=1 --");
    expect(res.statusCode).toBe(200);
    expect(suggestionResponseSchema.parse(res.json()).suggestions).toEqual([]);
  });
});

describe('the search index', () => {
  it('tolerates a typo in a producer name and suggests the right word', async () => {
    const producer = await t.database.handle.db
      .selectFrom('producers as p')
      .innerJoin('articles as a', 'a.producerId', 'p.id')
      .select('p.name')
      .where('a.state', '!=', 'soldOut')
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    const word = producer.name.split(' ')[0]!;
    const wrong = word.slice(0, 2) + word.slice(3);
    const exact = await search({ search: word });
    expect(exact.hits).toBeGreaterThan(0);
    expect(exact.suggestions).toEqual([]);
    const typed = await search({ search: wrong });
    expect(typed.hits).toBe(exact.hits);
    expect(typed.hint).toBe('');
    expect(typed.suggestions).toEqual([word.toLowerCase()]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { language: 'en', value: wrong },
    });
    const { suggestions } = suggestionResponseSchema.parse(res.json());
    expect(suggestions).toContainEqual({ type: 'suggest', name: word.toLowerCase() });
  });

  it('finds words of the description in the request language, shared with English or not', async () => {
    for (const language of ['fr', 'de'] as const) {
      const row = await listed()
        .innerJoin('articleLocalizations as l', (join) =>
          join.onRef('l.articleId', '=', 'a.id').on('l.language', '=', language),
        )
        .select(['a.articleNumber', 'l.description'])
        .orderBy('a.id', 'desc')
        .executeTakeFirstOrThrow();
      const word = row.description.split(' ').find((w) => /^\p{L}{7,}$/u.test(w))!;
      const result = await search({ search: word, language, limit: 200 });
      const direct = await listed()
        .innerJoin('articleLocalizations as l', (join) =>
          join.onRef('l.articleId', '=', 'a.id').on('l.language', '=', language),
        )
        .select('a.articleNumber')
        .where((eb) => eb(eb.fn('lower', ['l.description']), 'like', `%${word.toLowerCase()}%`))
        .execute();
      const found = new Set(result.articles.map((a) => a.articleNumber));
      expect(result.hits).toBeGreaterThanOrEqual(direct.length);
      if (result.hits <= 200) {
        for (const { articleNumber } of direct) expect(found.has(articleNumber), word).toBe(true);
      }
    }
  });

  it('ranks the exact article number first, then numbers that start with it', async () => {
    // the seed makes damaged-packaging copies {number}1DAP of listed articles; demand one
    const numbers = new Set(
      (await listed().select('a.articleNumber').execute()).map((r) => r.articleNumber),
    );
    const copy = [...numbers].find((n) => n.endsWith('1DAP') && numbers.has(n.slice(0, -4)));
    expect(copy, 'a listed 1DAP copy of a listed article in the seed').toBeDefined();
    const base = copy!.slice(0, -4);
    const starting = [...numbers].filter((n) => n !== base && n.startsWith(base));
    const result = await search({ search: base.toLowerCase() });
    expect(result.sort).toBe(15);
    const ranked = result.articles.map((a) => a.articleNumber);
    expect(ranked[0]).toBe(base);
    expect(ranked.slice(1, 1 + starting.length).sort()).toEqual(starting.sort());
  });

  it('follows a stock change announced by the catalog events', async () => {
    const db = t.database.handle.db;
    const article = await listed()
      .select(['a.id', 'a.producerId', 'a.stockQuantity'])
      .where('a.stockQuantity', '>', 0)
      .where('a.producerId', 'is not', null)
      .orderBy('a.id')
      .executeTakeFirstOrThrow();
    const params = encodeSearchParams({ producers: [article.producerId!] });
    const before = await search({ searchParams: params });
    await db
      .updateTable('articles')
      .set({ stockQuantity: 0, updatedAt: new Date().toISOString() })
      .where('id', '=', article.id)
      .execute();
    t.catalogEvents.articlesChanged([article.id]);
    const after = await search({ searchParams: params });
    expect(after.filters.stock.count).toBe(before.filters.stock.count - 1);
    expect(after.hits).toBe(before.hits);
    await db
      .updateTable('articles')
      .set({ stockQuantity: article.stockQuantity, updatedAt: new Date().toISOString() })
      .where('id', '=', article.id)
      .execute();
    t.catalogEvents.articlesChanged([article.id]);
    expect((await search({ searchParams: params })).filters.stock.count).toBe(
      before.filters.stock.count,
    );
  });

  it("shows an article's changed list fields once the catalog events name it", async () => {
    const db = t.database.handle.db;
    const article = await listed()
      .select([
        'a.id',
        'a.articleNumber',
        'a.state',
        'a.caseQuantity',
        'a.preorderDate',
        'a.restriction',
        'a.video',
      ])
      .where('a.state', '=', 'inStock')
      .where('a.isMagicItem', '=', 0)
      .orderBy('a.id')
      .executeTakeFirstOrThrow();
    const shown = async () => {
      const answer = await search({ searchParams: '', search: article.articleNumber });
      return answer.articles.find((a) => a.articleNumber === article.articleNumber)!;
    };
    const { id, articleNumber, ...before } = article;
    const changed = {
      state: 'preorder',
      caseQuantity: 6,
      preorderDate: '2027-01-15',
      restriction: 'euOnly',
      video: 'https://video.example/figure',
    };
    const change = async (values: typeof before) => {
      await db
        .updateTable('articles')
        .set({ ...values, updatedAt: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      t.catalogEvents.articlesChanged([id]);
    };
    expect(await shown()).toMatchObject({ articleNumber, state: 'inStock' });
    await change(changed);
    try {
      expect(await shown()).toMatchObject(changed);
    } finally {
      await change(before);
    }
    const restored = await shown();
    expect(restored).toMatchObject({ state: 'inStock', caseQuantity: before.caseQuantity });
    expect(restored.video).toBe(before.video ?? undefined);
  });

  it('picks up changes by other processes on its periodic sync', async () => {
    const db = t.database.handle.db;
    const keeper = SearchIndexKeeper.open(t.database.handle, t.catalogEvents, {
      syncIntervalMs: 50,
    });
    try {
      const query = everyArticle('en');
      const count = async () =>
        (await keeper.current()).search(query, SORTS[1], 0, 1, false).filterCounts.preOrder;
      const before = await count();
      const article = await listed()
        .select(['a.id', 'a.state'])
        .where('a.state', '=', 'inStock')
        .orderBy('a.id')
        .executeTakeFirstOrThrow();
      // no event: as if the seed command or another instance had changed it
      await db
        .updateTable('articles')
        .set({ state: 'preorder', updatedAt: new Date(Date.now() + 1000).toISOString() })
        .where('id', '=', article.id)
        .execute();
      await expect.poll(count, { timeout: 3000 }).toBe(before + 1);
      await db
        .updateTable('articles')
        .set({ state: article.state, updatedAt: new Date(Date.now() + 2000).toISOString() })
        .where('id', '=', article.id)
        .execute();
      await expect.poll(count, { timeout: 3000 }).toBe(before);
    } finally {
      await keeper.close();
    }
  });

  it('reads up to 30000 articles for the CSV export and refuses more', async () => {
    const all = await search({});
    const csv = await search({ limit: 30000, csv: true });
    expect(csv.articles.length).toBe(all.hits);
    expect((await post({ limit: 30001, csv: true })).statusCode).toBe(400);
    expect((await post({ limit: 30000 })).statusCode).toBe(400);
  });

  it('limits export reads per caller with 429 and Retry-After', async () => {
    await t.rateLimiter.reset('search-export:127.0.0.1');
    for (let i = 1; i < EXPORT_READ_LIMIT; i += 1) {
      await t.rateLimiter.hit('search-export:127.0.0.1', EXPORT_READ_LIMIT, 600_000);
    }
    expect((await post({ limit: 1000, csv: true })).statusCode).toBe(200);
    const refused = await post({ limit: 1000, csv: true });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json()).toMatchObject({ error: { code: 'TOO_MANY_EXPORTS' } });
    // pages of the listing are not exports and stay open
    expect((await post({ limit: 60 })).statusCode).toBe(200);
    await t.rateLimiter.reset('search-export:127.0.0.1');
  });
});
