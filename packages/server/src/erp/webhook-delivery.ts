import type { ErpWebhookConfig } from '#server/config/env.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { RetryLater, type Job, type JobHandlerContext } from '#server/jobs/job-queue.ts';
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
import { retryDelayMs, webhookSignature } from './webhook-signature.ts';

/** The durable job that posts one order or approval to the ERP (docs/decisions/091-orders-out.md). */
export const DELIVERY_JOB = 'erp-webhook-delivery';

export interface DeliveryPayload {
  deliveryId: number;
}

const ERROR_TEXT_MAX = 500;

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

interface Answer {
  statusCode: number | null;
  error: string | null;
}

/** One POST; never follows a redirect (a 3xx is a failed attempt) and gives up after the time-out. */
async function post(
  config: ErpWebhookConfig,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
): Promise<Answer> {
  try {
    const response = await fetch(config.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      redirect: 'manual',
      signal: AbortSignal.any([signal, AbortSignal.timeout(config.timeoutMs)]),
    });
    // the answer's body is not read: only its status counts
    await response.body?.cancel();
    const ok = response.status >= 200 && response.status < 300;
    return { statusCode: response.status, error: ok ? null : `answered ${response.status}` };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const text = timedOut
      ? `no answer within ${config.timeoutMs} ms`
      : (cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error)));
    return { statusCode: null, error: text.slice(0, ERROR_TEXT_MAX) };
  }
}

/** Delivers one order or approval; a failed attempt is logged and tried again later. */
export function deliveryHandler(db: DbOrTx, config: ErpWebhookConfig) {
  return async (job: Job<DeliveryPayload>, context: JobHandlerContext): Promise<unknown> => {
    const delivery = await findDelivery(db, job.payload.deliveryId);
    if (!delivery) return { skipped: 'no such delivery' };
    // counted first: a redelivery's job key holds the count, so every attempt must change it
    const attempt = await countAttempt(db, delivery.id);
    const record = await recordOf(db, delivery);
    const now = () => new Date().toISOString();
    if (record === undefined) {
      await markDelivery(db, delivery.id, 'failed', 'the record no longer exists', now());
      return { skipped: 'no record' };
    }
    const body = JSON.stringify(record);
    const started = Date.now();
    const answer = await post(
      config,
      {
        'shop-signature': webhookSignature(config.secret, body, Math.floor(started / 1000)),
        'shop-event-id': delivery.eventId,
        'shop-delivery-attempt': String(attempt),
      },
      body,
      context.signal,
    );
    const delay = retryDelayMs(context.attempt, config.retryBaseMs);
    const lastTry = delay === undefined || context.attempt >= job.maxAttempts;
    const state = answer.error === null ? 'delivered' : lastTry ? 'failed' : 'pending';
    await inTransaction(db, (tx) =>
      recordAttempt(
        tx,
        {
          deliveryId: delivery.id,
          attempt,
          statusCode: answer.statusCode,
          durationMs: Date.now() - started,
          error: answer.error,
          attemptedAt: now(),
        },
        { state },
      ),
    );
    if (state === 'pending') throw new RetryLater(answer.error!, delay!);
    if (state === 'failed') throw new Error(`delivery ${delivery.id} failed: ${answer.error}`);
    return { statusCode: answer.statusCode, attempt };
  };
}
