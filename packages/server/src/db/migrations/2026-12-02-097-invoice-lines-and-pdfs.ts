import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * What an ERP invoice that bills no shop order needs for its PDF
 * (docs/decisions/106-invoice-pdfs-and-lines.md): the lines the ERP sends, printed on the drawn
 * PDF, and the content hash of the ERP's own PDF file, which the shop serves instead of drawing
 * one. Frozen in time: it imports no application code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('invoice_lines')
    .addColumn('id', pg ? 'serial' : 'integer', (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('invoice_id', 'integer', (c) =>
      c.notNull().references('invoices.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('article_number', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tax_rate', 'integer', (c) => c.notNull())
    .addColumn('line_total', 'integer', (c) => c.notNull())
    .addUniqueConstraint('invoice_lines_position_unique', ['invoice_id', 'position'])
    .execute();

  await db.schema.alterTable('invoices').addColumn('pdf_sha256', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('pdf_sha256').execute();
  await db.schema.dropTable('invoice_lines').execute();
}
