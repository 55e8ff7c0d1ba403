import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleSearchRequest } from '@shop/domain/api/search.ts';
import { encodeSearchParams } from '@shop/domain/rules/search-url.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import type { SearchIndex } from './search-index.ts';
import { buildSearchIndex } from './search-index-keeper.ts';
import { findArticleNames } from './search-page.repository.ts';
import { searchArticles } from './search.service.ts';
import { everyArticle } from './index-query.fixtures.ts';

let database: TestDatabase;
let kept: SearchIndex;
let read: SearchIndex;
let unnamed: { id: number; articleNumber: string };

beforeAll(async () => {
  database = await createTestDatabase({ level: 'migrated' });
  await seedDatabase(database.handle, { articles: 120, referenceDate: '2026-11-25' });
  const { db } = database.handle;
  // an article without a name in one language shows its number there
  const article = await db
    .selectFrom('articles')
    .select(['id', 'articleNumber'])
    .where('mainArticleNumber', 'is', null)
    .orderBy('id')
    .limit(1)
    .offset(3)
    .executeTakeFirstOrThrow();
  unnamed = { id: article.id, articleNumber: article.articleNumber };
  await db
    .deleteFrom('articleLocalizations')
    .where('articleId', '=', article.id)
    .where('language', '=', 'fr')
    .execute();
  kept = await buildSearchIndex(database.handle);
  read = await buildSearchIndex(database.handle, { pageNamesUpTo: 0 });
});
afterAll(async () => {
  await database.drop();
});

describe('the names of search pages kept by the index', () => {
  it('are the names the database holds, in every language, null where there is none', async () => {
    const ids = kept
      .search(everyArticle('de'), { field: 'articleNumber', direction: 'asc' }, 0, 200, true)
      .page.concat(unnamed.id);
    for (const language of ['de', 'fr', 'ja']) {
      const fromDatabase = await findArticleNames(
        database.handle.db,
        ids,
        language,
        database.handle.sqlite,
      );
      expect(kept.pageNames(ids, language)).toEqual(fromDatabase);
    }
    expect(kept.pageNames([unnamed.id], 'fr')).toEqual([null]);
    expect(read.pageNames(ids, 'de')).toBeUndefined();
  });

  it('give the answers the page read from the database gives', async () => {
    const requests: ArticleSearchRequest[] = [
      { searchParams: '', offset: 0, limit: 60, language: 'fr' },
      { searchParams: encodeSearchParams({ sort: 3 }), offset: 20, limit: 40, language: 'ja' },
      { searchParams: '', search: 'figur', offset: 0, limit: 60, language: 'de' },
      {
        searchParams: '',
        alternativeSearch: [unnamed.articleNumber],
        offset: 0,
        limit: 5,
        language: 'fr',
      },
    ];
    for (const request of requests) {
      const answer = (index: SearchIndex) =>
        searchArticles(
          database.handle.db,
          { index, sqlite: database.handle.sqlite },
          request,
          true,
          'EUR',
        );
      const expected = await answer(read);
      expect(expected.articles.length).toBeGreaterThan(0);
      expect(await answer(kept)).toEqual(expected);
    }
    const alone = await searchArticles(
      database.handle.db,
      { index: kept, sqlite: database.handle.sqlite },
      requests[3]!,
      false,
      null,
    );
    expect(alone.articles.map((article) => article.name)).toContain(unnamed.articleNumber);
  });
});
