import type { Kysely } from 'kysely';

/**
 * Card payment of invoices (docs/decisions/044-card-payment.md). `payment_nonces` remembers every
 * payment-method nonce a checkout used, so a nonce pays at most once. An invoice being charged
 * carries a claim (`payment_claim`, `payment_claimed_at`), set by a conditional update, so of
 * several concurrent checkouts of one invoice exactly one reaches the provider. Frozen in
 * time: it imports no application code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_nonces')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('used_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('invoices').addColumn('payment_claim', 'text').execute();
  await db.schema.alterTable('invoices').addColumn('payment_claimed_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('payment_claimed_at').execute();
  await db.schema.alterTable('invoices').dropColumn('payment_claim').execute();
  await db.schema.dropTable('payment_nonces').execute();
}
