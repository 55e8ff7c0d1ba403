import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlesByTypeAnswerSchema } from '@shop/domain/api/article.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await seededApp({ articles: 200, referenceDate: '2026-11-25' }));
});
afterAll(async () => {
  await t.close();
});

const post = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/articlesByType', payload });

async function busiestProducer() {
  return t.database.handle.db
    .selectFrom('producers as p')
    .innerJoin('articles as a', 'a.producerId', 'p.id')
    .select(['p.id', 'p.name', 'p.names', (eb) => eb.fn.countAll<number>().as('n')])
    .where('a.state', '!=', 'soldOut')
    .groupBy(['p.id', 'p.name', 'p.names'])
    .orderBy('n', 'desc')
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
}

describe('articles of a group named in the request', () => {
  it('lists the listed, not sold-out articles of a producer found by name in any case', async () => {
    const producer = await busiestProducer();
    const res = await post({
      articleType: 'producer',
      name: `  ${producer.name.toUpperCase()} `,
      language: 'en',
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = articlesByTypeAnswerSchema.parse(res.json());
    expect(answer.id).toBe(producer.id);
    expect(answer.articles.length).toBeGreaterThan(0);

    const expected = await t.database.handle.db
      .selectFrom('articles')
      .select('articleNumber')
      .where('producerId', '=', producer.id)
      .where('state', '!=', 'soldOut')
      .where((eb) =>
        eb.or([
          eb('mainArticleNumber', 'is', null),
          eb('mainArticleNumber', '=', eb.ref('articleNumber')),
        ]),
      )
      .execute();
    expect(answer.articles.map((a) => a.articleNumber).sort()).toEqual(
      expected.map((row) => row.articleNumber).sort(),
    );
    expect(answer.articles.every((a) => a.state !== 'soldOut')).toBe(true);
  });

  it('finds a theme by its name in another language and answers with the request language', async () => {
    const theme = await t.database.handle.db
      .selectFrom('themes')
      .select(['id', 'name', 'names'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const names = JSON.parse(theme.names) as Record<string, string>;
    const german = names.de ?? theme.name;
    const res = await post({ articleType: 'theme', name: german, language: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = articlesByTypeAnswerSchema.parse(res.json());
    expect(answer.id).toBe(theme.id);
    expect(answer.name).toBe(names.en ?? theme.name);
  });

  it('gives visitors no price field', async () => {
    const producer = await busiestProducer();
    const res = await post({ articleType: 'producer', name: producer.name, language: 'de' });
    expect(res.body).not.toMatch(/"price"|"singlePrice"|"evp"/);
  });

  it('answers 404 for an unknown name and 400 for a bad type or extra field', async () => {
    expect(
      (await post({ articleType: 'producer', name: 'No such maker 4711', language: 'en' }))
        .statusCode,
    ).toBe(404);
    expect((await post({ articleType: 'shelf', name: 'X', language: 'en' })).statusCode).toBe(400);
    expect((await post({ articleType: 'theme', name: '', language: 'en' })).statusCode).toBe(400);
    expect(
      (await post({ articleType: 'theme', name: 'X', language: 'en', limit: 5 })).statusCode,
    ).toBe(400);
  });
});
