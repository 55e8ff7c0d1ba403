import type { Delivery, DeliveriesResponse, DeliveryState } from '@shop/domain/api/erp.ts';
import type { ErpWebhookConfig } from '#server/config/env.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import type { ShopEvents } from '#server/events/shop-events.ts';
import { AppError } from '#server/http/app-error.ts';
import type { JobQueue } from '#server/jobs/job-queue.ts';
import { getOrCreateSetting } from '#server/system/app-settings.ts';
import {
  findApprovalsWithoutDelivery,
  findAttemptsOf,
  findDeliveries,
  findDelivery,
  findOrdersWithoutDelivery,
  insertDelivery,
  setDeliveryJob,
  type AttemptRow,
  type DeliveryKind,
  type DeliveryRow,
} from './deliveries.repository.ts';
import { orderEventId } from './order-records.ts';
import { registrationEventId } from './registration-records.ts';
import { DELIVERY_JOB, deliveryHandler, type DeliveryPayload } from './webhook-delivery.ts';
import { MAX_DELIVERY_ATTEMPTS } from '#server/signed-webhooks/signature.ts';
import { startSweeper } from '#server/signed-webhooks/sweeper.ts';

/**
 * The push side of orders out (docs/decisions/091-orders-out.md). Nothing in the orders area
 * knows of the ERP: a sweep finds every order (and approval) placed since the webhook was first
 * configured that has no delivery yet, and in one transaction writes its delivery row and the
 * durable job that posts it. A process that dies after the order's commit loses nothing: the
 * next sweep, here or in another process, finds the order. The sweep runs at start, every few
 * seconds, and at once when this process places an order.
 */

const SWEEP_BATCH = 100;
const SINCE_SETTING = 'erp.webhookSince';

/** Writes the delivery and its job together; nothing when another process was first. */
async function enqueueDelivery(
  db: DbOrTx,
  jobs: JobQueue,
  subject: { kind: DeliveryKind; subject: string; eventId: string },
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const at = new Date().toISOString();
    const id = await insertDelivery(tx, { ...subject, at });
    if (id === undefined) return;
    const job = await jobs.enqueue<DeliveryPayload>(tx, {
      kind: DELIVERY_JOB,
      payload: { deliveryId: id },
      idempotencyKey: `${DELIVERY_JOB}:${id}:0`,
      maxAttempts: MAX_DELIVERY_ATTEMPTS,
    });
    await setDeliveryJob(tx, id, job.id, at);
  });
  // enqueued inside the transaction: the queue looks once it has committed
  if (!db.isTransaction) jobs.kick();
}

/** One sweep: answers how many deliveries it created. */
export async function sweepDeliveries(db: DbOrTx, jobs: JobQueue): Promise<number> {
  const since = await getOrCreateSetting(db, SINCE_SETTING, () => new Date().toISOString());
  let created = 0;
  for (const orderNumber of await findOrdersWithoutDelivery(db, since, SWEEP_BATCH)) {
    await enqueueDelivery(db, jobs, {
      kind: 'order',
      subject: orderNumber,
      eventId: orderEventId(orderNumber),
    });
    created++;
  }
  for (const id of await findApprovalsWithoutDelivery(db, since, SWEEP_BATCH)) {
    await enqueueDelivery(db, jobs, {
      kind: 'registration',
      subject: String(id),
      eventId: registrationEventId(id),
    });
    created++;
  }
  return created;
}

export interface OrdersOut {
  /** Resolves when the sweep running now (if any) has ended. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** Registers the delivery job and starts sweeping; without a webhook it does nothing. */
export function startOrdersOut(
  db: DbOrTx,
  deps: {
    jobs: JobQueue;
    shopEvents: ShopEvents;
    config: ErpWebhookConfig | undefined;
    onError: (error: unknown) => void;
  },
): OrdersOut {
  const { config, jobs } = deps;
  if (!config) return { idle: () => Promise.resolve(), stop: () => Promise.resolve() };
  jobs.register(DELIVERY_JOB, deliveryHandler(db, config));
  const sweeper = startSweeper(() => sweepDeliveries(db, jobs), {
    everyMs: config.sweepMs,
    onError: deps.onError,
  });
  const stopListening = deps.shopEvents.on('orderPlaced', () => sweeper.sweep());
  return {
    idle: () => sweeper.idle(),
    stop: async () => {
      stopListening();
      await sweeper.stop();
    },
  };
}

function toDelivery(row: DeliveryRow, attempts: readonly AttemptRow[]): Delivery {
  return {
    id: row.id,
    kind: row.kind === 'registration' ? 'registration' : 'order',
    subject: row.subject,
    eventId: row.eventId,
    state: row.state as DeliveryState,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    deliveredAt: row.deliveredAt,
    attemptLog: attempts
      .filter((attempt) => attempt.deliveryId === row.id)
      .map(({ attempt, statusCode, durationMs, error, attemptedAt }) => ({
        attempt,
        statusCode,
        durationMs,
        error,
        attemptedAt,
      })),
  };
}

export async function listDeliveries(
  db: DbOrTx,
  filter: { state?: DeliveryState; orderNumber?: string; beforeId?: number; limit: number },
): Promise<DeliveriesResponse> {
  const rows = await findDeliveries(db, { ...filter, limit: filter.limit + 1 });
  const page = rows.slice(0, filter.limit);
  const attempts = await findAttemptsOf(
    db,
    page.map((row) => row.id),
  );
  return {
    deliveries: page.map((row) => toDelivery(row, attempts)),
    nextBeforeId: rows.length > filter.limit ? page[page.length - 1]!.id : null,
  };
}

/**
 * Sends a delivery again now, whatever its state, with a fresh set of retries. Posting twice
 * before an attempt was made answers the same job: the attempt count is part of its key.
 */
export async function redeliver(
  db: DbOrTx,
  jobs: JobQueue | undefined,
  id: number,
): Promise<{ delivery: Delivery }> {
  if (!jobs) {
    throw new AppError(409, 'WEBHOOK_NOT_CONFIGURED', 'No ERP webhook is configured');
  }
  const row = await findDelivery(db, id);
  if (!row) throw new AppError(404, 'NOT_FOUND', 'No delivery with this id');
  await inTransaction(db, async (tx) => {
    const job = await jobs.enqueue<DeliveryPayload>(tx, {
      kind: DELIVERY_JOB,
      payload: { deliveryId: id },
      idempotencyKey: `${DELIVERY_JOB}:${id}:${row.attempts}`,
      maxAttempts: MAX_DELIVERY_ATTEMPTS,
    });
    await setDeliveryJob(tx, id, job.id, new Date().toISOString());
  });
  if (!db.isTransaction) jobs.kick();
  const updated = (await findDelivery(db, id))!;
  return { delivery: toDelivery(updated, await findAttemptsOf(db, [id])) };
}
