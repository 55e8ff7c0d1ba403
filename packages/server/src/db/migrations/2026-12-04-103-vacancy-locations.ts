import type { Kysely } from 'kysely';

/**
 * A vacancy's location per language, as JSON of texts by language like its titles ({} when it
 * names none), so "Hamburg / remote" can read "Hamburg / Homeoffice" in German and
 * "ハンブルク／リモート" in Japanese (docs/decisions/134-demo-texts-in-every-language.md). A stored
 * location becomes the English text, which every language falls back to. Frozen in time: it
 * imports no application code.
 */
interface Before {
  vacancies: { id: number; location: string; locations: string };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const typed = db as unknown as Kysely<Before>;
  await db.schema
    .alterTable('vacancies')
    .addColumn('locations', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  const rows = await typed
    .selectFrom('vacancies')
    .select(['id', 'location'])
    .where('location', '<>', '')
    .execute();
  for (const row of rows) {
    await typed
      .updateTable('vacancies')
      .set({ locations: JSON.stringify({ en: row.location }) })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema.alterTable('vacancies').dropColumn('location').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const typed = db as unknown as Kysely<Before>;
  await db.schema
    .alterTable('vacancies')
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const rows = await typed.selectFrom('vacancies').select(['id', 'locations']).execute();
  for (const row of rows) {
    const texts = JSON.parse(row.locations) as Record<string, string>;
    const location = texts.en ?? texts.de ?? Object.values(texts)[0] ?? '';
    await typed.updateTable('vacancies').set({ location }).where('id', '=', row.id).execute();
  }
  await db.schema.alterTable('vacancies').dropColumn('locations').execute();
}
