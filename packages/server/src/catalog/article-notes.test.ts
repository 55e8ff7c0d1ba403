import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleAnswerSchema } from '@shop/domain/api/article.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';

/**
 * The article fields of docs/product/catalog.md#cat-article-notes shown as notes: max quantity
 * date, Magic, restriction, video.
 */

let t: TestApp;
beforeAll(async () => {
  ({ t } = await seededApp({ articles: 60, referenceDate: '2026-11-25' }));
});
afterAll(async () => {
  await t.close();
});

async function articleOf(articleNumber: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/article',
    payload: { articleNumber, language: 'en' },
  });
  expect(res.statusCode).toBe(200);
  return articleAnswerSchema.parse(res.json()).article;
}

describe('POST /api/article: notes of the article', () => {
  it('answers the Magic dates, the max quantity date, restriction and video of a Magic article', async () => {
    const magic = await t.database.handle.db
      .selectFrom('articles')
      .selectAll()
      .where('isMagicItem', '=', 1)
      .where('mainArticleNumber', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // the seed's maximum ends 14 days after its reference day; a maximum past its last day is
    // no longer answered (decision 095), so this one is made to hold whenever the test runs
    magic.maxQtyDate = '2099-12-09';
    await t.database.handle.db
      .updateTable('articles')
      .set({ maxQtyDate: magic.maxQtyDate })
      .where('id', '=', magic.id)
      .execute();
    t.catalogEvents.articlesChanged([magic.id]);
    const article = await articleOf(magic.articleNumber);
    expect(article).toMatchObject({
      isMagicItem: true,
      magicReleaseDate: magic.magicReleaseDate,
      magicNoPrereleaseDeadline: magic.magicNoPrereleaseDeadline,
      maxQty: magic.maxQty,
      maxQtyDate: magic.maxQtyDate,
      restriction: 'noMarketplaces',
      video: `https://videos.example.com/articles/${magic.articleNumber}.mp4`,
    });
    expect(magic.magicNoPrereleaseDeadline! < magic.magicReleaseDate!).toBe(true);
  });

  it('leaves each note out for an article without it, and answers a stored value as it is', async () => {
    const { db } = t.database.handle;
    const plain = await db
      .selectFrom('articles')
      .select(['id', 'articleNumber'])
      .where('isMagicItem', '=', 0)
      .where('mainArticleNumber', 'is', null)
      .where('articleNumber', 'not like', '%DAP')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('articles')
      .set({ maxQty: null, maxQtyDate: '2099-12-01', restriction: null, video: null })
      .where('id', '=', plain.id)
      .execute();
    t.catalogEvents.articlesChanged([plain.id]);
    const bare = await articleOf(plain.articleNumber);
    for (const field of [
      'maxQtyDate',
      'isMagicItem',
      'magicReleaseDate',
      'magicNoPrereleaseDeadline',
      'restriction',
      'video',
    ]) {
      expect(bare, field).not.toHaveProperty(field);
    }
    await db
      .updateTable('articles')
      .set({ maxQty: 12, restriction: 'euOnly' })
      .where('id', '=', plain.id)
      .execute();
    // as the shop's own writers do: a visitor's page is kept until the catalog changes
    t.catalogEvents.articlesChanged([plain.id]);
    expect(await articleOf(plain.articleNumber)).toMatchObject({
      maxQty: 12,
      maxQtyDate: '2099-12-01',
      restriction: 'euOnly',
    });
  });
});
