import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPED_MESSAGES } from '@shop/messages/messages.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { textsPreload } from './web-client.ts';

/** What the client's build writes (packages/web/index.html after vite build, boot templates). */
const INDEX = [
  '<!doctype html><html lang="de"><head>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<style>body{margin:0}</style>',
  '</head><body><div id="root"></div></body></html>',
].join('');

function template(shop: string, language: string): string {
  return (
    `<div id="boot-consent-bar"><section><h2>[[shell:consent.title]]</h2>` +
    `<p>[[shell:consent.text]] <a href="/${shop}/${language}/privacy-policy#cookies">[[shell:consent.privacy]]</a></p>` +
    `<button disabled="">[[shell:consent.acceptAll]]</button></section></div>`
  );
}

let webDist: string;
let t: TestApp;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  fs.mkdirSync(path.join(webDist, 'boot'));
  const templates = Object.fromEntries(
    ['de/de', 'de/en', 'de/it', 'fr/ja', 'uk/en'].map((key) => [
      key,
      template(...(key.split('/') as [string, string])),
    ]),
  );
  fs.writeFileSync(path.join(webDist, 'boot', 'consent-bar.json'), JSON.stringify(templates));
  fs.writeFileSync(
    path.join(webDist, 'boot', 'page-modules.json'),
    JSON.stringify({ 'product/:articleNumber': ['/assets/product-page-1.js', '/assets/zod-2.js'] }),
  );
  ({ t } = await seededApp({
    articles: 30,
    referenceDate: '2026-11-25',
    env: { WEB_DIST: webDist },
  }));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

function firstMainArticle() {
  return t.database.handle.db
    .selectFrom('articles')
    .select(['id', 'articleNumber'])
    .where('mainArticleNumber', 'is', null)
    .orderBy('articleNumber')
    .executeTakeFirstOrThrow();
}

/** The data of the page's boot-article element, as the client reads it. */
function bootArticleOf(body: string): unknown {
  const found = /<script type="application\/json" id="boot-article">(.*?)<\/script>/s.exec(body);
  expect(found, 'boot-article element').not.toBeNull();
  return JSON.parse(found![1]!);
}

async function page(url: string, cookie?: string) {
  const answer = await t.app.inject({
    method: 'GET',
    url,
    ...(cookie === undefined ? {} : { headers: { cookie } }),
  });
  expect(answer.statusCode, url).toBe(200);
  expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
  return answer;
}

describe('the texts of a page preloaded with its document', () => {
  it('names the texts of the address language, and English beside an incomplete language', () => {
    expect(textsPreload('/de/de/category/1a')).toBe(
      '</loca/getLanguage/de>; rel=preload; as=fetch; crossorigin',
    );
    expect(textsPreload('/uk/en?x=1')).toBe(
      '</loca/getLanguage/en>; rel=preload; as=fetch; crossorigin',
    );
    expect(textsPreload('/fr/ja/product/AB1234')).toBe(
      '</loca/getLanguage/ja>; rel=preload; as=fetch; crossorigin, ' +
        '</loca/getLanguage/en>; rel=preload; as=fetch; crossorigin',
    );
  });

  it('names nothing for an address without a language', () => {
    expect(textsPreload('/de')).toBeNull();
    expect(textsPreload('/de/xx/search/a')).toBeNull();
    expect(textsPreload('/robots')).toBeNull();
  });

  it('sends the header with the page and the texts it names are there', async () => {
    const answer = await page('/de/en/basket');
    expect(answer.headers.link).toBe('</loca/getLanguage/en>; rel=preload; as=fetch; crossorigin');
    const texts = await t.app.inject({ method: 'GET', url: '/loca/getLanguage/en' });
    expect(texts.statusCode).toBe(200);
    const asset = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(asset.headers.link).toBeUndefined();
  });
});

