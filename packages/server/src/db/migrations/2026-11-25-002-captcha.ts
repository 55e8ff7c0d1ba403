import { sql, type Kysely } from 'kysely';

/**
 * Used captcha solutions, so a solved ALTCHA payload works once (rows are kept until the
 * challenge would have expired anyway), and one pending registration per e-mail address, so two
 * racing submissions of the same address cannot both be stored. Frozen in time: it imports no
 * application code; nothing here differs between SQLite and PostgreSQL.
 */

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('captcha_uses')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('captcha_uses_expires_at')
    .on('captcha_uses')
    .column('expires_at')
    .execute();

  await db.schema
    .createIndex('registrations_pending_email')
    .on('registrations')
    .column('email')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('registrations_pending_email').ifExists().execute();
  await db.schema.dropTable('captcha_uses').ifExists().execute();
}
