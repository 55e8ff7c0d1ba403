import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleAnswerSchema } from '@shop/domain/api/article.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';

/** The pictures an article page lists are the ones the picture route draws (decision 026). */
let t: TestApp;

beforeAll(async () => {
  ({ t } = await seededApp({ articles: 30, referenceDate: '2026-11-25' }));
});
afterAll(async () => {
  await t.close();
});

async function imagesOf(articleNumber: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/article',
    payload: { articleNumber, language: 'de' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return articleAnswerSchema.parse(res.json()).article.images.map((image) => image.path);
}

describe('article pictures', () => {
  it('lists two to four views per article, each answered as an SVG picture without words', async () => {
    const rows = await t.database.handle.db
      .selectFrom('articles')
      .select(['id', 'articleNumber'])
      .where('mainArticleNumber', 'is', null)
      .orderBy('id')
      .limit(12)
      .execute();
    const counts = new Set<number>();
    for (const { articleNumber } of rows) {
      const images = await imagesOf(articleNumber);
      expect(images.length, articleNumber).toBeGreaterThanOrEqual(2);
      expect(images.length, articleNumber).toBeLessThanOrEqual(4);
      expect(images[0]).toBe(`/images/articles/${articleNumber}.svg`);
      counts.add(images.length);
      const bodies = new Set<string>();
      for (const path of images) {
        const res = await t.app.inject({ method: 'GET', url: path });
        expect(res.statusCode, path).toBe(200);
        expect(res.headers['content-type'], path).toMatch(/^image\/svg\+xml/);
        expect(res.body).toMatch(/^<svg [^>]*width="600" height="600"/);
        expect(res.body).not.toMatch(/<text\b|<title\b/);
        bodies.add(res.body);
      }
      expect(bodies.size, articleNumber).toBe(images.length);
    }
    expect(counts.size).toBeGreaterThan(1);
  });

  it('answers 404 for a view the article does not have or that does not exist', async () => {
    const rows = await t.database.handle.db
      .selectFrom('articles')
      .select('articleNumber')
      .orderBy('id')
      .limit(12)
      .execute();
    let articleNumber = '';
    let images: string[] = [];
    for (const row of rows) {
      articleNumber = row.articleNumber;
      images = await imagesOf(articleNumber);
      if (images.length < 4) break;
    }
    const missing = ['back', 'side', 'detail', 'box'].find(
      (view) => !images.some((path) => path.endsWith(`?view=${view}`)),
    );
    expect(missing).toBeDefined();
    const base = `/images/articles/${articleNumber}.svg`;
    const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
    expect(await status(`${base}?view=${missing}`)).toBe(404);
    expect(await status(`${base}?view=top`)).toBe(404);
    expect(await status(`${base}?view=2`)).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/images/articles/NOPE0000.svg' })).statusCode,
    ).toBe(404);
  });
});
