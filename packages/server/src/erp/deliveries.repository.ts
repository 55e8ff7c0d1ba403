import { sql, type Selectable } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import type { ErpDeliveries, ErpDeliveryAttempts } from '#server/db/tables.ts';
import type { AcknowledgedKind } from './acknowledgements.repository.ts';

/** Data access of the webhook's deliveries (one per order or approval) and their attempts. */

export type DeliveryKind = AcknowledgedKind;
export type DeliveryRow = Selectable<ErpDeliveries>;
export type AttemptRow = Selectable<ErpDeliveryAttempts>;

/** Order numbers of orders placed since `since` that have no delivery yet, oldest first. */
export async function findOrdersWithoutDelivery(
  db: DbOrTx,
  since: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('orders as o')
    .leftJoin('erpDeliveries as d', (join) =>
      join.on('d.kind', '=', 'order').onRef('d.subject', '=', 'o.orderNumber'),
    )
    .select('o.orderNumber')
    .where('d.id', 'is', null)
    .where('o.createdAt', '>=', since)
    // an order's number is set in the transaction that writes it; never seen half-written
    .where('o.orderNumber', 'not like', 'pending-%')
    .orderBy('o.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.orderNumber);
}

/** Ids of registrations approved since `since` that have no delivery yet, oldest first. */
export async function findApprovalsWithoutDelivery(
  db: DbOrTx,
  since: string,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('registrations as r')
    .leftJoin('erpDeliveries as d', (join) =>
      join
        .on('d.kind', '=', 'registration')
        .on('d.subject', '=', sql<string>`cast(${sql.ref('r.id')} as text)`),
    )
    .select('r.id')
    .where('d.id', 'is', null)
    .where('r.status', '=', 'approved')
    .where('r.decidedAt', '>=', since)
    .orderBy('r.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** A new delivery; undefined when the subject has one already (another process was first). */
export async function insertDelivery(
  db: DbOrTx,
  row: { kind: DeliveryKind; subject: string; eventId: string; at: string },
): Promise<number | undefined> {
  const inserted = await db
    .insertInto('erpDeliveries')
    .values({
      kind: row.kind,
      subject: row.subject,
      eventId: row.eventId,
      state: 'pending',
      createdAt: row.at,
      updatedAt: row.at,
    })
    .onConflict((oc) => oc.columns(['kind', 'subject']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export async function setDeliveryJob(db: DbOrTx, id: number, jobId: number, at: string) {
  await db
    .updateTable('erpDeliveries')
    .set({ jobId, state: 'pending', updatedAt: at })
    .where('id', '=', id)
    .execute();
}

export async function findDelivery(db: DbOrTx, id: number): Promise<DeliveryRow | undefined> {
  return db.selectFrom('erpDeliveries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Counts the attempt before it is made; answers its number. */
export async function countAttempt(db: DbOrTx, id: number): Promise<number> {
  const row = await db
    .updateTable('erpDeliveries')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .returning('attempts')
    .executeTakeFirstOrThrow();
  return row.attempts;
}

export async function recordAttempt(
  db: DbOrTx,
  attempt: Omit<AttemptRow, 'id'>,
  outcome: { state: 'pending' | 'delivered' | 'failed' },
): Promise<void> {
  await db.insertInto('erpDeliveryAttempts').values(attempt).execute();
  await db
    .updateTable('erpDeliveries')
    .set({
      state: outcome.state,
      lastStatusCode: attempt.statusCode,
      lastError: attempt.error,
      updatedAt: attempt.attemptedAt,
      ...(outcome.state === 'delivered' ? { deliveredAt: attempt.attemptedAt } : {}),
    })
    .where('id', '=', attempt.deliveryId)
    .execute();
}

export async function markDelivery(
  db: DbOrTx,
  id: number,
  state: 'failed',
  error: string,
  at: string,
) {
  await db
    .updateTable('erpDeliveries')
    .set({ state, lastError: error, updatedAt: at })
    .where('id', '=', id)
    .execute();
}

export async function findDeliveries(
  db: DbOrTx,
  filter: { state?: string; orderNumber?: string; beforeId?: number; limit: number },
): Promise<DeliveryRow[]> {
  let query = db.selectFrom('erpDeliveries').selectAll();
  if (filter.state !== undefined) query = query.where('state', '=', filter.state);
  if (filter.orderNumber !== undefined) {
    query = query.where('kind', '=', 'order').where('subject', '=', filter.orderNumber);
  }
  if (filter.beforeId !== undefined) query = query.where('id', '<', filter.beforeId);
  return query.orderBy('id', 'desc').limit(filter.limit).execute();
}

export async function findAttemptsOf(
  db: DbOrTx,
  deliveryIds: readonly number[],
): Promise<AttemptRow[]> {
  if (deliveryIds.length === 0) return [];
  return db
    .selectFrom('erpDeliveryAttempts')
    .selectAll()
    .where('deliveryId', 'in', deliveryIds)
    .orderBy('id', 'desc')
    .execute();
}
