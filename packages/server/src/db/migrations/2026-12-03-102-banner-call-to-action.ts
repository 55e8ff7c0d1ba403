import type { Kysely } from 'kysely';

/**
 * A banner's call to action: a sentence under its headline and the label of its button, as JSON
 * of texts by language ({} when the banner has none), so a slide tells the buyer what waits
 * behind its link (docs/decisions/137-banner-call-to-action.md). Frozen in time: it imports no
 * application code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['texts', 'actions']) {
    await db.schema
      .alterTable('banners')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['texts', 'actions']) {
    await db.schema.alterTable('banners').dropColumn(column).execute();
  }
}
