import type { ErpWebhookConfig } from '#server/config/env.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import type { Job, JobHandlerContext } from '#server/jobs/job-queue.ts';
import { attemptDelivery } from '#server/signed-webhooks/signed-delivery.ts';
import {
  countAttempt,
  findDelivery,
  markDelivery,
  recordAttempt,
  type DeliveryRow,
} from './deliveries.repository.ts';
import { toOrderRecords } from './order-records.ts';
import { findOrdersByNumber } from './order-records.repository.ts';
import { toRegistrationRecords } from './registration-records.ts';
import { findApprovedRegistrationsById } from './registration-records.repository.ts';

/** The durable job that posts one order or approval to the ERP (docs/decisions/091-orders-out.md). */
export const DELIVERY_JOB = 'erp-webhook-delivery';

export interface DeliveryPayload {
  deliveryId: number;
}

/** The record the delivery carries, read now, in the feed's shape; undefined when it is gone. */
async function recordOf(db: DbOrTx, delivery: DeliveryRow): Promise<unknown> {
  if (delivery.kind === 'order') {
    const [record] = await toOrderRecords(db, await findOrdersByNumber(db, [delivery.subject]));
    return record;
  }
  const rows = await findApprovedRegistrationsById(db, [Number(delivery.subject)]);
  const [record] = await toRegistrationRecords(db, rows);
  return record;
}

/** Delivers one order or approval; a failed attempt is logged and tried again later. */
export function deliveryHandler(db: DbOrTx, config: ErpWebhookConfig) {
  return async (job: Job<DeliveryPayload>, context: JobHandlerContext): Promise<unknown> => {
    const delivery = await findDelivery(db, job.payload.deliveryId);
    if (!delivery) return { skipped: 'no such delivery' };
    // counted first: a redelivery's job key holds the count, so every attempt must change it
    const attempt = await countAttempt(db, delivery.id);
    const record = await recordOf(db, delivery);
    if (record === undefined) {
      const at = new Date().toISOString();
      await markDelivery(db, delivery.id, 'failed', 'the record no longer exists', at);
      return { skipped: 'no record' };
    }
    const post = {
      url: config.url,
      secret: config.secret,
      body: JSON.stringify(record),
      headers: { 'shop-event-id': delivery.eventId, 'shop-delivery-attempt': String(attempt) },
      timeoutMs: config.timeoutMs,
    };
    const answer = await attemptDelivery(
      job,
      context,
      {
        post: () => Promise.resolve(post),
        retryBaseMs: config.retryBaseMs,
        label: `delivery ${delivery.id}`,
      },
      (outcome) =>
        inTransaction(db, (tx) =>
          recordAttempt(
            tx,
            {
              deliveryId: delivery.id,
              attempt,
              statusCode: outcome.answer.statusCode,
              durationMs: outcome.durationMs,
              error: outcome.answer.error,
              attemptedAt: outcome.attemptedAt,
            },
            { state: outcome.state },
          ),
        ),
    );
    return { statusCode: answer.statusCode, attempt };
  };
}
