import type { DbOrTx } from '#server/db/database.ts';

/** Data access of saved baskets: a note, the dropshipping address and the lines. */

export function findSavedBaskets(db: DbOrTx, accountId: number) {
  return db
    .selectFrom('savedBaskets')
    .select(['id', 'note', 'dropshipping', 'savedAt'])
    .where('accountId', '=', accountId)
    .orderBy('savedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findSavedBasket(db: DbOrTx, accountId: number, id: number) {
  return db
    .selectFrom('savedBaskets')
    .select(['id', 'note', 'dropshipping', 'savedAt'])
    .where('accountId', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findSavedBasketByNote(db: DbOrTx, accountId: number, note: string) {
  return db
    .selectFrom('savedBaskets')
    .select('id')
    .where('accountId', '=', accountId)
    .where('note', '=', note)
    .executeTakeFirst();
}

export async function findSavedLines(db: DbOrTx, savedBasketIds: readonly number[]) {
  if (savedBasketIds.length === 0) return [];
  return db
    .selectFrom('savedBasketLines')
    .select(['savedBasketId', 'articleNumber', 'quantity'])
    .where('savedBasketId', 'in', [...savedBasketIds])
    .orderBy('id')
    .execute();
}

export async function insertSavedBasket(
  db: DbOrTx,
  input: {
    accountId: number;
    note: string;
    dropshipping: string | null;
    savedAt: string;
    lines: { articleNumber: string; quantity: number }[];
  },
): Promise<number> {
  const { lines, ...basket } = input;
  const { id } = await db
    .insertInto('savedBaskets')
    .values(basket)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('savedBasketLines')
    .values(lines.map((line) => ({ ...line, savedBasketId: id })))
    .execute();
  return id;
}

export async function deleteSavedBasket(db: DbOrTx, accountId: number, id: number) {
  const result = await db
    .deleteFrom('savedBaskets')
    .where('accountId', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
