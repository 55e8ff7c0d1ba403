import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '#server/seed/seed.ts';
import type { RecordType } from '#server/exchange/record-type.ts';
import { exportRecords, importAsCsv, importRecords } from '#server/testing/record-import.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { createCatalogRecordTypes } from './catalog-record-types.ts';

/**
 * The demo catalog enters through the import (docs/decisions/105-the-demo-through-the-import.md):
 * exported, every seeded record comes back in the shape the import reads, and importing it
 * again, as JSON Lines and as CSV, writes nothing.
 */
let t: TestDatabase;
let types: readonly RecordType<unknown>[];
const statements: string[] = [];
const writes = () => statements.filter((sql) => /^\s*(insert|update|delete)\b/i.test(sql));

beforeAll(async () => {
  t = await createTestDatabase({ onQuery: (sql) => statements.push(sql) });
  await seedDatabase(t.handle, { articles: 120, referenceDate: '2026-11-25', dataDir: t.dataDir });
  // the demo texts are all written in their language; one marked as translated from English
  // shows that the mark goes out and comes back
  await t.handle.db
    .updateTable('articleLocalizations')
    .set({ sourceLanguage: 'en' })
    .where('articleId', '=', 1)
    .where('language', '=', 'fr')
    .execute();
  types = createCatalogRecordTypes({ dataDir: t.dataDir });
});
afterAll(async () => {
  await t.drop();
});

async function exportCatalog() {
  const all: Record<string, object[]> = {};
  for (const type of types) all[type.type] = await exportRecords(t.handle.db, type);
  return all;
}

describe('round trip of the demo catalog', () => {
  it('exports every seeded article with its translated texts, and importing it again changes nothing', async () => {
    const exported = await exportCatalog();
    const articles = exported.article as {
      localization: Record<string, { description?: string; sourceLanguage?: string }>;
    }[];
    expect(articles.length).toBeGreaterThan(120);
    for (const type of ['producer', 'productType', 'category', 'theme', 'campaign'])
      expect(exported[type]!.length, type).toBeGreaterThan(0);
    expect(articles[0]!.localization.de!.sourceLanguage).toBeUndefined();
    const marked = articles.filter((article) => article.localization.fr!.sourceLanguage === 'en');
    expect(marked).toHaveLength(1);
    expect(marked[0]!.localization.it!.sourceLanguage).toBeUndefined();
    expect(articles[0]!.localization.it!.description).not.toBe(
      articles[0]!.localization.en!.description,
    );

    statements.length = 0;
    const fromJson = await importRecords(t.handle.db, types, Object.values(exported).flat(), {
      mode: 'replace',
    });
    expect(fromJson.problems).toEqual([]);
    expect(writes()).toEqual([]);
    expect(fromJson.types.article).toMatchObject({ created: 0, updated: 0, removed: 0 });

    statements.length = 0;
    const fromCsv = await importAsCsv(t.handle.db, types, exported, { mode: 'replace' });
    expect(fromCsv.problems).toEqual([]);
    expect(writes()).toEqual([]);
    expect(await exportCatalog()).toEqual(exported);
  });
});