describe('the page document', () => {
  it('is in the language of the address', async () => {
    expect((await page('/de/de/category/1a')).body).toContain('<html lang="de">');
    expect((await page('/fr/ja/product/AB1234?x=1')).body).toContain('<html lang="ja">');
  });

  it('is index.html as built for an address without a shop and language', async () => {
    for (const url of ['/de', '/de/xx/search/a', '/xx/de'])
      expect((await page(url)).body).toBe(INDEX);
  });

  it('carries the consent bar on a first visit, its texts from the database, escaped', async () => {
    const shell = SHIPPED_MESSAGES.ja.shell!;
    const body = (await page('/fr/ja')).body;
    expect(body).toContain(
      `<div id="boot-consent-bar"><section><h2>${shell['consent.title']}</h2>`,
    );
    expect(body).toContain('href="/fr/ja/privacy-policy#cookies"');
    expect(body).toContain(`<button disabled="">${shell['consent.acceptAll']}</button>`);
    // ahead of the client's root, which its own bar renders into
    expect(body.indexOf('boot-consent-bar')).toBeLessThan(body.indexOf('<div id="root">'));
    expect(body).not.toContain('[[');
  });

  it("shows an operator's correction, escaped like every text", async () => {
    await t.database.handle.db
      .updateTable('translations')
      .set({ value: 'Cookies <script>alert("x")</script> & more' })
      // a language no earlier test has read: the server reads texts at most once a minute
      .where('language', '=', 'it')
      .where('namespace', '=', 'shell')
      .where('key', '=', 'consent.title')
      .execute();
    const body = (await page('/de/it')).body;
    expect(body).toContain(
      '<h2>Cookies &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more</h2>',
    );
    expect(body).not.toContain('<script>alert');
  });

  it('leaves the bar out once the visitor has chosen, and says it depends on the cookie', async () => {
    const first = await page('/de/en');
    expect(first.headers.vary).toContain('cookie');
    expect(first.headers['cache-control']).toBe('no-cache');
    const chosen = await page('/de/en', 'consent_decided=1; other=2');
    expect(chosen.body).not.toContain('boot-consent-bar');
    expect(chosen.body).toContain('<html lang="en">');
  });

  it('leaves the bar out where the build has no template for the address', async () => {
    expect((await page('/uk/pl')).body).not.toContain('boot-consent-bar');
  });

  it('preloads the modules of the article page, whose picture needs them, and of no other', async () => {
    const preloads =
      '<link rel="modulepreload" crossorigin href="/assets/product-page-1.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/zod-2.js"><script type="module"';
    for (const url of ['/de/de/product/AB1234', '/uk/en/product/ab-12?variant=3']) {
      expect((await page(url)).body, url).toContain(preloads);
    }
    for (const url of [
      '/de/de',
      '/de/de/product/',
      '/de/de/product/AB1234/more',
      '/de/de/basket',
    ]) {
      expect((await page(url)).body, url).not.toContain('product-page-1');
    }
  });

  it('preloads the picture an article page shows first, the one its answer names', async () => {
    const main = await t.database.handle.db
      .selectFrom('articles')
      .select(['articleNumber'])
      .where('mainArticleNumber', 'is', null)
      .orderBy('articleNumber')
      .executeTakeFirstOrThrow();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/article',
      payload: { articleNumber: main.articleNumber, language: 'en' },
    });
    const first = answer.json<{ article: { images: { path: string }[] } }>().article.images[0]!;
    const body = (await page(`/de/en/product/${main.articleNumber.toLowerCase()}`)).body;
    // ahead of the scripts and the inlined stylesheet, so it is read with the first bytes
    expect(body).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${first.path}"><script type="module"`,
    );
    expect(body.indexOf(first.path)).toBeLessThan(body.indexOf('<style>'));
  });

  it("preloads a variant's main article's picture, and a stored picture escaped", async () => {
    const variant = await t.database.handle.db
      .selectFrom('articles as v')
      .innerJoin('articles as m', 'm.articleNumber', 'v.mainArticleNumber')
      .select(['v.articleNumber as variant', 'm.id as mainId'])
      .whereRef('v.mainArticleNumber', '!=', 'v.articleNumber')
      .executeTakeFirstOrThrow();
    await t.database.handle.db
      .insertInto('articleImages')
      // ahead of the pictures the seed stored
      .values({ articleId: variant.mainId, path: '/images/stored/a"b&c.png', position: -1 })
      .execute();
    const body = (await page(`/uk/en/product/${encodeURIComponent(variant.variant)}`)).body;
    expect(body).toContain('href="/images/stored/a&quot;b&amp;c.png"><script type="module"');
  });

  it('preloads no picture for an unknown or impossible article number, and never fails', async () => {
    // a malformed escape is refused before any page is made
    const malformed = await t.app.inject({ method: 'GET', url: '/de/de/product/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    for (const url of [
      '/de/de/product/NO-SUCH-1',
      `/de/de/product/${'X'.repeat(60)}`,
      '/de/de/product/%09abc',
    ]) {
      const body = (await page(url)).body;
      expect(body, url).toContain('product-page-1');
      expect(body, url).not.toContain('as="image"');
    }
  });

  it("carries a first visit's article answer, the one POST /api/article gives a visitor", async () => {
    const main = await firstMainArticle();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/article',
      payload: { articleNumber: main.articleNumber, language: 'it' },
    });
    const address = main.articleNumber.toLowerCase();
    const boot = bootArticleOf((await page(`/de/it/product/${address}`)).body);
    expect(boot).toEqual({ articleNumber: address, language: 'it', answer: answer.json() });
    // after a consent choice the client asks, so a view can be tracked
    const chosen = (await page(`/de/it/product/${address}`, 'consent_decided=1')).body;
    expect(chosen).not.toContain('boot-article');
    expect(chosen).toContain('as="image"');
    for (const url of ['/de/it/product/NO-SUCH-1', '/de/it/basket', '/de/it'])
      expect((await page(url)).body, url).not.toContain('boot-article');
  });

  it("keeps an operator's text with a closing script tag inside the article's data", async () => {
    const main = await firstMainArticle();
    const name = 'Box </script><script>alert(1)</script> <!-- & “more”';
    await t.database.handle.db
      .updateTable('articleLocalizations')
      .set({ name })
      .where('articleId', '=', main.id)
      // a language no earlier test has read: visitors' answers are kept for a minute
      .where('language', '=', 'pl')
      .execute();
    const body = (await page(`/de/pl/product/${main.articleNumber}`)).body;
    expect(body).not.toContain('<script>alert');
    expect(body).not.toContain('<!--  &');
    const boot = bootArticleOf(body) as { answer: { article: { localization: { Name: string } } } };
    expect(boot.answer.article.localization.Name).toBe(name);
  });

  it('answers unknown API paths with the error shape, not the page', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such resource' } });
  });
});
