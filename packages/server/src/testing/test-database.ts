import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';

/**
 * A fresh, migrated database for one test file: SQLite in a temporary directory, or, when the
 * test project sets TEST_DB=postgres, a new PostgreSQL database that `drop()` removes again.
 */
export interface TestDatabase {
  handle: DatabaseHandle;
  dataDir: string;
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function testDatabaseKind(): 'sqlite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

export async function createTestDatabase(
  options: { onQuery?: (sql: string) => void } = {},
): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (testDatabaseKind() === 'postgres') {
    dbName = `shop_test_${crypto.randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${dbName}`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const handle = openDatabase({ databaseUrl, dataDir, ...options });
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

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
