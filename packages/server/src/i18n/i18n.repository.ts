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

export interface StoredTranslationRow extends TranslationRow {
  shippedValue: string | null;
}

export function findStoredTranslations(
  db: DbOrTx,
  language: string,
): Promise<StoredTranslationRow[]> {
  return db
    .selectFrom('translations')
    .select(['namespace', 'key', 'value', 'shippedValue'])
    .where('language', '=', language)
    .execute();
}

export async function insertTranslations(
  db: DbOrTx,
  language: string,
  rows: TranslationRow[],
): Promise<void> {
  const chunkSize = 500;
  for (let i = 0; i < rows.length; i += chunkSize) {
    await db
      .insertInto('translations')
      .values(
        rows.slice(i, i + chunkSize).map((row) => ({ ...row, shippedValue: row.value, language })),
      )
      .onConflict((oc) => oc.columns(['language', 'namespace', 'key']).doNothing())
      .execute();
  }
}

/** Sets a shipped text on a row, only while the row still holds no operator's edit. */
export async function updateShippedTranslation(
  db: DbOrTx,
  language: string,
  row: TranslationRow,
  now: string,
): Promise<void> {
  await db
    .updateTable('translations')
    .set({ value: row.value, shippedValue: row.value, updatedAt: now })
    .where('language', '=', language)
    .where('namespace', '=', row.namespace)
    .where('key', '=', row.key)
    .where((eb) =>
      eb.or([eb('shippedValue', 'is', null), eb('shippedValue', '=', eb.ref('value'))]),
    )
    .execute();
}
