import { sql } from 'kysely';
import type { DbOrTx } from './database.ts';
import { databaseKindOf } from './dialect.ts';

/**
 * Gathers PostgreSQL's planner statistics for the tables that hold rows but were never analyzed,
 * and answers their names. A table a bulk write filled is otherwise planned as if it had
 * default row counts until autovacuum analyzes it (a minute later at best, never where it is
 * off): lookups of a few hundred ids became sequential scans and paid for JIT compilation
 * (docs/decisions/114-tables-analyzed-after-a-bulk-import.md). SQLite plans without
 * statistics it did not ask for, so it is left alone.
 */
export async function analyzeNewlyFilledTables(db: DbOrTx): Promise<string[]> {
  if (databaseKindOf(db) !== 'postgres') return [];
  // reltuples is -1 until a table is first analyzed; its size on disk is current at once
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_class c
    where c.relkind = 'r' and c.relnamespace = current_schema()::regnamespace
      and c.reltuples < 0 and pg_relation_size(c.oid) > 0
    order by c.relname`.execute(db);
  const names = rows.map((row) => row.name);
  if (names.length > 0)
    await sql`analyze ${sql.join(names.map((name) => sql.id(name)))}`.execute(db);
  return names;
}
