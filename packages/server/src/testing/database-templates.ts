import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { syncDefaultTranslations } from '#server/i18n/i18n.service.ts';

/**
 * Two prepared databases a test run copies instead of building each test file's database
 * anew: `migrated` (every migration applied) and `translated` (also the shipped texts, as
 * every app has them). Migrating and loading the texts cost a test file seconds on PostgreSQL
 * and one on SQLite; copying a SQLite file is instant and PostgreSQL copies a template
 * database without replaying its statements (docs/decisions/064-test-run-speed.md).
 */
export type TemplateLevel = 'migrated' | 'translated';

export interface DatabaseTemplates {
  kind: 'sqlite' | 'postgres';
  /** SQLite: the template files; PostgreSQL: the template databases' names. */
  migrated: string;
  translated: string;
}

export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Commits on a test database do not wait for the disk: a test database is dropped at the end
 * of its file, so durability after a machine crash buys nothing, and waiting for every commit's
 * flush made the PostgreSQL tests the slowest part of the run. Atomicity and visibility of
 * commits are unchanged.
 */
export function postgresTestUrl(database: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${database}`;
  // percent-encoded by hand: libpq (pg_dump) reads '+' literally, not as a space
  url.search = `options=${encodeURIComponent('-c synchronous_commit=off')}`;
  return url.toString();
}

export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function prepare(
  databaseUrl: string | undefined,
  dataDir: string,
  sqliteFile: string | undefined,
  level: TemplateLevel,
): Promise<void> {
  const handle = openDatabase({ databaseUrl, dataDir, ...(sqliteFile ? { sqliteFile } : {}) });
  try {
    await migrateToLatest(handle.db);
    if (level === 'translated') await syncDefaultTranslations(handle.db);
    // a copied file must hold everything: no write may wait in the write-ahead log
    handle.sqlite?.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    await handle.close();
  }
}

export async function createDatabaseTemplates(
  kind: 'sqlite' | 'postgres',
): Promise<{ templates: DatabaseTemplates; drop(): Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-templates-'));
    await prepare(undefined, dir, 'migrated.sqlite', 'migrated');
    await prepare(undefined, dir, 'translated.sqlite', 'translated');
    return {
      templates: {
        kind,
        migrated: path.join(dir, 'migrated.sqlite'),
        translated: path.join(dir, 'translated.sqlite'),
      },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const prefix = `shop_template_${crypto.randomBytes(4).toString('hex')}`;
  const names = { migrated: `${prefix}_migrated`, translated: `${prefix}_translated` };
  for (const level of ['migrated', 'translated'] as const) {
    await adminQuery(`create database ${names[level]}`);
    await prepare(postgresTestUrl(names[level]), os.tmpdir(), undefined, level);
  }
  return {
    templates: { kind, ...names },
    drop: async () => {
      for (const name of Object.values(names))
        await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
