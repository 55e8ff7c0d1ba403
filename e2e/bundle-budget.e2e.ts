import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import {
  INITIAL_FILES_LIMIT,
  INITIAL_JS_LIMIT,
  bundleReport,
  webDist,
} from '../packages/web/bundle-report.ts';

/**
 * Size budget of the built client (docs/product/quality.md#quality-initial-js): not timed, it reads
 * the build's manifest. The JavaScript a first page needs stays under the limit, pages load their
 * own chunks, and every text asset has the brotli and gzip copies the server sends.
 */
test.describe('the built client', () => {
  test('keeps the JavaScript of a first page within its budget', () => {
    const report = bundleReport();
    expect(report.initialJsGzip).toBeLessThanOrEqual(INITIAL_JS_LIMIT);
    // in a few files, not one per shared module (decision 047)
    expect(report.initialFiles.length).toBeLessThanOrEqual(INITIAL_FILES_LIMIT);
    const routes = report.routes.map((route) => route.name);
    for (const page of ['start-page', 'listing-page', 'product-page', 'basket-page']) {
      expect(routes, page).toContain(page);
    }
    // the entry dialogs and their form library load when a dialog first opens (entry-dialogs.tsx)
    for (const dialog of ['login-dialog', 'registration-dialog', 'forgot-password-dialog']) {
      expect(routes, dialog).toContain(dialog);
    }
    // the header's menus and drawer load when first opened, its data parts after the first
    // render (docs/decisions/030-what-the-first-page-loads-later.md)
    for (const part of ['language-menu', 'mobile-drawer', 'account-menu', 'basket-preview']) {
      expect(routes, part).toContain(part);
    }
    // the dropdowns of the account menu and the basket preview load when the user reaches for
    // them (docs/decisions/068-first-page-in-short-tasks.md)
    for (const menu of ['account-dropdown', 'basket-preview-menu']) {
      expect(routes, menu).toContain(menu);
    }
    // a page's own code is never part of what every page loads
    expect(report.initialFiles.some((file) => /(listing|product|basket)-page/.test(file))).toBe(
      false,
    );
  });

  test('writes the stylesheet every page needs into index.html instead of linking it', () => {
    const index = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
    // a linked stylesheet held the first paint back by a round trip (decision 075)
    expect(index).not.toMatch(/<link[^>]+rel="stylesheet"/);
    const inline = /<style>([\s\S]*?)<\/style>/.exec(index)?.[1] ?? '';
    // the rules of the boot screen the page shows until the client runs, and the utilities
    expect(inline).toContain('.boot-screen');
    expect(inline).toContain('.flex');
    // after the module script, whose preloads start first
    expect(index.indexOf('<style>')).toBeGreaterThan(index.indexOf('<script type="module"'));
  });

  test('has brotli and gzip copies of every script, style and index.html', () => {
    const assets = fs.readdirSync(path.join(webDist, 'assets'));
    const texts = assets.filter((file) => /\.(js|css)$/.test(file));
    expect(texts.length).toBeGreaterThan(0);
    for (const file of [...texts.map((f) => `assets/${f}`), 'index.html']) {
      expect(fs.existsSync(path.join(webDist, `${file}.br`)), file).toBe(true);
      expect(fs.existsSync(path.join(webDist, `${file}.gz`)), file).toBe(true);
    }
  });

  test('is sent brotli-compressed with a year of cache, index.html revalidated', async ({
    request,
  }) => {
    const { initialFiles } = bundleReport();
    const asset = await request.get(`/${initialFiles[0]}`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await request.get('/de/de', { headers: { 'accept-encoding': 'br' } });
    expect(page.headers()['content-encoding']).toBe('br');
    expect(page.headers()['cache-control']).toBe('no-cache');
  });

  test('names the article page’s own modules with that page, and they are there', async ({
    request,
  }) => {
    // an unknown article's address redirects to its search (decision 126): a real article
    const html = await (await request.get('/de/en/product/GG2001')).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)]
      .map((link) => link[1]!)
      .filter((file) => !bundleReport().initialFiles.some((initial) => file.endsWith(initial)));
    expect(preloads.some((file) => /\/product-page-[\w-]+\.js$/.test(file))).toBe(true);
    for (const file of preloads) expect((await request.get(file)).status(), file).toBe(200);
    const listing = await (await request.get('/de/en/search/figure')).text();
    expect(listing).not.toContain('product-page-');
  });
});
