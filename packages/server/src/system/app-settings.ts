import type { DbOrTx } from '#server/db/database.ts';

/**
 * A process-wide secret or setting kept in app_settings, created once by whichever process
 * comes first, so that several processes behind a proxy share it.
 */
export async function getOrCreateSetting(
  db: DbOrTx,
  key: string,
  create: () => Promise<string> | string,
): Promise<string> {
  const existing = await db
    .selectFrom('appSettings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  if (existing) return existing.value;
  await db
    .insertInto('appSettings')
    .values({ key, value: await create() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await db
    .selectFrom('appSettings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return stored.value;
}
