import type { Kysely } from 'kysely';

/**
 * Sessions ended before their access tokens expire (a logout, a password change, a stolen refresh
 * token), kept a little longer than an access token lives, so that every process refuses those
 * tokens at once (docs/decisions/094-when-a-session-ends.md). Times are ISO strings, compared as
 * text. Frozen in time: it imports no application code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('revoked_sessions')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('revoked_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('revoked_sessions_revoked_at')
    .on('revoked_sessions')
    .column('revoked_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('revoked_sessions').execute();
}
