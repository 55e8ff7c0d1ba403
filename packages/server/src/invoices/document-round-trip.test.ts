import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRecordTypes } from '#server/accounts/account-record-types.ts';
import { readConfig } from '#server/config/env.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import type { RecordType } from '#server/exchange/record-type.ts';
import { exportRecords, importAsCsv, importRecords } from '#server/testing/record-import.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { createDocumentRecordTypes } from './document-record-types.ts';

/**
 * Export → import → export on the demo data: every stored account and document comes back in
 * the shape the import reads, and importing it changes nothing, through JSON and through CSV.
 */
let t: TestDatabase;
let types: () => RecordType<unknown>[];
/** every statement the database ran, to see that an unchanged import writes nothing */
const statements: string[] = [];
beforeAll(async () => {
  t = await createTestDatabase({ onQuery: (sql) => statements.push(sql) });
  await seedDatabase(t.handle, { articles: 60, referenceDate: '2026-03-15' });
  const config = readConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: t.dataDir });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: t.dataDir,
  });
  types = () => [
    ...accountRecordTypes({ mailer, config }),
    ...createDocumentRecordTypes({ dataDir: config.dataDir }),
  ];
});
afterAll(async () => {
  await t.drop();
});

async function exportEverything() {
  const all: Record<string, object[]> = {};
  for (const type of types()) all[type.type] = await exportRecords(t.handle.db, type);
  return all;
}

describe('round trip of accounts and documents', () => {
  it('exports every seeded record, and importing the export (JSON, then CSV, then replace) changes nothing', async () => {
    const exported = await exportEverything();
    expect(exported.account).toHaveLength(6);
    for (const type of ['invoice', 'openOrder', 'orderState', 'turnover']) {
      expect(exported[type]!.length, type).toBeGreaterThan(5);
    }
    const lines = Object.values(exported).flat();
    statements.length = 0;
    const fromJson = await importRecords(t.handle.db, types(), lines);
    const writes = statements.filter((sql) => /^\s*(insert|update|delete)\b/i.test(sql));
    expect(statements.length).toBeGreaterThan(0);
    expect(writes).toEqual([]);
    expect(fromJson.problems).toEqual([]);
    expect(Object.keys(fromJson.types).sort()).toEqual(Object.keys(exported).sort());
    for (const [type, counts] of Object.entries(fromJson.types)) {
      expect(counts, type).toEqual({
        records: exported[type]!.length,
        created: 0,
        updated: 0,
        unchanged: exported[type]!.length,
        removed: 0,
      });
    }

    statements.length = 0;
    const fromCsv = await importAsCsv(t.handle.db, types(), exported, { mode: 'replace' });
    expect(fromCsv.problems).toEqual([]);
    expect(statements.filter((sql) => /^\s*(insert|update|delete)\b/i.test(sql))).toEqual([]);
    for (const [type, counts] of Object.entries(fromCsv.types)) {
      expect(counts, type).toEqual({
        records: exported[type]!.length,
        created: 0,
        updated: 0,
        unchanged: exported[type]!.length,
        removed: 0,
      });
    }
    expect(await exportEverything()).toEqual(exported);
  });

  it('a changed field in the export is the one change an import makes', async () => {
    const exported = await exportEverything();
    const [first, ...rest] = exported.openOrder as { quantity: number }[];
    statements.length = 0;
    const outcome = await importRecords(t.handle.db, types(), [
      { ...first!, quantity: first!.quantity + 1 },
      ...rest,
    ]);
    expect(outcome.types.openOrder).toEqual({
      records: rest.length + 1,
      created: 0,
      updated: 1,
      unchanged: rest.length,
      removed: 0,
    });
    expect(statements.filter((sql) => /^\s*(insert|update|delete)\b/i.test(sql))).toHaveLength(1);
  });
});
