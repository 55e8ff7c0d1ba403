import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { PRIVATE_FILE_MODE } from '#server/runtime/data-dir.ts';
import {
  adminQuery,
  postgresTestUrl,
  type DatabaseTemplates,
  type TemplateLevel,
} from './database-templates.ts';

/**
 * A fresh, migrated database for one test file: SQLite in a temporary directory, or, when the
 * test project sets TEST_DB=postgres, a new PostgreSQL database that `drop()` removes again.
 * Both are copies of the run's templates (database-templates.ts); `translated` also holds the
 * shipped texts, as an app's database does.
 */
export interface TestDatabase {
  handle: DatabaseHandle;
  dataDir: string;
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

export function testDatabaseKind(): 'sqlite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

function templates(): DatabaseTemplates {
  const provided = inject('databaseTemplates');
  if (provided === undefined || provided.kind !== testDatabaseKind())
    throw new Error('The server test projects set up database templates (vitest.config.ts).');
  return provided;
}

/**
 * A migrated SQLite database in a temporary directory, made without the test run's templates:
 * for tools that build the app outside Vitest (`npm run routes`).
 */
export async function createScratchDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-scratch-'));
  const handle = openDatabase({ databaseUrl: undefined, dataDir });
  await migrateToLatest(handle.db);
  return {
    handle,
    dataDir,
    databaseUrl: undefined,
    async drop() {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function createTestDatabase(
  options: { level?: TemplateLevel; onQuery?: (sql: string) => void } = {},
): Promise<TestDatabase> {
  const { level = 'migrated', ...databaseOptions } = options;
  const template = templates()[level];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (testDatabaseKind() === 'postgres') {
    dbName = `shop_test_${crypto.randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${dbName} template ${template}`);
    databaseUrl = postgresTestUrl(dbName);
  } else {
    fs.copyFileSync(template, path.join(dataDir, 'shop.sqlite'));
    fs.chmodSync(path.join(dataDir, 'shop.sqlite'), PRIVATE_FILE_MODE);
  }
  const handle = openDatabase({ databaseUrl, dataDir, ...databaseOptions });
  // a no-op on a current template; guards against a template older than the migrations
  await migrateToLatest(handle.db);
  return {
    handle,
    dataDir,
    databaseUrl,
    async drop() {
      await handle.close();
      if (dbName) await adminQuery(`drop database if exists ${dbName} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
