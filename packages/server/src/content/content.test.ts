import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_CONTENT_FOLDER } from '#server/seed/example-content.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { readContentFolder } from './content-folder.ts';
import { exportContent } from './content-export.service.ts';
import { importContent } from './content-import.service.ts';

/**
 * The content calls of docs/product/content.md#content-routes on the seeded example content
 * (decision 048).
 */

let t: TestApp;
const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  ({ t } = await seededApp({ articles: 120, referenceDate: '2026-11-25' }));
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/banner/{index}/{version}', () => {
  it('answers the start page slides in order with sized pictures and a title per language', async () => {
    const res = await get('/api/banner/0/test-1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.index).toBe(0);
    expect(body.slides.map((s: { code: string }) => s.code)).toEqual([
      'new-arrivals',
      'pre-orders',
      'hot-deals',
    ]);
    expect(body.slides[0]).toMatchObject({
      link: '/show/FInS_Oa',
      image: { src: '/images/content/banner-new-arrivals.svg', width: 1200, height: 360 },
    });
    // the example names every banner in all seven languages
    expect(body.slides[0].titles).toMatchObject({
      de: 'Neu eingetroffen',
      en: 'New arrivals',
      fr: 'Nouveaux arrivages',
      es: 'Novedades',
      ja: '新着商品',
    });
    // a call to action: a sentence and a button to the slide's link, in every language
    expect(body.slides[1].texts.ja).toBe('発売日に合わせて新作を確保。割当数も確定します。');
    expect(body.slides[1].actions).toMatchObject({
      de: 'Zu den Vorbestellungen',
      pl: 'Zobacz przedsprzedaż',
    });
    const place1 = (await get('/api/banner/1/test-1')).json().slides;
    expect(place1).toHaveLength(1);
    // a slide without a link has no button
    expect(place1[0]).toMatchObject({ link: null, actions: null });
    expect(place1[0].texts.en).toMatch(/^Statues, busts/);
  });

  it('refuses a button without a link, and an export keeps the sentence and the button', async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'content-banner-'));
    await fs.cp(EXAMPLE_CONTENT_FOLDER, folder, { recursive: true });
    const file = path.join(folder, 'banners.json');
    const banners = JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, unknown>[];
    await fs.writeFile(
      file,
      JSON.stringify([...banners, { ...banners[0], code: 'no-link', link: null }]),
    );
    const { bundle, problems } = await readContentFolder(folder);
    expect(bundle).toBeUndefined();
    expect(problems).toEqual([
      { file: 'banners.json', problem: expect.stringMatching(/a button needs a link/) },
    ]);
    await fs.rm(folder, { recursive: true });
    const exported = await exportContent(t.database.handle.db);
    const preOrders = exported.banners.find((banner) => banner.code === 'pre-orders');
    expect(preOrders?.actions?.en).toBe('Browse pre-orders');
    expect(preOrders?.texts?.fr).toMatch(/^Réservez/);
    // no empty object for a banner without a button
    expect(
      exported.banners.find((banner) => banner.code === 'collectibles-week'),
    ).not.toHaveProperty('actions');
  });

  it('answers an empty list for a place without banners and 400 for a bad index or version', async () => {
    expect((await get('/api/banner/77/1')).json()).toEqual({ index: 77, slides: [] });
    for (const url of [
      '/api/banner/x/1',
      '/api/banner/-1/1',
      '/api/banner/1234/1',
      '/api/banner/0/a%00b',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
    }
  });
});

describe('partners', () => {
  it('answers every partner with logo and per-language names, and the slider ones', async () => {
    const all = (await get('/api/partners')).json().partners;
    expect(all).toHaveLength(8);
    const lantern = all.find((p: { code: string }) => p.code === 'paper-lantern');
    expect(lantern.names.de).toBe('Papierlaterne Verlag');
    expect(lantern.names.it).toBe('Edizioni Lanterna di Carta');
    expect(lantern.logo).toEqual({
      src: '/images/content/partner-paper-lantern.svg',
      width: 240,
      height: 120,
    });
    const slider = (await get('/api/partnerForSlider')).json().partners;
    expect(slider.map((p: { code: string }) => p.code)).toEqual(
      all.slice(0, 6).map((p: { code: string }) => p.code),
    );
  });
});

