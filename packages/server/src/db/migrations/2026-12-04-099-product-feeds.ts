import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * A retailer's product feeds (docs/decisions/130-product-feeds.md): each belongs to one account
 * and goes with it, holds its filters and price choice as JSON and is reached by a secret address
 * stored only as the SHA-256 of its token. A revoked feed keeps its row, so its last fetch stays
 * known; an account's unrevoked feeds have distinct names. Frozen in time: it imports no
 * application code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable('product_feeds');
  await (
    pg
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('filters', 'text', (c) => c.notNull())
    .addColumn('price', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('token_issued_at', 'text', (c) => c.notNull())
    .addColumn('last_fetched_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await sql`create unique index product_feeds_active_name on product_feeds (account_id, name) where revoked_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_feeds').execute();
}
