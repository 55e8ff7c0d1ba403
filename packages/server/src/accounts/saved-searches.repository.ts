import type { DbOrTx } from '#server/db/database.ts';

export function findSearchByName(db: DbOrTx, accountId: number, name: string) {
  return db
    .selectFrom('savedSearches')
    .select(['id'])
    .where('accountId', '=', accountId)
    .where('name', '=', name)
    .executeTakeFirst();
}

export async function insertSearch(
  db: DbOrTx,
  accountId: number,
  search: { name: string; search: string },
): Promise<void> {
  await db
    .insertInto('savedSearches')
    .values({ accountId, name: search.name, search: search.search })
    .execute();
}

export async function deleteSearchByName(
  db: DbOrTx,
  accountId: number,
  name: string,
): Promise<number> {
  const result = await db
    .deleteFrom('savedSearches')
    .where('accountId', '=', accountId)
    .where('name', '=', name)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function findSearchesByIds(db: DbOrTx, ids: readonly number[]) {
  return db
    .selectFrom('savedSearches')
    .select(['id', 'accountId', 'name', 'search'])
    .where('id', 'in', [...ids])
    .execute();
}
