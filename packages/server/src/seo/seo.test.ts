import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '#server/seed/seed.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { shopSitemap, sitemapIndex } from './seo.service.ts';

let t: TestApp;
let publicUrl: string;
let articleNumbers: string[];

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example' });
  publicUrl = t.config.publicUrl;
  await seedDatabase(t.database.handle, { articles: 60, referenceDate: '2026-11-25' });
  const rows = await t.database.handle.db
    .selectFrom('articles')
    .select(['articleNumber', 'mainArticleNumber', 'state'])
    .execute();
  articleNumbers = rows
    .filter((row) => row.state !== 'soldOut')
    .filter((row) => row.mainArticleNumber === null || row.mainArticleNumber === row.articleNumber)
    .map((row) => row.articleNumber);
});
afterAll(async () => {
  await t.close();
});

/** The <loc> values of a sitemap or sitemap index. */
function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
}

/** The <url> entries of a sitemap: location and hreflang → href of its alternates. */
function urls(xml: string): { loc: string; alternates: Map<string, string> }[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(match[1]!)![1]!,
    alternates: new Map(
      [...match[1]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]),
    ),
  }));
}

describe('robots.txt', () => {
  it('is a real robots file: API, account and basket closed, the sitemap named', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).not.toContain('<div id="root">');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const rule of [
      'Disallow: /api/',
      'Disallow: /account/',
      'Disallow: /basket/',
      'Disallow: /auth/',
      'Disallow: /*/*/account',
      'Disallow: /*/*/basket',
      'Sitemap: https://shop.example/sitemap.xml',
    ]) {
      expect(lines).toContain(rule);
    }
    // article images stay crawlable
    expect(lines).not.toContain('Disallow: /images/');
  });
});

describe('sitemaps', () => {
  it('indexes one sitemap per shop and language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    const files = locs(res.body);
    expect(files).toHaveLength(21);
    expect(files).toContain('https://shop.example/sitemaps/uk/en/1.xml');
    expect(files).toContain('https://shop.example/sitemaps/fr/ja/1.xml');
  });

  it('lists start page, content pages, listings and every visible article with its 21 versions', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemaps/uk/en/1.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = urls(res.body);
    const loc = entries.map((entry) => entry.loc);
    expect(loc).toContain('https://shop.example/uk/en');
    expect(loc).toContain('https://shop.example/uk/en/impressum');
    expect(loc.some((l) => /\/uk\/en\/category\/[0-9a-f]+$/.test(l))).toBe(true);
    expect(loc.some((l) => /\/uk\/en\/producer\/[0-9a-f]+$/.test(l))).toBe(true);
    const articles = loc.filter((l) => l.includes('/product/')).map((l) => l.split('/').at(-1));
    expect(articles.sort()).toEqual([...articleNumbers].map(encodeURIComponent).sort());
    expect(loc.some((l) => /\/(account|basket)/.test(l))).toBe(false);

    const article = entries.find((entry) => entry.loc.endsWith(`/product/${articleNumbers[0]}`))!;
    expect(article.alternates.size).toBe(22);
    expect(article.alternates.get('en-GB')).toBe(article.loc);
    expect(article.alternates.get('de-DE')).toBe(
      `https://shop.example/de/de/product/${articleNumbers[0]}`,
    );
    expect(article.alternates.get('x-default')).toBe(
      `https://shop.example/de/de/product/${articleNumbers[0]}`,
    );
  });

  it('pages the URLs so no file holds more than the limit, and every URL appears once', async () => {
    const db = t.database.handle.db;
    const index = await sitemapIndex(db, publicUrl, 25);
    const files = locs(index).filter((l) => l.includes('/de/it/'));
    expect(files.length).toBeGreaterThan(2);
    const seen: string[] = [];
    for (let number = 1; number <= files.length; number++) {
      const xml = await shopSitemap(db, publicUrl, 'de', 'it', number, 25);
      const pageUrls = locs(xml!);
      expect(pageUrls.length).toBeLessThanOrEqual(25);
      expect(pageUrls.length).toBeGreaterThan(0);
      seen.push(...pageUrls);
    }
    expect(new Set(seen).size).toBe(seen.length);
    const whole = locs((await shopSitemap(db, publicUrl, 'de', 'it', 1, 50_000))!);
    expect(seen).toEqual(whole);
    expect(await shopSitemap(db, publicUrl, 'de', 'it', files.length + 1, 25)).toBeNull();
  });

  it('answers 404 for a sitemap past the last and 400 for an unknown shop or file name', async () => {
    const past = await t.app.inject({ method: 'GET', url: '/sitemaps/de/de/99.xml' });
    expect(past.statusCode).toBe(404);
    expect(past.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    for (const url of ['/sitemaps/xx/de/1.xml', '/sitemaps/de/zz/1.xml', '/sitemaps/de/de/0.xml']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
    }
  });
});
