import type { DbOrTx } from '#server/db/database.ts';

/** Data access of prepared baskets (migration 004). */

export async function insertPreparedBasket(
  db: DbOrTx,
  input: {
    link: string;
    accountId: number;
    createdAt: string;
    lines: { articleNumber: string; quantity: number }[];
  },
): Promise<void> {
  const { lines, ...basket } = input;
  await db.insertInto('preparedBaskets').values(basket).execute();
  await db
    .insertInto('preparedBasketLines')
    .values(lines.map((line, index) => ({ ...line, link: input.link, position: index + 1 })))
    .execute();
}

export function findPreparedBasket(db: DbOrTx, accountId: number, link: string) {
  return db
    .selectFrom('preparedBaskets')
    .selectAll()
    .where('accountId', '=', accountId)
    .where('link', '=', link)
    .executeTakeFirst();
}

export function findPreparedLines(db: DbOrTx, link: string) {
  return db
    .selectFrom('preparedBasketLines')
    .select(['position', 'articleNumber', 'quantity'])
    .where('link', '=', link)
    .orderBy('position')
    .execute();
}

/** Records the first import; answers false when another import got there first. */
export async function markImported(
  db: DbOrTx,
  link: string,
  importedAt: string,
  result: string,
): Promise<boolean> {
  const updated = await db
    .updateTable('preparedBaskets')
    .set({ importedAt, importResult: result })
    .where('link', '=', link)
    .where('importedAt', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
