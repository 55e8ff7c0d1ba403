import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { PRIVATE_FILE_MODE } from '#server/runtime/data-dir.ts';

const execFileAsync = promisify(execFile);

/** Runs a PostgreSQL client tool; its complaint (never the URL, which may hold a password) is the error. */
async function run(tool: string, args: string[]): Promise<void> {
  try {
    await execFileAsync(tool, args);
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new BackupError(`${tool} failed: ${stderr || 'no output'}`);
  }
}

/**
 * Backup and restore of the shop's database (docs/decisions/060-observability-and-backup.md).
 * SQLite: better-sqlite3's online backup (a consistent copy while the shop runs); restore puts
 * the copy in place of the database file and needs the shop stopped. PostgreSQL: pg_dump's
 * custom format, restored by pg_restore, which drops and recreates every object it holds.
 * Backups hold password hashes and signing keys: they are written readable by their owner only.
 */
export interface DatabaseLocation {
  databaseUrl: string | undefined;
  dataDir: string;
}

const SQLITE_FILE = 'shop.sqlite';

export class BackupError extends Error {}

export async function backupDatabase(where: DatabaseLocation, file: string): Promise<void> {
  if (fs.existsSync(file)) throw new BackupError(`${file} exists already; choose a new file`);
  if (where.databaseUrl) {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, where.databaseUrl]);
  } else {
    const source = path.join(where.dataDir, SQLITE_FILE);
    if (!fs.existsSync(source)) throw new BackupError(`No database at ${source}`);
    const database = new SQLite(source, { readonly: true, fileMustExist: true });
    try {
      await database.backup(file);
    } finally {
      database.close();
    }
  }
  fs.chmodSync(file, PRIVATE_FILE_MODE);
}

export async function restoreDatabase(where: DatabaseLocation, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`No backup at ${file}`);
  if (where.databaseUrl) {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${where.databaseUrl}`,
      file,
    ]);
    return;
  }
  checkSqliteBackup(file);
  const target = path.join(where.dataDir, SQLITE_FILE);
  // the old database's write-ahead log must not be replayed onto the restored file
  for (const suffix of ['-wal', '-shm']) fs.rmSync(target + suffix, { force: true });
  fs.copyFileSync(file, target);
  fs.chmodSync(target, PRIVATE_FILE_MODE);
}

/** Refuses a file that is not a whole SQLite database of the shop. */
function checkSqliteBackup(file: string): void {
  let database: SQLite.Database | undefined;
  try {
    database = new SQLite(file, { readonly: true, fileMustExist: true });
    const check = database.pragma('quick_check', { simple: true });
    const migrations = database
      .prepare("select count(*) as n from sqlite_master where name = 'kysely_migration'")
      .get() as { n: number };
    if (check !== 'ok' || migrations.n !== 1) throw new Error('not a shop database');
  } catch {
    throw new BackupError(`${file} is not a backup of the shop's SQLite database`);
  } finally {
    database?.close();
  }
}
