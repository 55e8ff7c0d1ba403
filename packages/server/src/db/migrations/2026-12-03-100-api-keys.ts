import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * A retailer's API keys (docs/decisions/133-api-keys-for-a-retailers-erp.md): each belongs to
 * one account and goes with it, holds its scopes as a JSON array and is stored only as the
 * SHA-256 of its text. A revoked key keeps its row, so its last use stays known; an account's
 * unrevoked keys have distinct names. Frozen in time: it imports no application code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable('api_keys');
  await (
    pg
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await sql`create unique index api_keys_active_name on api_keys (account_id, name) where revoked_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_keys').execute();
}
