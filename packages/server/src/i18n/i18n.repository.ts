import type { DbOrTx } from '#server/db/database.ts';

export interface TranslationRow {
  namespace: string;
  key: string;
  value: string;
}

export function findTranslations(db: DbOrTx, language: string): Promise<TranslationRow[]> {
  return db
    .selectFrom('translations')
    .select(['namespace', 'key', 'value'])
    .where('language', '=', language)
    .orderBy('namespace')
    .orderBy('key')
    .execute();
}

/** Adds the keys that are missing; texts an operator changed in the database stay as they are. */
export async function insertMissingTranslations(
  db: DbOrTx,
  language: string,
  rows: TranslationRow[],
): Promise<void> {
  const chunkSize = 500;
  for (let i = 0; i < rows.length; i += chunkSize) {
    await db
      .insertInto('translations')
      .values(rows.slice(i, i + chunkSize).map((row) => ({ ...row, language })))
      .onConflict((oc) => oc.columns(['language', 'namespace', 'key']).doNothing())
      .execute();
  }
}
