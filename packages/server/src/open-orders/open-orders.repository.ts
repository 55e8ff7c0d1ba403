import type { DbOrTx } from '#server/db/database.ts';

/**
 * Data access of open orders (back orders and pre-orders). One account's open lines are few
 * (tens, rarely a few thousand), so they are read whole and filtered, summed and sorted in the
 * service (docs/decisions/036-open-orders-sorts-and-sums.md).
 */
export function findOpenOrders(db: DbOrTx, accountId: number) {
  return db
    .selectFrom('openOrders')
    .select([
      'id',
      'articleNumber',
      'kind',
      'state',
      'orderDate',
      'lastIntakeDate',
      'etaEstimate',
      'etaDate',
      'singlePrice',
      'rebate',
      'currency',
      'quantity',
      'caseQuantity',
      'availableQuantity',
      'allocatedQuantity',
      'poNumber',
      'reference',
    ])
    .where('accountId', '=', accountId)
    .orderBy('id')
    .execute();
}

/** The accounts with an open line of each of these articles. */
export function findAccountsWithLinesOf(db: DbOrTx, articleNumbers: readonly string[]) {
  if (articleNumbers.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('openOrders')
    .select(['articleNumber', 'accountId'])
    .distinct()
    .where('articleNumber', 'in', [...articleNumbers])
    .execute();
}

/** When the account last saw its overview's moved dates (docs/product/account.md#account-date-moved). */
export async function findOverviewVisit(db: DbOrTx, accountId: number): Promise<string | null> {
  const row = await db
    .selectFrom('accountOverviewVisits')
    .select('visitedAt')
    .where('accountId', '=', accountId)
    .executeTakeFirst();
  return row?.visitedAt ?? null;
}

export async function saveOverviewVisit(
  db: DbOrTx,
  accountId: number,
  visitedAt: string,
): Promise<void> {
  await db
    .insertInto('accountOverviewVisits')
    .values({ accountId, visitedAt })
    .onConflict((conflict) => conflict.column('accountId').doUpdateSet({ visitedAt }))
    .execute();
}
