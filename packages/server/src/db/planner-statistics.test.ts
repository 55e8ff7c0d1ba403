import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  createTestDatabase,
  testDatabaseKind,
  type TestDatabase,
} from '#server/testing/test-database.ts';
import { analyzeNewlyFilledTables } from './planner-statistics.ts';

let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase();
});
afterEach(async () => {
  await t.drop();
});

async function estimatedRows(table: string): Promise<number> {
  const { rows } = await sql<{ reltuples: number }>`
    select reltuples from pg_class
    where relname = ${table} and relnamespace = current_schema()::regnamespace`.execute(
    t.handle.db,
  );
  return Number(rows[0]!.reltuples);
}

it('analyzes on PostgreSQL a table that was filled and never analyzed, once, leaving empty tables alone; on SQLite nothing', async () => {
  const { db } = t.handle;
  await db
    .insertInto('appSettings')
    .values(Array.from({ length: 50 }, (_, i) => ({ key: `k${i}`, value: 'v' })))
    .execute();
  if (testDatabaseKind() === 'sqlite') {
    expect(await analyzeNewlyFilledTables(db)).toEqual([]);
    return;
  }
  expect(await estimatedRows('app_settings')).toBe(-1);

  const analyzed = await analyzeNewlyFilledTables(db);

  expect(analyzed).toContain('app_settings');
  expect(analyzed).not.toContain('articles');
  expect(await estimatedRows('app_settings')).toBeGreaterThanOrEqual(50);
  expect(await estimatedRows('articles')).toBe(-1);
  expect(await analyzeNewlyFilledTables(db)).toEqual([]);
});
