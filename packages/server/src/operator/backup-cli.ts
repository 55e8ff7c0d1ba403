/**
 * `npm run backup -- <file>` and `npm run restore -- <file>`: the database named by DATABASE_URL
 * (PostgreSQL) or the SQLite database under DATA_DIR, to and from one file. Restore replaces
 * everything in the database; stop the shop first.
 */
import fs from 'node:fs/promises';
import { ConfigError, readConfig } from '#server/config/env.ts';
import { BackupError, backupDatabase, restoreDatabase } from '#server/db/backup.ts';

async function main(): Promise<number> {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file || process.argv.length > 4) {
    console.error('Usage: npm run backup -- <file> | npm run restore -- <file>');
    return 2;
  }
  const config = readConfig();
  const where = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  if (command === 'backup') {
    await backupDatabase(where, file);
    console.log(`Backed up the database to ${file}`);
  } else {
    await restoreDatabase(where, file);
    // the kept search index describes the database before the restore (decision 066)
    await fs.rm(config.searchIndexDir, { recursive: true, force: true });
    console.log(`Restored the database from ${file}`);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof BackupError) {
      console.error(error.message);
      process.exit(2);
    }
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
