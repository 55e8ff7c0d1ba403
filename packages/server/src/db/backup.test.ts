import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { BackupError, backupDatabase, restoreDatabase } from './backup.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';

/** A backup taken, the data changed, the backup restored: the data is as it was at the backup. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const keys = (handle: TestDatabase['handle']) =>
  handle.db.selectFrom('translations').select('key').where('key', 'like', 'backup.%').execute();

describe('backup and restore', () => {
  it('brings back the rows of the backup, and refuses a file that is no backup', async () => {
    const where = { databaseUrl: database.databaseUrl, dataDir: database.dataDir };
    const row = { namespace: 'test', language: 'en', value: 'x' };
    await database.handle.db
      .insertInto('translations')
      .values({ ...row, key: 'backup.kept' })
      .execute();
    const file = path.join(database.dataDir, 'shop.backup');
    await backupDatabase(where, file);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    await expect(backupDatabase(where, file)).rejects.toBeInstanceOf(BackupError);

    await database.handle.db.deleteFrom('translations').where('key', '=', 'backup.kept').execute();
    await database.handle.db
      .insertInto('translations')
      .values({ ...row, key: 'backup.later' })
      .execute();

    // restoring SQLite replaces the file: the shop (here the test's connection) is stopped first
    if (!database.databaseUrl) await database.handle.close();
    await restoreDatabase(where, file);
    const reopened = database.databaseUrl
      ? database.handle
      : openDatabase({ databaseUrl: undefined, dataDir: database.dataDir });
    expect((await keys(reopened)).map((r) => r.key)).toEqual(['backup.kept']);
    if (reopened !== database.handle) await reopened.close();

    const junk = path.join(database.dataDir, 'junk.backup');
    fs.writeFileSync(junk, 'not a database');
    await expect(restoreDatabase(where, junk)).rejects.toBeInstanceOf(BackupError);
  });
});
