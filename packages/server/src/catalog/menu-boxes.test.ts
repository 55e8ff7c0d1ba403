import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuBoxesSchema } from '@shop/domain/api/shell.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await seededApp({ articles: 200, referenceDate: '2026-11-25' }));
});
afterAll(async () => {
  await t.close();
});

describe('theme and product-type boxes of an overview page', () => {
  it('lists the themes of a category menu entry, busiest first, named in every language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/manufacturerThemesByMenu/1' });
    expect(res.statusCode).toBe(200);
    const { entries } = menuBoxesSchema.parse(res.json());
    expect(entries.length).toBeGreaterThan(0);
    const counts = entries.map((e) => e.numberOfArticles);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(entries[0]!.names.de).toBeTruthy();
    expect(entries.every((e) => e.numberOfArticles > 0)).toBe(true);
  });

  it('counts only articles of that category and its subcategories', async () => {
    const { entries } = menuBoxesSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/manufacturerProducttypesByMenu/3' })).json(),
    );
    const total = entries.reduce((sum, e) => sum + e.numberOfArticles, 0);
    const fashion = await t.database.handle.db
      .selectFrom('articles as a')
      .innerJoin('articleCategories as ac', 'ac.articleId', 'a.id')
      .innerJoin('categories as c', 'c.id', 'ac.categoryId')
      .select((eb) => eb.fn.count<number>('a.id').distinct().as('n'))
      .where((eb) => eb.or([eb('c.id', '=', 3), eb('c.parentId', '=', 3)]))
      .where('a.state', '<>', 'soldOut')
      .where((eb) =>
        eb.or([
          eb('a.mainArticleNumber', 'is', null),
          eb('a.mainArticleNumber', '=', eb.ref('a.articleNumber')),
        ]),
      )
      .executeTakeFirstOrThrow();
    expect(total).toBe(Number(fashion.n));
  });

  it('answers the campaigns entry from campaign articles', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/manufacturerThemesByMenu/8' });
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 for an unknown menu order and 400 for a malformed one', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/manufacturerThemesByMenu/99' })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/manufacturerThemesByMenu/abc' })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/manufacturerProducttypesByMenu/0' }))
        .statusCode,
    ).toBe(400);
  });
});
