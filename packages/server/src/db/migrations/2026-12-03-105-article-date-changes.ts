import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Dates a buyer plans with (docs/decisions/148-moved-dates-and-allocation.md): every move of an
 * article's release, pre-order or arrival date by an ERP import (old and new day, when), the
 * last time each account looked at its overview, and the quantity the ERP allocated to an
 * open-order line of an over-subscribed pre-order. Frozen in time: it imports no application
 * code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('article_date_changes')
    .addColumn('id', pg ? 'serial' : 'integer', (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('article_number', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('old_date', 'text', (c) => c.notNull())
    .addColumn('new_date', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('article_date_changes_article')
    .on('article_date_changes')
    .columns(['article_number', 'changed_at'])
    .execute();
  await db.schema
    .createTable('account_overview_visits')
    .addColumn('account_id', 'integer', (c) =>
      c.primaryKey().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('visited_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('open_orders').addColumn('allocated_quantity', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('open_orders').dropColumn('allocated_quantity').execute();
  await db.schema.dropTable('account_overview_visits').execute();
  await db.schema.dropIndex('article_date_changes_article').execute();
  await db.schema.dropTable('article_date_changes').execute();
}
