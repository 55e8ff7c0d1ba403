import { sql, type Kysely } from 'kysely';

/**
 * Prepared baskets (docs/product/basket.md#basket-prepared): an operator puts articles
 * together for a customer, who imports them into the basket through the link. The link, a
 * random token, is the key; the answer of the first import is kept, so opening the link again
 * shows the same result instead of adding the articles twice. Frozen in time: it imports no
 * application code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('prepared_baskets')
    .addColumn('link', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'text')
    .addColumn('import_result', 'text')
    .execute();
  await db.schema
    .createIndex('prepared_baskets_account')
    .on('prepared_baskets')
    .column('account_id')
    .execute();
  await db.schema
    .createTable('prepared_basket_lines')
    .addColumn('link', 'text', (c) =>
      c.notNull().references('prepared_baskets.link').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('article_number', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addPrimaryKeyConstraint('prepared_basket_lines_pk', ['link', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('prepared_basket_lines').execute();
  await db.schema.dropTable('prepared_baskets').execute();
}
