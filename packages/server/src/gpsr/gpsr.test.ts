import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GPSR_LANGUAGES, type GpsrFaqResponse } from '@shop/domain/api/gpsr.ts';
import { caller, type Caller } from '#server/testing/calls.ts';
import { DEMO } from '#server/testing/demo-logins.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { csvRows } from '#server/testing/csv.ts';

/**
 * GPSR FAQ and CSV export (docs/product/account.md#account-gpsr;
 * docs/decisions/042-gpsr-export.md).
 */

let t: TestApp;
let a: Caller;
let b: Caller;

beforeAll(async () => {
  ({
    t,
    callers: [a, b],
  } = await seededApp({ articles: 120, referenceDate: '2026-11-25', logins: [DEMO.de, DEMO.uk] }));
});
afterAll(async () => {
  await t.close();
});

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
    const [heading, ...rows] = csvRows(res.body);
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
    const english = csvRows((await a('GET', '/export/gpsr/?language=en')).body, ',');
    expect(english[0]![0]).toBe('Article number');
    expect(english.some((row) => row[5]!.startsWith('Warning!'))).toBe(true);
    // the demo warnings are in every shop language (decision 129)
    const polish = csvRows((await a('GET', '/export/gpsr/?language=pl')).body);
    expect(polish.some((row) => row[5]!.startsWith('Uwaga!'))).toBe(true);
    expect(polish.some((row) => row[5]!.startsWith('Warning!'))).toBe(false);
  });

  it('is the same file for every customer and needs a login', async () => {
    const [forA, forB] = [await a('GET', '/export/gpsr/'), await b('GET', '/export/gpsr/')];
    expect(forB.body).toBe(forA.body);
    expect((await caller(t, null)('GET', '/export/gpsr/')).statusCode).toBe(401);
    expect((await a('GET', '/export/gpsr/?language=xx')).statusCode).toBe(400);
  });
});
