import type { Insertable, Selectable } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import { databaseKindOf } from '#server/db/dialect.ts';
import type { ProductFeeds } from '#server/db/tables.ts';

/** Data access of a retailer's product feeds: rows of one account, or by the hash of a token. */

export type FeedRow = Selectable<ProductFeeds>;

export async function insertFeed(
  db: DbOrTx,
  row: Omit<Insertable<ProductFeeds>, 'id'>,
): Promise<number> {
  const { id } = await db
    .insertInto('productFeeds')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The account's unrevoked feeds, newest first. */
export function findActiveFeeds(db: DbOrTx, accountId: number): Promise<FeedRow[]> {
  return db
    .selectFrom('productFeeds')
    .selectAll()
    .where('accountId', '=', accountId)
    .where('revokedAt', 'is', null)
    .orderBy('id', 'desc')
    .execute();
}

export async function countActiveFeeds(db: DbOrTx, accountId: number): Promise<number> {
  const { count } = await db
    .selectFrom('productFeeds')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('accountId', '=', accountId)
    .where('revokedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The feed of a token's hash with what its account allows: one indexed look-up. */
export function findFeedByHash(db: DbOrTx, tokenHash: string) {
  return db
    .selectFrom('productFeeds as f')
    .innerJoin('accounts as a', 'a.id', 'f.accountId')
    .selectAll('f')
    .select(['a.active', 'a.deletedAt', 'a.shop'])
    .where('f.tokenHash', '=', tokenHash)
    .where('f.revokedAt', 'is', null)
    .executeTakeFirst();
}

export function findActiveFeed(
  db: DbOrTx,
  accountId: number,
  id: number,
): Promise<FeedRow | undefined> {
  return db
    .selectFrom('productFeeds')
    .selectAll()
    .where('id', '=', id)
    .where('accountId', '=', accountId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
}

/** Sets revoked_at of the account's unrevoked feed; answers false when it has none of this id. */
export async function markFeedRevoked(
  db: DbOrTx,
  accountId: number,
  id: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('productFeeds')
    .set({ revokedAt: at })
    .where('id', '=', id)
    .where('accountId', '=', accountId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Puts a new token's hash on the account's unrevoked feed: the old address answers 404 at once. */
export async function replaceFeedToken(
  db: DbOrTx,
  accountId: number,
  id: number,
  tokenHash: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('productFeeds')
    .set({ tokenHash, tokenIssuedAt: at })
    .where('id', '=', id)
    .where('accountId', '=', accountId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records a fetch unless one was recorded after `notBefore` (at most one write a minute). */
export async function touchFeed(
  db: DbOrTx,
  id: number,
  at: string,
  notBefore: string,
): Promise<void> {
  await db
    .updateTable('productFeeds')
    .set({ lastFetchedAt: at })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('lastFetchedAt', 'is', null), eb('lastFetchedAt', '<', notBefore)]))
    .execute();
}

/**
 * Holds the account's row for the rest of the transaction, so two feeds made at once are counted
 * one after the other (as the API keys are).
 */
export async function lockAccountFeeds(db: DbOrTx, accountId: number): Promise<void> {
  await db
    .selectFrom('accounts')
    .select('id')
    .where('id', '=', accountId)
    .$if(databaseKindOf(db) === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}
