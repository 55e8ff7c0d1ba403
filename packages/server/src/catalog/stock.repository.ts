import { sql } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';

/**
 * Takes `units` from the stock of an article, only if that much is there: the condition
 * makes a concurrent order that got there first win, so stock never goes below zero.
 * Answers whether it was taken.
 */
export async function takeStock(
  db: DbOrTx,
  articleId: number,
  units: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('articles')
    .set({ stockQuantity: sql`stock_quantity - ${units}`, updatedAt: now })
    .where('id', '=', articleId)
    .where('stockQuantity', '>=', units)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
