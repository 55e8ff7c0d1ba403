import crypto from 'node:crypto';
import {
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  WEBHOOK_DELIVERY_STATES,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_EVENTS,
  type CreateWebhookRequest,
  type CreateWebhookResponse,
  type WebhookDeliveriesResponse,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
  type WebhooksResponse,
} from '@shop/domain/api/webhooks.ts';
import { pageOffset } from '@shop/domain/rules/paging.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError } from '#server/http/app-error.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import type { RateLimiter } from '#server/http/rate-limiter.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import type { JobQueue } from '#server/jobs/job-queue.ts';
import {
  checkTarget,
  type TargetPolicy,
  type TargetVerdict,
} from '#server/signed-webhooks/target-policy.ts';
import { enqueueAttempts } from './webhook-deliveries.service.ts';
import {
  countDeliveriesOf,
  countEndpoints,
  deleteEndpoint,
  findDeliveriesOf,
  findEndpoints,
  findOwnDelivery,
  insertEndpoint,
  type DeliveryRow,
  type EndpointRow,
} from './webhooks.repository.ts';

/**
 * The webhooks a retailer registers on the profile (docs/decisions/140-retailer-webhooks.md):
 * every call acts on the caller's own endpoints and deliveries only; another customer's id is
 * answered as one that does not exist.
 */

const eventsOf = (json: string): WebhookEvent[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed)
    ? WEBHOOK_EVENTS.filter((event) => (parsed as unknown[]).includes(event))
    : [];
};

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return { id: row.id, url: row.url, events: eventsOf(row.events), createdAt: row.createdAt };
}

const LIMIT = RATE_LIMITS.webhookChangePerAccount;
const webhookLimitKey = (customer: Customer) => `webhooks:${customer.accountId}`;

const REFUSALS: Record<Exclude<TargetVerdict, 'ok'>, [AppError['code'], string]> = {
  invalid: ['WEBHOOK_URL_INVALID', 'The address is not a valid URL without a user name'],
  'not-https': ['WEBHOOK_URL_NOT_HTTPS', 'The address must start with https://'],
  'not-public': ['WEBHOOK_URL_NOT_PUBLIC', 'The address must reach a public host'],
  unresolved: ['WEBHOOK_URL_UNRESOLVED', 'The address names a host that cannot be found'],
};

export async function listWebhooks(db: DbOrTx, customer: Customer): Promise<WebhooksResponse> {
  return { endpoints: (await findEndpoints(db, customer.accountId)).map(toEndpoint) };
}

/** Registers an endpoint; its secret is answered this once. */
export async function createWebhook(
  db: DbOrTx,
  deps: { targets: TargetPolicy; rateLimiter: RateLimiter },
  customer: Customer,
  body: CreateWebhookRequest,
): Promise<CreateWebhookResponse> {
  await enforceRateLimit(deps.rateLimiter, webhookLimitKey(customer), LIMIT);
  const verdict = await checkTarget(body.url, deps.targets);
  if (verdict !== 'ok') {
    const [code, message] = REFUSALS[verdict];
    throw new AppError(422, code, message);
  }
  const url = new URL(body.url).href;
  if ((await countEndpoints(db, customer.accountId)) >= WEBHOOK_ENDPOINTS_MAX)
    throw new AppError(409, 'WEBHOOK_LIMIT_REACHED', 'No more webhook endpoints can be added');
  const secret = `whsec_${crypto.randomBytes(32).toString('base64url')}`;
  const row = await insertEndpoint(db, {
    accountId: customer.accountId,
    url,
    events: JSON.stringify(WEBHOOK_EVENTS.filter((event) => body.events.includes(event))),
    secret,
    createdAt: new Date().toISOString(),
  });
  if (!row) throw new AppError(409, 'WEBHOOK_DUPLICATE_URL', 'This address is registered already');
  return { endpoint: toEndpoint(row), secret };
}

export async function removeWebhook(db: DbOrTx, customer: Customer, id: number): Promise<void> {
  const deleted = await inTransaction(db, (tx) => deleteEndpoint(tx, customer.accountId, id));
  if (!deleted) throw new AppError(404, 'NOT_FOUND', 'No webhook with this id');
}

function toDelivery(row: DeliveryRow & { url: string }): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    url: row.url,
    event: WEBHOOK_EVENTS.find((event) => event === row.event) ?? 'order.confirmed',
    eventId: row.eventId,
    state: WEBHOOK_DELIVERY_STATES.find((state) => state === row.state) ?? 'pending',
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    deliveredAt: row.deliveredAt,
  };
}

export async function listWebhookDeliveries(
  db: DbOrTx,
  customer: Customer,
  page: number,
): Promise<WebhookDeliveriesResponse> {
  const pageSize = WEBHOOK_DELIVERIES_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    findDeliveriesOf(db, customer.accountId, {
      offset: pageOffset(page, pageSize),
      limit: pageSize,
    }),
    countDeliveriesOf(db, customer.accountId),
  ]);
  return { deliveries: rows.map(toDelivery), total, page, pageSize };
}

/**
 * Sends one of the caller's deliveries again now, with a fresh set of retries; asked twice
 * before an attempt was made, it answers the same job.
 */
export async function redeliverWebhook(
  db: DbOrTx,
  deps: { jobs: JobQueue; rateLimiter: RateLimiter },
  customer: Customer,
  id: number,
): Promise<{ delivery: WebhookDelivery }> {
  await enforceRateLimit(deps.rateLimiter, webhookLimitKey(customer), LIMIT);
  const row = await findOwnDelivery(db, customer.accountId, id);
  if (!row) throw new AppError(404, 'NOT_FOUND', 'No delivery with this id');
  await enqueueAttempts(db, deps.jobs, row);
  return { delivery: toDelivery((await findOwnDelivery(db, customer.accountId, id))!) };
}
