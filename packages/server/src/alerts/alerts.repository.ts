import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import type { ArticleAlerts } from '#server/db/tables.ts';

/** The alerts customers keep (docs/decisions/150-article-alerts.md). */
export type AlertRow = Selectable<ArticleAlerts>;

export function findAlertsOf(db: DbOrTx, accountId: number) {
  return db
    .selectFrom('articleAlerts')
    .selectAll()
    .where('accountId', '=', accountId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** One alert, only when it is the account's own. */
export function findOwnAlert(db: DbOrTx, accountId: number, id: number) {
  return db
    .selectFrom('articleAlerts')
    .selectAll()
    .where('accountId', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertAlert(db: DbOrTx, row: Insertable<ArticleAlerts>): Promise<number> {
  const inserted = await db
    .insertInto('articleAlerts')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateOwnAlert(
  db: DbOrTx,
  accountId: number,
  id: number,
  values: Updateable<ArticleAlerts>,
): Promise<void> {
  await db
    .updateTable('articleAlerts')
    .set(values)
    .where('accountId', '=', accountId)
    .where('id', '=', id)
    .execute();
}

export async function deleteOwnAlert(db: DbOrTx, accountId: number, id: number): Promise<number> {
  const result = await db
    .deleteFrom('articleAlerts')
    .where('accountId', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The accounts with an alert that is not paused, with what a mail to them needs. */
export function findWatchingAccounts(db: DbOrTx) {
  return db
    .selectFrom('accounts as a')
    .select(['a.id', 'a.email', 'a.language', 'a.shop'])
    .where('a.active', '=', 1)
    .where('a.deletedAt', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('articleAlerts as l')
          .select('l.id')
          .whereRef('l.accountId', '=', 'a.id')
          .where('l.paused', '=', 0),
      ),
    )
    .orderBy('a.id')
    .execute();
}

export function findDigestOf(db: DbOrTx, accountId: number, day: string) {
  return db
    .selectFrom('alertDigests')
    .select(['sentAt'])
    .where('accountId', '=', accountId)
    .where('day', '=', day)
    .executeTakeFirst();
}

export async function insertDigest(
  db: DbOrTx,
  row: { accountId: number; day: string; sentAt: string; articles: number },
): Promise<void> {
  await db.insertInto('alertDigests').values(row).execute();
}

/** Moves the account's active alerts past what a digest told (or found nothing in). */
export async function markAlertsRead(
  db: DbOrTx,
  accountId: number,
  until: string,
  sentIds: readonly number[],
): Promise<void> {
  await db
    .updateTable('articleAlerts')
    .set({ since: until })
    .where('accountId', '=', accountId)
    .where('paused', '=', 0)
    .execute();
  if (sentIds.length === 0) return;
  await db
    .updateTable('articleAlerts')
    .set({ lastSentAt: until })
    .where('id', 'in', [...sentIds])
    .execute();
}

/** The earliest point any active alert still reads from. */
export async function findOldestSince(db: DbOrTx): Promise<string | undefined> {
  const row = await db
    .selectFrom('articleAlerts')
    .select((eb) => eb.fn.min('since').as('since'))
    .where('paused', '=', 0)
    .executeTakeFirst();
  return row?.since ?? undefined;
}

export async function insertUnsubscribeToken(
  db: DbOrTx,
  row: { tokenHash: string; accountId: number; createdAt: string },
): Promise<void> {
  await db.insertInto('alertUnsubscribeTokens').values(row).execute();
}

export function findUnsubscribeToken(db: DbOrTx, tokenHash: string) {
  return db
    .selectFrom('alertUnsubscribeTokens as t')
    .innerJoin('accounts as a', 'a.id', 't.accountId')
    .select(['t.accountId', 't.usedAt', 'a.language', 'a.shop'])
    .where('t.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/** Pauses every alert of the account; marks the link used the first time. */
export async function pauseAllAlerts(
  db: DbOrTx,
  accountId: number,
  tokenHash: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('articleAlerts')
    .set({ paused: 1 })
    .where('accountId', '=', accountId)
    .execute();
  await db
    .updateTable('alertUnsubscribeTokens')
    .set({ usedAt: at })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .execute();
}

export async function findAccountLanguage(db: DbOrTx, accountId: number): Promise<string> {
  const row = await db
    .selectFrom('accounts')
    .select('language')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.language ?? 'en';
}

/** Everything of the alerts that belongs to the account: its alerts, digests and links. */
export async function deleteAlertRowsOf(db: DbOrTx, accountId: number): Promise<void> {
  await db.deleteFrom('articleAlerts').where('accountId', '=', accountId).execute();
  await db.deleteFrom('alertDigests').where('accountId', '=', accountId).execute();
  await db.deleteFrom('alertUnsubscribeTokens').where('accountId', '=', accountId).execute();
}
