import { sql } from 'kysely';
import type { Health } from '@shop/domain/api/shell.ts';
import type { DatabaseKind, DbOrTx } from '#server/db/database.ts';

/** Answers ok only when the database answers a query. */
export async function checkHealth(
  db: DbOrTx,
  shop: { databaseKind: DatabaseKind; shopVersion: string },
): Promise<Health> {
  await sql`select 1`.execute(db);
  return {
    status: 'ok',
    database: shop.databaseKind,
    version: shop.shopVersion,
    pid: process.pid,
  };
}
