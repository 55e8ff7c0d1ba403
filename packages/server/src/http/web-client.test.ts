import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { textsPreload } from './web-client.ts';

/** What the client's build writes: index.html with the page's marks (packages/web/index.html). */
const INDEX = [
  '<!doctype html><html lang="de"><head><title>Shop</title>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<style>body{margin:0}</style>',
  '</head><body><div id="root"><!--page--><div class="boot-screen"></div><!--/page--></div></body></html>',
].join('');

/**
 * A stand-in for the server's renderer (packages/web/src/entry-server.tsx, tested on its own):
 * it asks the app for an article as the article page does, and answers a page with its name,
 * so the test sees the calls reach the app in-process and the page reach the document.
 */
const RENDERER = `
let renders = 0;
let starts = 0;
export const startRenders = () => starts;
export function createPageRenderer(calls) {
  return async ({ url, origin, consentDecided, storedLanguage }) => {
    const [, shop, language, page, number] = new URL(url, origin).pathname.split('/');
    if (page === undefined) {
      starts += 1;
      return { kind: 'page', status: 200, language, head: '<title>Start</title>', root: '<h1>start ' + starts + '</h1>', data: '' };
    }
    if (shop === 'xx') return { kind: 'redirect', location: '/de/de' };
    if (language === 'xx') return { kind: 'redirect', location: '/de/' + (storedLanguage ?? 'de') };
    if (page === 'basket') return { kind: 'browser', language, note: '<noscript>JS</noscript>' };
    if (page !== 'product') {
      return { kind: 'page', status: 404, language, head: '<title>Not found</title>', root: '<h1>Not found</h1>', data: '' };
    }
    renders += 1;
    const answer = await calls.fetch('/api/article', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ articleNumber: number, language }),
    });
    const body = await answer.json();
    const name = body.article?.localization.Name ?? 'none';
    const texts = await calls.translations(language);
    return {
      kind: 'page',
      status: answer.status === 200 ? 200 : 404,
      language,
      head: '<title>' + name + '</title>',
      root: '<h1>' + name + '</h1><p>' + texts.resources.shell.skipToContent + '</p><p>render ' + renders + (consentDecided ? ' decided' : '') + '</p>',
      data: '<script type="application/json" id="server-data">{}</script>',
    };
  };
}
`;

let webDist: string;
let rendererFile: string;
let t: TestApp;

