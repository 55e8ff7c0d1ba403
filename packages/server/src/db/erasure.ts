import { SqliteAdapter, sql } from 'kysely';
import type { DbOrTx } from './database.ts';

/**
 * After personal data was deleted: SQLite keeps the pages as they were before the deletion in
 * its write-ahead log until a checkpoint; a truncating checkpoint writes the zeroed pages
 * (secure_delete) into the database file and empties the log, so no copy of the erased data
 * stays on disk (docs/decisions/039-account-deletion.md). PostgreSQL needs nothing here: its
 * old row versions are not readable through any query and are vacuumed.
 */
export async function flushErasedData(db: DbOrTx): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`pragma wal_checkpoint(truncate)`.execute(db);
}