describe('GET /api/faq/{language}', () => {
  it('answers the groups of the language with rendered answers', async () => {
    const res = await get('/api/faq/de');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.language).toBe('de');
    expect(body.enabled).toBe(true);
    expect(body.groups.map((g: { code: string }) => g.code)).toEqual([
      'ordering-delivery',
      'account-payment',
      'complaints',
    ]);
    expect(body.groups[0].questions[0].answerHtml).toContain('<strong>250 €</strong>');
    // the GPSR FAQ is a different list (GET /api/gpsr-faq)
    expect(JSON.stringify(body)).not.toContain('GPSR');
  });

  it('falls back to en for a language without FAQ and refuses an unknown language', async () => {
    // the example has all seven languages (decision 129), so one is taken away here
    const db = t.database.handle.db;
    const groups = db.selectFrom('faqGroups').select('id').where('language', '=', 'it');
    await db
      .deleteFrom('faqQuestions')
      .where('groupId', 'in', groups.where('kind', '=', 'general'))
      .execute();
    await db
      .deleteFrom('faqGroups')
      .where('language', '=', 'it')
      .where('kind', '=', 'general')
      .execute();
    const it = (await get('/api/faq/it')).json();
    expect(it.language).toBe('en');
    expect(it.groups[0].title).toBe('Ordering and delivery');
    expect((await get('/api/faq/xx')).statusCode).toBe(400);
  });
});

describe('GET /api/content/{page}/{language}', () => {
  it('answers a legal page as HTML in the language, else en', async () => {
    const de = (await get('/api/content/agb/de')).json();
    expect(de).toMatchObject({ page: 'agb', language: 'de' });
    expect(de.title).toBe('Allgemeine Geschäftsbedingungen für Händler');
    expect(de.html).toContain('<h2>1. Geltungsbereich</h2>');
    const it = (await get('/api/content/privacy-policy/it')).json();
    expect(it).toMatchObject({ language: 'it', title: 'Informativa sulla privacy' });
    // the example has all seven languages (decision 129), so one is taken away here
    await t.database.handle.db
      .deleteFrom('contentPages')
      .where('page', '=', 'copyright')
      .where('language', '=', 'pl')
      .execute();
    const pl = (await get('/api/content/copyright/pl')).json();
    expect(pl).toMatchObject({ language: 'en', title: 'Copyright' });
    for (const page of [
      'impressum',
      'copyright',
      'agbs',
      'payment',
      'freight-surcharge',
      'competition',
      'oldShop',
    ]) {
      expect((await get(`/api/content/${page}/en`)).statusCode, page).toBe(200);
    }
    expect((await get('/api/content/payment/de')).json().html).toContain('<table>');
    // the imprint's address keeps its lines
    expect((await get('/api/content/impressum/de')).json().html).toContain('Musterkai 12<br>');
  });

  it('refuses an unknown page or language with 400', async () => {
    for (const url of ['/api/content/secret/de', '/api/content/agb/xx', '/api/content/agb%00/de']) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
  });
});

