import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { textsPreload } from './web-client.ts';

let webDist: string;
let t: TestApp;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
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
    const page = await t.app.inject({ method: 'GET', url: '/de/en/basket' });
    expect(page.statusCode).toBe(200);
    expect(page.headers.link).toBe('</loca/getLanguage/en>; rel=preload; as=fetch; crossorigin');
    const texts = await t.app.inject({ method: 'GET', url: '/loca/getLanguage/en' });
    expect(texts.statusCode).toBe(200);
    const asset = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(asset.headers.link).toBeUndefined();
  });
});
