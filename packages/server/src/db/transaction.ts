import type { Transaction } from 'kysely';
import type { DbOrTx } from './database.ts';
import type { DB } from './tables.ts';

/**
 * Runs `work` in a transaction: a new one on a plain connection, or the caller's open one, so a
 * service can be called alone or as a step of a larger write (docs/decisions/029).
 */
export function inTransaction<T>(
  db: DbOrTx,
  work: (tx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<DB>);
  return db.transaction().execute(work);
}
