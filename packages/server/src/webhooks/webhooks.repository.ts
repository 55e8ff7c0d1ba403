import type { Insertable, Selectable } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import type { CustomerEvents, WebhookDeliveries, WebhookEndpoints } from '#server/db/tables.ts';

/** Data access of the retailers' webhook endpoints, their deliveries and the customer events. */

export type EndpointRow = Selectable<WebhookEndpoints>;
export type DeliveryRow = Selectable<WebhookDeliveries>;
export type EventRow = Selectable<CustomerEvents>;

export function findEndpoints(db: DbOrTx, accountId: number): Promise<EndpointRow[]> {
  return db
    .selectFrom('webhookEndpoints')
    .selectAll()
    .where('accountId', '=', accountId)
    .orderBy('id')
    .execute();
}

export async function countEndpoints(db: DbOrTx, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('webhookEndpoints')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('accountId', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertEndpoint(
  db: DbOrTx,
  row: Insertable<WebhookEndpoints>,
): Promise<EndpointRow | undefined> {
  return db
    .insertInto('webhookEndpoints')
    .values(row)
    .onConflict((oc) => oc.columns(['accountId', 'url']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Deletes one of the account's endpoints and its deliveries; answers whether there was one. */
export async function deleteEndpoint(db: DbOrTx, accountId: number, id: number): Promise<boolean> {
  await db
    .deleteFrom('webhookDeliveries')
    .where('endpointId', '=', id)
    .where('accountId', '=', accountId)
    .execute();
  const deleted = await db
    .deleteFrom('webhookEndpoints')
    .where('id', '=', id)
    .where('accountId', '=', accountId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

export function findEndpoint(db: DbOrTx, id: number): Promise<EndpointRow | undefined> {
  return db.selectFrom('webhookEndpoints').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Endpoints of these accounts, registered by the time of the event. */
export function findEndpointsOf(
  db: DbOrTx,
  accountIds: readonly number[],
  registeredBy: string,
): Promise<EndpointRow[]> {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('webhookEndpoints')
    .selectAll()
    .where('accountId', 'in', [...accountIds])
    .where('createdAt', '<=', registeredBy)
    .orderBy('id')
    .execute();
}

// --- customer events -----------------------------------------------------------------------

export function findPendingEvents(db: DbOrTx, limit: number): Promise<EventRow[]> {
  return db
    .selectFrom('customerEvents')
    .selectAll()
    .where('fannedOutAt', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Marks the event handed out; false when another process was first. */
export async function markFannedOut(db: DbOrTx, id: number, at: string): Promise<boolean> {
  const updated = await db
    .updateTable('customerEvents')
    .set({ fannedOutAt: at })
    .where('id', '=', id)
    .where('fannedOutAt', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Removes events handed out before `before`: their deliveries carry their own body. */
export async function deleteFannedOutBefore(db: DbOrTx, before: string): Promise<void> {
  await db.deleteFrom('customerEvents').where('fannedOutAt', '<', before).execute();
}

// --- deliveries ----------------------------------------------------------------------------

export async function insertDelivery(
  db: DbOrTx,
  row: Insertable<WebhookDeliveries>,
): Promise<number | undefined> {
  const inserted = await db
    .insertInto('webhookDeliveries')
    .values(row)
    .onConflict((oc) => oc.columns(['endpointId', 'eventId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export async function setDeliveryJob(db: DbOrTx, id: number, jobId: number, at: string) {
  await db
    .updateTable('webhookDeliveries')
    .set({ jobId, state: 'pending', updatedAt: at })
    .where('id', '=', id)
    .execute();
}

export function findDelivery(db: DbOrTx, id: number): Promise<DeliveryRow | undefined> {
  return db.selectFrom('webhookDeliveries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Counts the attempt before it is made; answers its number. */
export async function countAttempt(db: DbOrTx, id: number): Promise<number> {
  const row = await db
    .updateTable('webhookDeliveries')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .returning('attempts')
    .executeTakeFirstOrThrow();
  return row.attempts;
}

export async function recordOutcome(
  db: DbOrTx,
  id: number,
  outcome: { state: string; statusCode: number | null; error: string | null; at: string },
): Promise<void> {
  await db
    .updateTable('webhookDeliveries')
    .set({
      state: outcome.state,
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error,
      updatedAt: outcome.at,
      ...(outcome.state === 'delivered' ? { deliveredAt: outcome.at } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** One page of the account's deliveries, newest first, with the endpoint's address. */
export function findDeliveriesOf(
  db: DbOrTx,
  accountId: number,
  page: { offset: number; limit: number },
) {
  return db
    .selectFrom('webhookDeliveries as d')
    .innerJoin('webhookEndpoints as e', 'e.id', 'd.endpointId')
    .selectAll('d')
    .select('e.url')
    .where('d.accountId', '=', accountId)
    .orderBy('d.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countDeliveriesOf(db: DbOrTx, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('webhookDeliveries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('accountId', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One of the account's deliveries with its endpoint's address; undefined for another's. */
export function findOwnDelivery(db: DbOrTx, accountId: number, id: number) {
  return db
    .selectFrom('webhookDeliveries as d')
    .innerJoin('webhookEndpoints as e', 'e.id', 'd.endpointId')
    .selectAll('d')
    .select('e.url')
    .where('d.accountId', '=', accountId)
    .where('d.id', '=', id)
    .executeTakeFirst();
}
