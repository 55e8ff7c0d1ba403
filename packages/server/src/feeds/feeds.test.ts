import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedFilters, FeedListResponse } from '@shop/domain/api/feeds.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import { caller, codeOf, type Caller } from '#server/testing/calls.ts';
import { DEMO, accountIdOf, login } from '#server/testing/demo-logins.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { googleItems, gunzipped, makeFeed, noFilters, readFeed } from './feeds.fixtures.ts';

/**
 * A retailer's product feeds (docs/decisions/130-product-feeds.md): made on the profile, each at
 * its own secret address, carrying the listed articles its filters choose with the price chosen,
 * as the account may see prices; streamed, compressed, answered 304 when unchanged.
 */

let t: TestApp;
let de: Caller;
let uk: Caller;
let deId: number;
const guest = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: path, headers });

beforeAll(async () => {
  ({
    t,
    callers: [de, uk],
  } = await seededApp({ articles: 60, referenceDate: '2026-11-25', logins: [DEMO.de, DEMO.uk] }));
  deId = await accountIdOf(t, DEMO.de);
});
afterAll(async () => {
  await t.close();
});

const storedFeeds = () =>
  t.database.handle.db
    .selectFrom('productFeeds')
    .selectAll()
    .where('accountId', '=', deId)
    .execute();

/** The article numbers a filter must list, read straight from the tables. */
async function expectedNumbers(filters: FeedFilters): Promise<string[]> {
  const { db } = t.database.handle;
  const rows = await db
    .selectFrom('articles as a')
    .select(['a.id', 'a.articleNumber', 'a.producerId', 'a.productTypeId', 'a.state'])
    .select(['a.stockQuantity', 'a.inshopDate'])
    .where('a.state', '!=', 'soldOut')
    .orderBy('a.id')
    .execute();
  const themes = await db.selectFrom('articleThemes').selectAll().execute();
  const categories = await db.selectFrom('articleCategories').selectAll().execute();
  return rows
    .filter(
      (a) =>
        (filters.producers.length === 0 || filters.producers.includes(a.producerId ?? -1)) &&
        (filters.productTypes.length === 0 ||
          filters.productTypes.includes(a.productTypeId ?? -1)) &&
        (filters.themes.length === 0 ||
          themes.some((x) => x.articleId === a.id && filters.themes.includes(x.themeId))) &&
        (filters.categories.length === 0 ||
          categories.some(
            (x) => x.articleId === a.id && filters.categories.includes(x.categoryId),
          )) &&
        (!filters.inStockOnly || a.stockQuantity > 0) &&
        (filters.preorders !== 'without' || a.state !== 'preorder') &&
        (filters.preorders !== 'only' || a.state === 'preorder') &&
        (filters.newSince === null || (a.inshopDate ?? '') >= filters.newSince),
    )
    .map((a) => a.articleNumber);
}