beforeAll(async () => {
  const build = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  webDist = path.join(build, 'dist');
  fs.mkdirSync(path.join(webDist, 'boot'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  fs.writeFileSync(
    path.join(webDist, 'boot', 'page-modules.json'),
    JSON.stringify({ 'product/:articleNumber': ['/assets/product-page-1.js', '/assets/zod-2.js'] }),
  );
  fs.mkdirSync(path.join(build, 'dist-ssr'));
  rendererFile = path.join(build, 'dist-ssr', 'entry-server.mjs');
  fs.writeFileSync(rendererFile, RENDERER);
  ({ t } = await seededApp({
    articles: 30,
    referenceDate: '2026-11-25',
    env: { WEB_DIST: webDist },
  }));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(path.dirname(webDist), { recursive: true, force: true });
});

function firstMainArticle() {
  return t.database.handle.db
    .selectFrom('articles')
    .select(['id', 'articleNumber'])
    .where('mainArticleNumber', 'is', null)
    .orderBy('articleNumber')
    .executeTakeFirstOrThrow();
}

async function page(url: string, status = 200, cookie?: string) {
  const answer = await t.app.inject({
    method: 'GET',
    url,
    ...(cookie === undefined ? {} : { headers: { cookie } }),
  });
  expect(answer.statusCode, url).toBe(status);
  expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
  return answer;
}

describe('the first page after a start', () => {
  it('is rendered as the shop starts listening, so its first visitor gets it kept', async () => {
    // the app loaded this very module: its counter is the renderer's
    const renderer = (await import(pathToFileURL(rendererFile).href)) as {
      startRenders: () => number;
    };
    expect(renderer.startRenders()).toBe(0);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    await vi.waitFor(() => expect(renderer.startRenders()).toBe(1));
    expect((await page('/de/de')).body).toContain('<h1>start 1</h1>');
    expect(renderer.startRenders()).toBe(1);
  });
});

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
  it("is the renderer's page in index.html: head, root, data and the page's module preloads", async () => {
    const main = await firstMainArticle();
    const name = (
      await t.database.handle.db
        .selectFrom('articleLocalizations')
        .select('name')
        .where('articleId', '=', main.id)
        .where('language', '=', 'ja')
        .executeTakeFirstOrThrow()
    ).name;
    const body = (await page(`/fr/ja/product/${main.articleNumber}`)).body;
    expect(body).toContain('<html lang="ja">');
    expect(body).toContain(`<title>${name}</title>`);
    expect(body).not.toContain('<title>Shop</title>');
    expect(body).toContain(`<div id="root"><h1>${name}</h1>`);
    expect(body).not.toContain('boot-screen');
    expect(body).toContain('<script type="application/json" id="server-data">{}</script></body>');
    expect(body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/product-page-1.js">',
    );
    expect(body.indexOf('modulepreload')).toBeLessThan(body.indexOf('<script type="module"'));
  });

  it("answers with the renderer's status and follows its redirects", async () => {
    expect((await page('/de/en/no-such-page', 404)).body).toContain('<h1>Not found</h1>');
    const redirect = await t.app.inject({ method: 'GET', url: '/xx/de/anything' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/de/de');
  });

  it('hands the renderer the language cookie for an address with an unknown language', async () => {
    const redirected = async (cookie?: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/de/xx/partner',
          ...(cookie === undefined ? {} : { headers: { cookie } }),
        })
      ).headers.location;
    expect(await redirected('shop_language=en')).toBe('/de/en');
    expect(await redirected('shop_language=fr')).toBe('/de/fr');
    expect(await redirected('shop_language=zz')).toBe('/de/de');
    expect(await redirected()).toBe('/de/de');
  });

  it('keeps the boot screen and adds the note of a page the browser renders itself', async () => {
    const body = (await page('/de/en/basket')).body;
    expect(body).toContain('<div id="root"><noscript>JS</noscript><div class="boot-screen">');
    expect(body).toContain('<title>Shop</title>');
  });

  it('keeps a rendered page for the next visitor until the catalog changes', async () => {
    const main = await firstMainArticle();
    const url = `/de/en/product/${main.articleNumber}`;
    const first = (await page(url)).body;
    expect((await page(url)).body).toBe(first);
    // a campaign's parameters change nothing the page shows: the same kept page
    expect((await page(`${url}?utm_source=news&gclid=1`)).body).toBe(first);
    // a first visit's page (with the consent bar) is another page
    expect((await page(url, 200, 'consent_decided=1')).body).not.toBe(first);
    t.catalogEvents.articlesChanged([main.id]);
    expect((await page(url)).body).not.toBe(first);
  });

  it('sends a kept page compressed as kept to a client that takes brotli, and plain to others', async () => {
    const main = await firstMainArticle();
    const url = `/de/de/product/${main.articleNumber}?kept=1`;
    const plain = await page(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('cookie, accept-encoding');
    expect(plain.body).toContain('<div id="root"><h1>');
    // answered before the files' route: the headers of every answer still come with it
    expect(plain.headers['content-security-policy']).toBeDefined();
    expect(plain.headers['x-shop-version']).toBeDefined();
    const asked = (encoding: string) =>
      t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    const brotli = await asked('gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('cookie, accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body));
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    // a client without brotli gets the HTML, which the compression plugin gzips from 1 KB on
    const gzip = await asked('gzip');
    expect(gzip.headers['content-encoding']).toBeUndefined();
    expect(gzip.body).toBe(plain.body);
    expect((await asked('br;q=0, identity')).headers['content-encoding']).toBeUndefined();
  });

  it('answers unknown API paths with the error shape, not the page', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such resource' } });
  });
});