describe('GET /images/content/{name}', () => {
  it('serves a stored picture with its type and a CSP that runs nothing', async () => {
    const res = await get('/images/content/banner-hot-deals.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('<svg');
    expect((await get('/images/content/missing.svg')).statusCode).toBe(404);
    expect((await get('/images/content/..%2Fsecret.svg')).statusCode).toBe(400);
  });
});

describe('GET /api/document/{document}/{language}', () => {
  it('answers the delivery-complaint PDF in the language, else en', async () => {
    const de = await get('/api/document/delivery-complaint/de');
    expect(de.statusCode).toBe(200);
    expect(de.headers['content-type']).toBe('application/pdf');
    expect(de.headers['content-disposition']).toBe('inline; filename="delivery-complaint-de.pdf"');
    expect(de.rawPayload).toEqual(
      await fs.readFile(
        path.join(EXAMPLE_CONTENT_FOLDER, 'documents', 'delivery-complaint.de.pdf'),
      ),
    );
    const pl = await get('/api/document/delivery-complaint/pl');
    expect(pl.headers['content-disposition']).toBe('inline; filename="delivery-complaint-pl.pdf"');
    expect(pl.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // the example has all seven languages (decision 129), so one is taken away here
    await t.database.handle.db
      .deleteFrom('contentDocuments')
      .where('document', '=', 'delivery-complaint')
      .where('language', '=', 'it')
      .execute();
    const it = await get('/api/document/delivery-complaint/it');
    expect(it.headers['content-disposition']).toBe('inline; filename="delivery-complaint-en.pdf"');
  });

  it('refuses an unknown document or language with 400', async () => {
    for (const url of ['/api/document/secret/de', '/api/document/delivery-complaint/xx']) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
  });
});

describe('GET /api/fkz/ and GET /articles/catUpdate', () => {
  it('lists the product types with a freight surcharge, highest first', async () => {
    const body = (await get('/api/fkz/')).json();
    expect(body.currency).toBe('EUR');
    const stored = await t.database.handle.db
      .selectFrom('articles')
      .select('freightSurcharge')
      .where('freightSurcharge', '>', 0)
      .where('state', '!=', 'soldOut')
      .execute();
    expect(body.entries.length).toBeGreaterThan(0);
    expect(Math.max(...body.entries.map((e: { amount: number }) => e.amount))).toBe(
      Math.max(...stored.map((row) => row.freightSurcharge)),
    );
    const amounts = body.entries.map((e: { amount: number }) => e.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(body.entries[0].names.de).toEqual(expect.any(String));
  });

  it('changes the catalog mark when an article changes', async () => {
    const before = (await get('/articles/catUpdate')).json();
    expect(before.version).toMatch(/^[0-9a-f]{16}$/);
    await t.database.handle.db
      .updateTable('articles')
      .set({ updatedAt: '2099-01-01T00:00:00.000Z' })
      .where('id', '=', 1)
      .execute();
    const after = (await get('/articles/catUpdate')).json();
    expect(after.updatedAt).toBe('2099-01-01T00:00:00.000Z');
    expect(after.version).not.toBe(before.version);
  });
});

describe('Markdown is sanitised', () => {
  it('removes scripts, handlers, styles, frames and javascript: links from imported pages', async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'content-xss-'));
    await fs.cp(EXAMPLE_CONTENT_FOLDER, folder, { recursive: true });
    await fs.writeFile(
      path.join(folder, 'pages', 'copyright.ja.md'),
      [
        '# 著作権',
        '',
        'Text <script>alert(1)</script> and <img src="/x.png" onerror="alert(2)">',
        '',
        '[click](javascript:alert(3)) [data](data:text/html,hi) [ok](https://example.com)',
        '',
        '<iframe src="https://evil.example"></iframe><style>body{}</style><a href="/agb" style="color:red" onclick="x()">agb</a>',
      ].join('\n'),
    );
    const { bundle, problems } = await readContentFolder(folder);
    expect(problems).toEqual([]);
    await importContent(t.database.handle.db, bundle!);
    const html = (await get('/api/content/copyright/ja')).json().html as string;
    for (const bad of [
      '<script',
      'onerror',
      'javascript:',
      'data:',
      '<iframe',
      '<style',
      'onclick',
      'style=',
    ]) {
      expect(html).not.toContain(bad);
    }
    expect(html).toContain('<img src="/x.png">');
    expect(html).toContain('<a href="/agb">agb</a>');
    expect(html).toContain('href="https://example.com" rel="noopener noreferrer" target="_blank"');
    await fs.rm(folder, { recursive: true });
  });
});
