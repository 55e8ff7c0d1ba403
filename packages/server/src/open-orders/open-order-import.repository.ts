import type { Insertable, Selectable } from 'kysely';
import { chunksOf } from '#server/db/chunks.ts';
import type { DbOrTx } from '#server/db/database.ts';
import type { OpenOrders } from '#server/db/tables.ts';

/** The queries of the open-order import and export (docs/decisions/093-account-and-document-import.md). */

export type StoredOpenOrder = Selectable<OpenOrders>;

/** Lines by ERP id, and the shop's own lines (no ERP id) by their row id. */
export async function findLines(
  db: DbOrTx,
  erpLineIds: readonly string[],
  shopLineIds: readonly number[],
): Promise<StoredOpenOrder[]> {
  if (erpLineIds.length === 0 && shopLineIds.length === 0) return [];
  return db
    .selectFrom('openOrders')
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(erpLineIds.length > 0 ? [eb('erpLineId', 'in', [...erpLineIds])] : []),
        ...(shopLineIds.length > 0
          ? [eb.and([eb('id', 'in', [...shopLineIds]), eb('erpLineId', 'is', null)])]
          : []),
      ]),
    )
    .execute();
}

/** New lines, a few statements for a whole batch. */
export async function insertLines(
  db: DbOrTx,
  rows: readonly Insertable<OpenOrders>[],
): Promise<void> {
  for (const chunk of chunksOf(rows, 17)) await db.insertInto('openOrders').values(chunk).execute();
}

export async function updateLine(
  db: DbOrTx,
  id: number,
  row: Partial<Insertable<OpenOrders>>,
): Promise<void> {
  await db.updateTable('openOrders').set(row).where('id', '=', id).execute();
}

/** The key of every line: a replace import removes those it does not name. */
export function findLineKeys(db: DbOrTx) {
  return db.selectFrom('openOrders').select(['id', 'erpLineId']).execute();
}

export async function deleteLines(db: DbOrTx, ids: readonly number[]): Promise<void> {
  for (let start = 0; start < ids.length; start += 500) {
    await db
      .deleteFrom('openOrders')
      .where('id', 'in', ids.slice(start, start + 500))
      .execute();
  }
}

/** A page of the ERP's lines in ERP-id order after `after`. */
export function findErpLinePage(db: DbOrTx, after: string | null, limit: number) {
  let query = db.selectFrom('openOrders').selectAll().where('erpLineId', 'is not', null);
  if (after !== null) query = query.where('erpLineId', '>', after);
  return query.orderBy('erpLineId').limit(limit).execute();
}

/** A page of the shop's own lines (no ERP id) in id order after `afterId`. */
export function findShopLinePage(db: DbOrTx, afterId: number, limit: number) {
  return db
    .selectFrom('openOrders')
    .selectAll()
    .where('erpLineId', 'is', null)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}
