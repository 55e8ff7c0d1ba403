import type { DbOrTx } from '#server/db/database.ts';

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
