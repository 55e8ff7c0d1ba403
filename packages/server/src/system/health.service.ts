import { sql } from 'kysely';
import type { Health } from '@shop/domain/api/shell.ts';
import type { AppContext } from '#server/app-context.ts';

/** Answers ok only when the database answers a query. */
export async function checkHealth(context: AppContext): Promise<Health> {
  await sql`select 1`.execute(context.database.db);
  return { status: 'ok', database: context.database.kind, version: context.config.shopVersion };
}
