import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articleAnswerSchema,
  articlesByTypeAnswerSchema,
  articlesForIdsAnswerSchema,
} from '@shop/domain/api/article.ts';
import type { ArticleNotes } from '@shop/domain/api/article-notes.ts';
import { articleSearchResponseSchema } from '@shop/domain/api/search.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';

/**
 * The notes of docs/product/catalog.md#cat-article-notes (max quantity date, Magic dates,
 * restriction, video) in every list answer, the same as the article page answers them
 * (docs/decisions/046-article-notes-in-lists.md).
 */

const NOTE_FIELDS = [
  'maxQtyDate',
  'isMagicItem',
  'magicReleaseDate',
  'magicNoPrereleaseDeadline',
  'restriction',
  'video',
] as const;

let t: TestApp;
let magicNumber: string;
let plainNumber: string;
let producerName: string;

beforeAll(async () => {
  ({ t } = await seededApp({ articles: 80, referenceDate: '2026-11-25' }));
  const { db } = t.database.handle;
  const magic = await db
    .selectFrom('articles as a')
    .innerJoin('producers as p', 'p.id', 'a.producerId')
    .select(['a.articleNumber', 'p.name as producer'])
    .where('a.isMagicItem', '=', 1)
    .where('a.mainArticleNumber', 'is', null)
    .where('a.state', '!=', 'soldOut')
    .orderBy('a.id')
    .executeTakeFirstOrThrow();
  magicNumber = magic.articleNumber;
  producerName = magic.producer;
  const plain = await db
    .selectFrom('articles')
    .select(['id', 'articleNumber'])
    .where('isMagicItem', '=', 0)
    .where('mainArticleNumber', 'is', null)
    .where('articleNumber', 'not like', '%DAP')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  plainNumber = plain.articleNumber;
  await db
    .updateTable('articles')
    .set({ maxQty: null, maxQtyDate: '2026-12-01', restriction: null, video: null })
    .where('id', '=', plain.id)
    .execute();
});
afterAll(async () => {
  await t.close();
});

const notesOf = (entry: object): ArticleNotes =>
  Object.fromEntries(
    NOTE_FIELDS.filter((field) => field in entry).map((field) => [
      field,
      (entry as Record<string, unknown>)[field],
    ]),
  ) as ArticleNotes;

async function detailNotes(articleNumber: string): Promise<ArticleNotes> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/article',
    payload: { articleNumber, language: 'en' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return notesOf(articleAnswerSchema.parse(res.json()).article);
}

describe('article notes in the list answers', () => {
  it('the article page answers every note of a Magic article and none of a plain one', async () => {
    const magic = await detailNotes(magicNumber);
    expect(Object.keys(magic).sort()).toEqual([...NOTE_FIELDS].sort());
    expect(await detailNotes(plainNumber)).toEqual({});
  });

  it('POST /api/articles answers the same notes as the article page, one page read for all', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/articles',
      payload: {
        searchParams: '',
        alternativeSearch: [magicNumber, plainNumber],
        offset: 0,
        limit: 200,
        language: 'en',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = articleSearchResponseSchema.parse(res.json());
    const byNumber = new Map(answer.articles.map((a) => [a.articleNumber, a]));
    expect(notesOf(byNumber.get(magicNumber)!)).toEqual(await detailNotes(magicNumber));
    expect(notesOf(byNumber.get(plainNumber)!)).toEqual({});
  });

  it('the CSV read of a whole result carries the notes too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/articles',
      payload: { searchParams: '', offset: 0, limit: 5000, language: 'en', csv: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = articleSearchResponseSchema.parse(res.json());
    expect(answer.articles.length).toBe(answer.hits);
    const magic = answer.articles.find((a) => a.articleNumber === magicNumber);
    expect(notesOf(magic!)).toEqual(await detailNotes(magicNumber));
    expect(answer.articles.filter((a) => a.restriction !== undefined).length).toBeGreaterThan(0);
  });

  it('POST /api/articlesForIDs answers the same notes as the article page', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/articlesForIDs',
      payload: { articleNumbers: [plainNumber, magicNumber], language: 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [plain, magic] = articlesForIdsAnswerSchema.parse(res.json()).articles;
    expect(plain!.articleNumber).toBe(plainNumber);
    expect(notesOf(plain!)).toEqual({});
    expect(notesOf(magic!)).toEqual(await detailNotes(magicNumber));
  });

  it('POST /api/articlesByType answers the same notes as the article page', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/articlesByType',
      payload: { articleType: 'producer', name: producerName, language: 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = articlesByTypeAnswerSchema.parse(res.json());
    const magic = answer.articles.find((a) => a.articleNumber === magicNumber);
    expect(notesOf(magic!)).toEqual(await detailNotes(magicNumber));
  });
});
