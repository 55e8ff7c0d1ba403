import type { DbOrTx } from '#server/db/database.ts';

export async function findSetting(db: DbOrTx, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('appSettings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

/** Stores the value unless the key exists; the first writer wins when processes race. */
export async function insertSettingIfAbsent(db: DbOrTx, key: string, value: string): Promise<void> {
  await db
    .insertInto('appSettings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/** Records a used solution; false when it was recorded before (a replay). */
export async function insertCaptchaUse(
  db: DbOrTx,
  signature: string,
  expiresAt: string,
): Promise<boolean> {
  const result = await db
    .insertInto('captchaUses')
    .values({ signature, expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function isCaptchaUsed(db: DbOrTx, signature: string): Promise<boolean> {
  const row = await db
    .selectFrom('captchaUses')
    .select('signature')
    .where('signature', '=', signature)
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets uses whose challenge has expired: an expired challenge is refused anyway. */
export async function deleteExpiredCaptchaUses(db: DbOrTx, now: string): Promise<void> {
  await db.deleteFrom('captchaUses').where('expiresAt', '<', now).execute();
}
