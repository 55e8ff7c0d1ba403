import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { down, up } from './2026-12-04-103-vacancy-locations.ts';

/** Migration 103 (docs/decisions/134-demo-texts-in-every-language.md) on stored vacancies. */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

interface Before {
  vacancies: { link: string; location: string; titles: string; bodies: string };
}

describe('migration 103: vacancy locations per language', () => {
  it('keeps a stored location as the en text, and an empty one as none', async () => {
    const db = t.handle.db as unknown as Kysely<unknown>;
    await down(db);
    await (db as Kysely<Before>)
      .insertInto('vacancies')
      .values([
        { link: 'remote-job', location: 'Hamburg / remote', titles: '{}', bodies: '{}' },
        { link: 'nowhere-job', location: '', titles: '{}', bodies: '{}' },
      ])
      .execute();
    await up(db);
    const rows = await t.handle.db
      .selectFrom('vacancies')
      .select(['link', 'locations'])
      .orderBy('link')
      .execute();
    expect(rows).toEqual([
      { link: 'nowhere-job', locations: '{}' },
      { link: 'remote-job', locations: '{"en":"Hamburg / remote"}' },
    ]);
  });
});
