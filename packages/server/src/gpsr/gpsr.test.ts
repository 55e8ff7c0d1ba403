import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GPSR_LANGUAGES, type GpsrFaqResponse } from '@shop/domain/api/gpsr.ts';
import { DEMO, caller, login } from '#server/basket/basket.fixtures.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/**
 * GPSR FAQ and CSV export (docs/product/account.md#account-gpsr;
 * docs/decisions/042-gpsr-export.md).
 */

let t: TestApp;
let a: ReturnType<typeof caller>;
let b: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.handle, { articles: 120, referenceDate: '2026-11-25' });
  a = caller(t, await login(t, DEMO.de));
  b = caller(t, await login(t, DEMO.uk));
});
afterAll(async () => {
  await t.close();
});

function rowsOf(body: string): string[][] {
  return body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));
}

describe('GET /api/gpsr-faq/{lang}', () => {
  it('answers a FAQ of its own in each of the 24 EU languages', async () => {
    const questions = new Set<string>();
    for (const language of GPSR_LANGUAGES) {
      const res = await caller(t, null)('GET', `/api/gpsr-faq/${language}`);
      expect(res.statusCode).toBe(200);
      const answer = res.json<GpsrFaqResponse>();
      expect(answer.language).toBe(language);
      expect(answer.groups.length).toBeGreaterThan(0);
      expect(answer.groups[0]!.questions.length).toBeGreaterThanOrEqual(3);
      questions.add(answer.groups[0]!.questions[0]!.question);
    }
    // real translations: no two languages share the first question's text
    expect(questions.size).toBeGreaterThanOrEqual(GPSR_LANGUAGES.length - 1);
  });

  it('answers the English FAQ for a language without one, and 400 for a malformed code', async () => {
    const ja = (await a('GET', '/api/gpsr-faq/ja')).json<GpsrFaqResponse>();
    const en = (await a('GET', '/api/gpsr-faq/en')).json<GpsrFaqResponse>();
    expect(ja).toEqual(en);
    expect(ja.language).toBe('en');
    expect((await a('GET', '/api/gpsr-faq/EN')).statusCode).toBe(400);
    expect((await a('GET', '/api/gpsr-faq/english')).statusCode).toBe(400);
  });
});

describe('GET /export/gpsr/', () => {
  it('streams the GPSR data of every article on sale, headings and warnings in the language', async () => {
    const res = await a('GET', '/export/gpsr/?language=de');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="gpsr.csv"');
    const [heading, ...rows] = rowsOf(res.body);
    expect(heading).toEqual([
      'Artikelnummer',
      'EAN',
      'Name',
      'Hersteller',
      'Verantwortliche Person in der EU',
      'Sicherheitshinweise',
      'Sicherheitsbilder',
    ]);
    const onSale = await t.database.handle.db
      .selectFrom('articles')
      .select('articleNumber')
      .where('state', '!=', 'soldOut')
      .where((eb) =>
        eb.or([
          eb('mainArticleNumber', 'is', null),
          eb('mainArticleNumber', '=', eb.ref('articleNumber')),
        ]),
      )
      .execute();
    expect(rows.map((row) => row[0]).sort()).toEqual(onSale.map((r) => r.articleNumber).sort());
    expect(rows.some((row) => row[5]!.startsWith('Achtung!'))).toBe(true);
    const english = rowsOf((await a('GET', '/export/gpsr/?language=en')).body);
    expect(english[0]![0]).toBe('Article number');
    expect(english.some((row) => row[5]!.startsWith('Warning!'))).toBe(true);
  });

  it('is the same file for every customer and needs a login', async () => {
    const [forA, forB] = [await a('GET', '/export/gpsr/'), await b('GET', '/export/gpsr/')];
    expect(forB.body).toBe(forA.body);
    expect((await caller(t, null)('GET', '/export/gpsr/')).statusCode).toBe(401);
    expect((await a('GET', '/export/gpsr/?language=xx')).statusCode).toBe(400);
  });
});
