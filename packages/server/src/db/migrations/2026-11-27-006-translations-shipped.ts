import type { Kysely } from 'kysely';

/**
 * Remembers the shipped text each translation row was last given
 * (docs/decisions/004-translations-in-the-database.md): a row whose text still equals it follows
 * the next shipped change, a row an operator edited keeps the edit. Rows from before this
 * migration have none and are treated as shipped. Frozen in time: it imports no application code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('translations').addColumn('shipped_value', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('translations').dropColumn('shipped_value').execute();
}
