import { PostgresAdapter } from 'kysely';
import type { DatabaseKind, DbOrTx } from './database.ts';

/**
 * Which database a connection or transaction talks to, for the few queries that differ
 * (decision 002), so a service needs no more than `db` (docs/decisions/029).
 */
export function databaseKindOf(db: DbOrTx): DatabaseKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
