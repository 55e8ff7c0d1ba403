import type { SavedBasket, SaveBasketRequest } from '@shop/domain/api/saved-baskets.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError } from '#server/http/app-error.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import { ensureBasket, findLines } from './basket.repository.ts';
import {
  deleteSavedBasket,
  findSavedBasket,
  findSavedBasketByNote,
  findSavedBaskets,
  findSavedLines,
  insertSavedBasket,
} from './saved-baskets.repository.ts';

export const savedBasketNotFound = () =>
  new AppError(404, 'SAVED_BASKET_NOT_FOUND', 'No such saved basket');

const duplicate = () =>
  new AppError(409, 'SAVED_BASKET_DUPLICATE', 'A saved basket with this note already exists');

async function withLines(
  db: DbOrTx,
  rows: Awaited<ReturnType<typeof findSavedBaskets>>,
): Promise<SavedBasket[]> {
  const lines = await findSavedLines(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    note: row.note,
    savedDate: row.savedAt,
    dropshipping: row.dropshipping,
    articles: lines
      .filter((line) => line.savedBasketId === row.id)
      .map((line) => ({ articleNumber: line.articleNumber, quantity: line.quantity })),
  }));
}

/**
 * POST /basket/save: the current lines under a note unique per customer
 * (docs/product/basket.md#basket-save-note).
 */
export async function saveBasket(
  db: DbOrTx,
  customer: Customer,
  input: SaveBasketRequest,
  now = new Date().toISOString(),
): Promise<SavedBasket> {
  const note = input.note.trim();
  try {
    const id = await inTransaction(db, async (tx) => {
      const basket = await ensureBasket(tx, customer.accountId);
      const lines = await findLines(tx, basket.id);
      if (lines.length === 0) throw new AppError(409, 'BASKET_EMPTY', 'The basket is empty');
      if (await findSavedBasketByNote(tx, customer.accountId, note)) throw duplicate();
      return insertSavedBasket(tx, {
        accountId: customer.accountId,
        note,
        dropshipping: input.dropshipping ?? null,
        savedAt: now,
        lines: lines.map((line) => ({
          articleNumber: line.articleNumber,
          quantity: line.quantity,
        })),
      });
    });
    const saved = await findSavedBasket(db, customer.accountId, id);
    const [answer] = await withLines(db, saved ? [saved] : []);
    return answer!;
  } catch (error) {
    // two saves racing with one note: the unique (account, note) constraint lets one through
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/** GET /basket/load/all, newest first. */
export async function listSavedBaskets(
  db: DbOrTx,
  customer: Customer,
): Promise<{ savedBaskets: SavedBasket[] }> {
  return { savedBaskets: await withLines(db, await findSavedBaskets(db, customer.accountId)) };
}

/** DELETE /basket/{id}: another customer's id is as unknown as a missing one. */
export async function removeSavedBasket(db: DbOrTx, customer: Customer, id: number) {
  if ((await deleteSavedBasket(db, customer.accountId, id)) === 0) throw savedBasketNotFound();
}

/** The lines of one of the caller's saved baskets, or undefined. */
export async function savedBasketLines(db: DbOrTx, customer: Customer, id: number) {
  const saved = await findSavedBasket(db, customer.accountId, id);
  if (!saved) return undefined;
  return findSavedLines(db, [saved.id]);
}
