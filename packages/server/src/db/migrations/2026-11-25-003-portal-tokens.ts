import type { Kysely } from 'kysely';

/**
 * Portal login tokens work once: each used token id is kept until the token would have expired.
 * Frozen in time: it imports no application code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('portal_token_uses')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('refresh_tokens_family')
    .on('refresh_tokens')
    .column('family')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('refresh_tokens_family').execute();
  await db.schema.dropTable('portal_token_uses').execute();
}