describe('making a feed on the profile', () => {
  it('shows the address once, lists the feed without it and stores only its hash', async () => {
    const res = await de('POST', '/api/account/feeds', {
      name: 'Mein Shop',
      format: 'google',
      language: 'de',
      filters: noFilters(),
      price: { kind: 'markup', percent: 40 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { feed, address } = res.json<{ feed: { id: number }; address: string }>();
    const token = /\/api\/feeds\/(fd_[A-Za-z0-9_-]{43})$/.exec(address)?.[1];
    expect(token).toBeDefined();
    const list = await de('GET', '/api/account/feeds');
    expect(list.body).not.toContain(token!.slice(3));
    expect(list.json<FeedListResponse>().feeds).toContainEqual({
      id: feed.id,
      name: 'Mein Shop',
      format: 'google',
      language: 'de',
      filters: noFilters(),
      price: { kind: 'markup', percent: 40 },
      createdAt: expect.any(String),
      lastFetchedAt: null,
    });
    const row = (await storedFeeds()).find((stored) => stored.id === feed.id)!;
    expect(row.tokenHash).toBe(createHash('sha256').update(token!).digest('hex'));
    expect((await uk('GET', '/api/account/feeds')).body).not.toContain('Mein Shop');
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = (await storedFeeds()).length;
    const good = {
      name: 'x',
      format: 'csv',
      language: 'de',
      filters: noFilters(),
      price: { kind: 'purchase' },
    };
    for (const body of [
      {},
      { ...good, name: '' },
      { ...good, name: 'x'.repeat(61) },
      { ...good, name: 'tab\there' },
      { ...good, format: 'xls' },
      { ...good, language: 'nl' },
      { ...good, filters: { ...noFilters(), producers: [1, 1] } },
      { ...good, filters: { ...noFilters(), themes: ['a'] } },
      { ...good, filters: { ...noFilters(), newSince: '2026-02-30' } },
      { ...good, filters: { ...noFilters(), preorders: 'maybe' } },
      { ...good, filters: { ...noFilters(), extra: true } },
      { ...good, price: { kind: 'markup' } },
      { ...good, price: { kind: 'markup', percent: -5 } },
      { ...good, price: { kind: 'markup', percent: 12.5 } },
      { ...good, price: { kind: 'cost' } },
      { ...good, accountId: 1 },
    ]) {
      const res = await de('POST', '/api/account/feeds', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toHaveProperty('error.code');
    }
    expect((await storedFeeds()).length).toBe(before);
    expect((await guest('/api/account/feeds')).statusCode).toBe(401);
  });

  it("refuses a second feed of the same name, and another customer's feed id", async () => {
    const first = await makeFeed(de, { name: 'twin' });
    const twin = await de('POST', '/api/account/feeds', {
      name: 'twin',
      format: 'csv',
      language: 'en',
      filters: noFilters(),
      price: { kind: 'purchase' },
    });
    expect(twin.statusCode).toBe(409);
    expect(codeOf(twin)).toBe('DUPLICATE_NAME');
    for (const [method, url] of [
      ['DELETE', `/api/account/feeds/${first.id}`],
      ['POST', `/api/account/feeds/${first.id}/renewal`],
    ] as const) {
      const res = await uk(method, url);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await guest(first.path)).statusCode).toBe(200);
  });

  it('refuses a business console', async () => {
    const console = caller(t, await login(t, DEMO.console));
    const res = await console('POST', '/api/account/feeds', {
      name: 'x',
      format: 'csv',
      language: 'de',
      filters: noFilters(),
      price: { kind: 'purchase' },
    });
    expect(res.statusCode).toBe(403);
    expect(codeOf(res)).toBe('BUSINESS_CONSOLE_REFUSED');
  });
});

describe('a feed at its address', () => {
  it('lists in every format exactly the articles of each filter', async () => {
    const { db } = t.database.handle;
    const first = await db
      .selectFrom('articles as a')
      .innerJoin('articleThemes as th', 'th.articleId', 'a.id')
      .innerJoin('articleCategories as c', 'c.articleId', 'a.id')
      .select(['a.producerId', 'a.productTypeId', 'th.themeId', 'c.categoryId'])
      .where('a.producerId', 'is not', null)
      .where('a.productTypeId', 'is not', null)
      .where('a.state', '!=', 'soldOut')
      .orderBy('a.id')
      .executeTakeFirstOrThrow();
    const cases: [string, FeedFilters][] = [
      ['none', noFilters()],
      ['producer', noFilters({ producers: [first.producerId!] })],
      ['theme', noFilters({ themes: [first.themeId] })],
      ['product type', noFilters({ productTypes: [first.productTypeId!] })],
      ['category', noFilters({ categories: [first.categoryId] })],
      ['in stock', noFilters({ inStockOnly: true })],
      ['no pre-orders', noFilters({ preorders: 'without' })],
      ['pre-orders only', noFilters({ preorders: 'only' })],
      ['new since', noFilters({ newSince: '2026-10-01' })],
    ];
    for (const [label, filters] of cases) {
      const expected = await expectedNumbers(filters);
      if (label !== 'none') expect(expected.length, label).toBeGreaterThan(0);
      for (const format of ['csv', 'json', 'google'] as const) {
        const feed = await makeFeed(de, { name: `${label} ${format}`, format, filters });
        const res = await guest(feed.path);
        expect(res.statusCode, `${label} ${format}`).toBe(200);
        const read = readFeed(format, res.body);
        expect(
          read.map((a) => a.articleNumber),
          `${label} ${format}`,
        ).toEqual(expected);
        await de('DELETE', `/api/account/feeds/${feed.id}`);
      }
    }
  });

  it("writes an article's English texts where the feed's language has none", async () => {
    const { db } = t.database.handle;
    const [first, second] = await db
      .selectFrom('articleLocalizations as l')
      .innerJoin('articles as a', 'a.id', 'l.articleId')
      .select(['a.id', 'a.articleNumber', 'l.name'])
      .where('l.language', '=', 'pl')
      .where('a.state', '!=', 'soldOut')
      .orderBy('a.id')
      .limit(2)
      .execute();
    const english = await db
      .selectFrom('articleLocalizations')
      .select('name')
      .where('articleId', '=', first!.id)
      .where('language', '=', 'en')
      .executeTakeFirstOrThrow();
    await db
      .deleteFrom('articleLocalizations')
      .where('articleId', '=', first!.id)
      .where('language', '=', 'pl')
      .execute();
    const feed = await makeFeed(de, { name: 'polski', language: 'pl' });
    const named = new Map(
      readFeed('json', (await guest(feed.path)).body).map((a) => [a.articleNumber, a.name]),
    );
    expect(named.get(first!.articleNumber)).toBe(english.name);
    expect(named.get(second!.articleNumber)).toBe(second!.name);
  });

  it("carries Google's required fields, absolute addresses and prices as Google writes them", async () => {
    const feed = await makeFeed(de, { name: 'google', format: 'google', language: 'en' });
    const res = await guest(feed.path);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const items = googleItems(res.body);
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) {
      for (const field of ['g:id', 'g:title', 'g:description', 'g:link', 'g:image_link']) {
        expect(item[field], `${String(item['g:id'])} ${field}`).toBeTruthy();
      }
      expect(['in_stock', 'out_of_stock', 'preorder', 'backorder']).toContain(
        item['g:availability'],
      );
      expect(item['g:price']).toMatch(/^\d+\.\d{2} EUR$/);
      expect(String(item['g:link'])).toMatch(/^https?:\/\/[^/]+\/de\/en\/product\//);
      expect(String(item['g:image_link'])).toMatch(/^https?:\/\//);
    }
    expect(items.some((item) => item['g:brand'])).toBe(true);
    expect(items.some((item) => item['g:gtin'])).toBe(true);
    // the first of an article's themes and categories, named in the feed's language
    const { db } = t.database.handle;
    const themed = await db
      .selectFrom('articleThemes as at')
      .innerJoin('articles as a', 'a.id', 'at.articleId')
      .innerJoin('themes as th', 'th.id', 'at.themeId')
      .select(['a.articleNumber', 'th.name'])
      .where('a.state', '!=', 'soldOut')
      .orderBy('a.id')
      .orderBy('at.themeId')
      .executeTakeFirstOrThrow();
    const item = items.find((one) => one['g:id'] === themed.articleNumber);
    expect(item?.['g:custom_label_0']).toBe(themed.name);
    expect(
      items.filter((one) => String(one['g:product_type'] ?? '').includes(' > ')).length,
    ).toBeGreaterThan(0);
  });

  it('carries the purchase price as the article page shows it, the evp, or a markup', async () => {
    const purchase = await makeFeed(de, { name: 'purchase' });
    const retail = await makeFeed(de, { name: 'retail', price: { kind: 'retail' } });
    const markup = await makeFeed(de, { name: 'markup', price: { kind: 'markup', percent: 50 } });
    type Doc = { articles: { articleNumber: string; price: { amount: number } | null }[] };
    const read = async (path: string) => (await guest(path)).json<Doc>().articles;
    const [p, r, m] = await Promise.all([
      read(purchase.path),
      read(retail.path),
      read(markup.path),
    ]);
    const sample = p.slice(0, 3);
    for (const article of sample) {
      const page = await de('POST', '/api/article', {
        articleNumber: article.articleNumber,
        language: 'de',
      });
      const shown = page.json<{ article: { priceSystem?: { price: number } } }>();
      expect(article.price?.amount, article.articleNumber).toBe(shown.article.priceSystem?.price);
    }
    p.forEach((article, i) => {
      expect(m[i]!.price?.amount).toBe(Math.floor((article.price!.amount * 150 + 50) / 100));
    });
    const evps = await t.database.handle.db
      .selectFrom('articlePrices as pr')
      .innerJoin('articles as a', 'a.id', 'pr.articleId')
      .select(['a.articleNumber', 'pr.evp'])
      .where('pr.currency', '=', 'EUR')
      .execute();
    for (const article of r) {
      const evp = evps.find((row) => row.articleNumber === article.articleNumber)?.evp ?? null;
      expect(article.price?.amount ?? null, article.articleNumber).toBe(evp);
    }
  });

  it("holds the account's price visibility, answers 410 for a closed account and 404 once revoked or renewed", async () => {
    const { db } = t.database.handle;
    const feed = await makeFeed(de, { name: 'visibility', format: 'google' });
    await db.updateTable('accounts').set({ showPrices: 0 }).where('id', '=', deId).execute();
    const hidden = await guest(feed.path);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.body).not.toContain('g:price');
    await db
      .updateTable('accounts')
      .set({ showPrices: 1, active: 0 })
      .where('id', '=', deId)
      .execute();
    const closed = await guest(feed.path);
    expect(closed.statusCode).toBe(410);
    expect(codeOf(closed)).toBe('FEED_GONE');
    await db.updateTable('accounts').set({ active: 1 }).where('id', '=', deId).execute();
    expect((await guest(feed.path)).body).toContain('g:price');

    const renewed = await de('POST', `/api/account/feeds/${feed.id}/renewal`);
    expect(renewed.statusCode).toBe(200);
    const newPath = new URL(renewed.json<{ address: string }>().address).pathname;
    expect(newPath).not.toBe(feed.path);
    expect((await guest(feed.path)).statusCode).toBe(404);
    expect((await guest(newPath)).statusCode).toBe(200);
    expect((await de('DELETE', `/api/account/feeds/${feed.id}`)).statusCode).toBe(204);
    expect((await guest(newPath)).statusCode).toBe(404);
    for (const path of ['/api/feeds/fd_short', `/api/feeds/fd_${'A'.repeat(43)}`, '/api/feeds/x']) {
      expect((await guest(path)).statusCode, path).toBe(404);
    }
    const listed = (await de('GET', '/api/account/feeds')).json<FeedListResponse>().feeds;
    expect(listed.map((one) => one.id)).not.toContain(feed.id);
  });

  it('records its last fetch, compresses, and answers 304 to a current copy', async () => {
    const feed = await makeFeed(de, { name: 'conditional', format: 'csv' });
    const full = await guest(feed.path, { 'accept-encoding': 'gzip' });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-encoding']).toBe('gzip');
    expect(gunzipped(full)).toContain('\r\n');
    const br = await guest(feed.path, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(gunzipped(full));
    const etag = String(full.headers.etag);
    const lastModified = String(full.headers['last-modified']);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    const listed = (await de('GET', '/api/account/feeds')).json<FeedListResponse>().feeds;
    expect(listed.find((one) => one.id === feed.id)?.lastFetchedAt).not.toBeNull();

    const same = await guest(feed.path, { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect((await guest(feed.path, { 'if-modified-since': lastModified })).statusCode).toBe(304);
    expect((await guest(feed.path, { 'if-none-match': '"other"' })).statusCode).toBe(200);

    // a changed article changes the feed
    await t.database.handle.db
      .updateTable('articles')
      .set({ updatedAt: new Date(Date.now() + 5000).toISOString() })
      .where('id', '=', 1)
      .execute();
    const changed = await guest(feed.path, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers 429 once the feed used up its own limit, leaving other feeds alone', async () => {
    const busy = await makeFeed(de, { name: 'busy' });
    const calm = await makeFeed(de, { name: 'calm' });
    const limit = RATE_LIMITS.feedFetchesPerFeed;
    for (let i = 0; i < limit.max; i++) {
      await t.rateLimiter.hit(`feed:${busy.id}`, limit.max, limit.windowMs);
    }
    const over = await guest(busy.path);
    expect(over.statusCode).toBe(429);
    expect(codeOf(over)).toBe('TOO_MANY_FEED_CALLS');
    expect(over.headers['retry-after']).toBeDefined();
    expect((await guest(calm.path)).statusCode).toBe(200);
  });
});
