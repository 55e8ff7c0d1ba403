import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuSchema, navigationSchema } from '@shop/domain/api/shell.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await seededApp({ articles: 120 }));
});
afterAll(async () => {
  await t.close();
});

describe('navigation and menu', () => {
  it('answers the navigation groups from the catalog, named in the request language', async () => {
    const de = navigationSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/navigation/de/1' })).json(),
    );
    const en = navigationSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/navigation/en/1' })).json(),
    );
    expect(de.producers.length).toBeGreaterThan(0);
    expect(de.categories.length).toBeGreaterThan(0);
    expect(de.categories.some((c) => c.numberOfArticles > 0)).toBe(true);
    const toysDe = de.categories.find((c) => c.name === 'Spielwaren');
    const toysEn = en.categories.find((c) => c.id === toysDe?.id);
    expect(toysEn?.name).toBe('Toys');
    expect(de.novelties.every((m) => /^\d{6}$/.test(String(m.id)))).toBe(true);
  });

  it('answers the menu as a tree with the campaigns entry at order 8', async () => {
    const menu = menuSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/menu/en/1' })).json(),
    );
    expect(menu.entries.length).toBeGreaterThanOrEqual(8);
    expect(menu.entries.find((e) => e.order === 8)?.type).toBe('campaign');
    expect(menu.entries.some((e) => e.subEntries.length > 0)).toBe(true);
  });

  it('refuses a bad version token or language', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/menu/en/%3Cscript%3E' })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/navigation/xx/1' })).statusCode).toBe(
      400,
    );
  });
});

describe('article images', () => {
  it('renders an SVG for a known article and 404 for an unknown one', async () => {
    const article = await t.database.handle.db
      .selectFrom('articles')
      .select('articleNumber')
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'GET',
      url: `/images/articles/${article.articleNumber}.svg`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body.startsWith('<svg')).toBe(true);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(
      (await t.app.inject({ method: 'GET', url: '/images/articles/NOPE0000.svg' })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/images/articles/..%2F..%2Fetc.svg' })).statusCode,
    ).toBe(400);
  });
});
