import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { preloadsOf, readRoutePreloads } from './route-preloads.ts';

const table = {
  '*': ['/assets/shared-1.js', '/assets/zod-1.js'],
  '': ['/assets/start-page-1.js', '/assets/shared-1.js'],
  basket: ['/assets/basket-page-1.js'],
  'product/*': ['/assets/product-page-1.js'],
};

let webDist: string;
let t: TestApp;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(webDist, 'route-preloads.json'), JSON.stringify(table));
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the JavaScript of a page preloaded with its document', () => {
  it('names the files of every page and of the route, once each', () => {
    expect(preloadsOf('/de/de', table)).toEqual([
      '/assets/shared-1.js',
      '/assets/zod-1.js',
      '/assets/start-page-1.js',
    ]);
    expect(preloadsOf('/de/en/product/AB12?x=1', table)).toEqual([
      '/assets/shared-1.js',
      '/assets/zod-1.js',
      '/assets/product-page-1.js',
    ]);
    expect(preloadsOf('/de/de/basket/', table)).toContain('/assets/basket-page-1.js');
    expect(preloadsOf('/de/de/impressum', table)).toEqual([
      '/assets/shared-1.js',
      '/assets/zod-1.js',
    ]);
  });

  it('names nothing for an address without a language', () => {
    expect(preloadsOf('/de', table)).toEqual([]);
    expect(preloadsOf('/robots.txt', table)).toEqual([]);
    expect(preloadsOf('/de/xx/basket', table)).toEqual([]);
  });

  it('refuses a table that names anything but built assets', () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
    fs.writeFileSync(
      path.join(other, 'route-preloads.json'),
      JSON.stringify({ '': ['https://elsewhere.example/x.js'] }),
    );
    expect(readRoutePreloads(other)).toEqual({});
    expect(readRoutePreloads(path.join(other, 'missing'))).toEqual({});
    fs.rmSync(other, { recursive: true, force: true });
  });

  it('writes the links into the head of the page, revalidated as index.html is', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/de/de/basket' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/basket-page-1.js">',
    );
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/zod-1.js">');
    expect(page.body).toContain('<div id="root"></div>');
    const other = await t.app.inject({ method: 'GET', url: '/robots-missing' });
    expect(other.body).not.toContain('modulepreload');
  });
});
