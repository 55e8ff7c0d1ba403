import type { Kysely } from 'kysely';

/**
 * External sign-in identities (docs/decisions/015-external-identity-links.md): a token of the
 * external OpenID issuer opens the account linked to its issuer and subject, never one found by
 * the token's e-mail alone. One identity per account, one account per identity. Frozen in time:
 * it imports no application code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('external_identities')
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().unique().references('accounts.id').onDelete('cascade'),
    )
    // 'operator' (npm run link-identity) or 'verified-email' (first login with a verified e-mail)
    .addColumn('linked_by', 'text', (c) => c.notNull())
    .addColumn('linked_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('external_identities_pk', ['issuer', 'subject'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('external_identities').execute();
}
