import type { AppConfig } from '#server/config/env.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import type { ShopEvents } from '#server/events/shop-events.ts';
import type { Job, JobHandlerContext, JobQueue } from '#server/jobs/job-queue.ts';
import { accountsAwaiting } from '#server/open-orders/open-orders.service.ts';
import { MAX_DELIVERY_ATTEMPTS } from '#server/signed-webhooks/signature.ts';
import { attemptDelivery } from '#server/signed-webhooks/signed-delivery.ts';
import { startSweeper } from '#server/signed-webhooks/sweeper.ts';
import { deliveryDispatcher, type TargetPolicy } from '#server/signed-webhooks/target-policy.ts';
import {
  countAttempt,
  deleteFannedOutBefore,
  findDelivery,
  findEndpoint,
  findEndpointsOf,
  findPendingEvents,
  insertDelivery,
  markFannedOut,
  recordOutcome,
  setDeliveryJob,
  type EventRow,
} from './webhooks.repository.ts';

/**
 * From the customer events the areas write to one signed delivery per endpoint that wants the
 * event (docs/decisions/140-retailer-webhooks.md): a sweep, here or in another process, hands
 * each event out once, writing its deliveries and their durable jobs in one transaction; the job
 * posts the delivery through the signed-webhooks part, which the ERP's webhook uses too.
 */

export const RETAILER_DELIVERY_JOB = 'retailer-webhook-delivery';

interface DeliveryPayload {
  deliveryId: number;
}

const SWEEP_BATCH = 100;
/** How long a handed-out event is kept (for a look at what was told when). */
const EVENT_KEPT_MS = 7 * 86_400_000;

/** The body every attempt of the event's deliveries sends. */
const bodyOf = (event: EventRow, eventId: string) =>
  JSON.stringify({
    id: eventId,
    type: event.type,
    createdAt: event.createdAt,
    data: JSON.parse(event.data) as unknown,
  });

/** Writes the job of the delivery's next attempts (the attempt count keys it). */
export async function enqueueAttempts(
  db: DbOrTx,
  jobs: JobQueue,
  delivery: { id: number; attempts: number },
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const job = await jobs.enqueue<DeliveryPayload>(tx, {
      kind: RETAILER_DELIVERY_JOB,
      payload: { deliveryId: delivery.id },
      idempotencyKey: `${RETAILER_DELIVERY_JOB}:${delivery.id}:${delivery.attempts}`,
      maxAttempts: MAX_DELIVERY_ATTEMPTS,
    });
    await setDeliveryJob(tx, delivery.id, job.id, new Date().toISOString());
  });
  if (!db.isTransaction) jobs.kick();
}

/** The accounts an event concerns: its own, or those awaiting the article. */
async function accountsOf(db: DbOrTx, event: EventRow): Promise<number[]> {
  if (event.accountId !== null) return [event.accountId];
  return event.type === 'release-date.moved' ? accountsAwaiting(db, event.subject) : [];
}

/** Hands one event out: a delivery and its job per endpoint that wants it. */
async function fanOut(db: DbOrTx, jobs: JobQueue, event: EventRow): Promise<number> {
  const endpoints = await findEndpointsOf(db, await accountsOf(db, event), event.createdAt);
  const eventId = `evt_${event.id}`;
  return inTransaction(db, async (tx) => {
    const at = new Date().toISOString();
    if (!(await markFannedOut(tx, event.id, at))) return 0;
    let created = 0;
    for (const endpoint of endpoints) {
      if (!(JSON.parse(endpoint.events) as string[]).includes(event.type)) continue;
      const id = await insertDelivery(tx, {
        endpointId: endpoint.id,
        accountId: endpoint.accountId,
        eventId,
        event: event.type,
        body: bodyOf(event, eventId),
        state: 'pending',
        createdAt: at,
        updatedAt: at,
      });
      if (id === undefined) continue;
      await enqueueAttempts(tx, jobs, { id, attempts: 0 });
      created++;
    }
    return created;
  });
}

/** One sweep over the events not handed out yet; answers how many deliveries it wrote. */
export async function sweepCustomerEvents(db: DbOrTx, jobs: JobQueue): Promise<number> {
  let created = 0;
  for (;;) {
    const events = await findPendingEvents(db, SWEEP_BATCH);
    for (const event of events) created += await fanOut(db, jobs, event);
    if (events.length < SWEEP_BATCH) break;
  }
  if (created > 0) jobs.kick();
  await deleteFannedOutBefore(db, new Date(Date.now() - EVENT_KEPT_MS).toISOString());
  return created;
}

/** Posts one delivery to its endpoint, checking the address where the socket connects. */
function deliveryHandler(
  db: DbOrTx,
  deps: { config: AppConfig['webhooks']; targets: TargetPolicy },
) {
  return async (job: Job<DeliveryPayload>, context: JobHandlerContext): Promise<unknown> => {
    const delivery = await findDelivery(db, job.payload.deliveryId);
    if (!delivery) return { skipped: 'no such delivery' };
    const endpoint = await findEndpoint(db, delivery.endpointId);
    if (!endpoint) return { skipped: 'no such endpoint' };
    // counted first: a redelivery's job key holds the count, so every attempt must change it
    const attempt = await countAttempt(db, delivery.id);
    const dispatcher = { current: undefined as Awaited<ReturnType<typeof deliveryDispatcher>> };
    try {
      const answer = await attemptDelivery(
        job,
        context,
        {
          post: async () => {
            dispatcher.current = await deliveryDispatcher(endpoint.url, deps.targets);
            return {
              url: endpoint.url,
              secret: endpoint.secret,
              body: delivery.body,
              headers: {
                'shop-event-id': delivery.eventId,
                'shop-event-type': delivery.event,
                'shop-delivery-attempt': String(attempt),
              },
              timeoutMs: deps.config.timeoutMs,
              dispatcher: dispatcher.current,
            };
          },
          retryBaseMs: deps.config.retryBaseMs,
          label: `webhook delivery ${delivery.id}`,
        },
        (outcome) =>
          recordOutcome(db, delivery.id, {
            state: outcome.state,
            statusCode: outcome.answer.statusCode,
            error: outcome.answer.error,
            at: outcome.attemptedAt,
          }),
      );
      return { statusCode: answer.statusCode, attempt };
    } finally {
      void dispatcher.current?.close();
    }
  };
}

export interface RetailerWebhooks {
  /** Resolves when the sweep running now (if any) has ended. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** Registers the delivery job and sweeps the events every few seconds and after each order. */
export function startRetailerWebhooks(
  db: DbOrTx,
  deps: {
    jobs: JobQueue;
    shopEvents: ShopEvents;
    config: AppConfig['webhooks'];
    targets: TargetPolicy;
    onError: (error: unknown) => void;
  },
): RetailerWebhooks {
  deps.jobs.register(RETAILER_DELIVERY_JOB, deliveryHandler(db, deps));
  const sweeper = startSweeper(() => sweepCustomerEvents(db, deps.jobs), {
    everyMs: deps.config.sweepMs,
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
