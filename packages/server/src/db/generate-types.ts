import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * Regenerates tables.ts from a freshly migrated PostgreSQL database (whose introspection gives
 * exact nullability), so the Kysely types always match the migrations.
 */
const adminUrl = process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `shop_codegen_${process.pid}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(text);
  await client.end();
}

await admin(`create database ${name}`);
try {
  const handle = openDatabase({ databaseUrl: url.toString(), dataDir: '.' });
  await migrateToLatest(handle.db);
  await handle.close();
  execFileSync(
    'npx',
    [
      'kysely-codegen',
      '--dialect',
      'postgres',
      '--url',
      url.toString(),
      '--camel-case',
      '--exclude-pattern',
      'kysely_*',
      '--out-file',
      'src/db/tables.ts',
    ],
    { stdio: 'inherit' },
  );
} finally {
  await admin(`drop database if exists ${name} with (force)`);
}
