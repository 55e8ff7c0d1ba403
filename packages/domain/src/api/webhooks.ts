import { z } from 'zod';
import { oneLineText } from './text.ts';

/**
 * The webhooks a retailer registers on the profile for their own systems
 * (docs/decisions/140-retailer-webhooks.md): an https address and the events it wants. Each
 * delivery is signed with the endpoint's secret, shown once when the endpoint is created.
 */

/** The events a retailer may subscribe to, as sent in the body's `type`. */
export const WEBHOOK_EVENTS = [
  'order.confirmed',
  'order.shipped',
  'invoice.issued',
  'backorder.ready',
  'release-date.moved',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Endpoints one customer may register. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
export const WEBHOOK_URL_MAX = 500;
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;

const digits = (maxDigits: number) =>
  oneLineText(maxDigits)
    .regex(new RegExp(`^\\d{1,${maxDigits}}$`))
    .transform(Number);

// --- POST /account/webhooks ---------------------------------------------------------------

export const createWebhookRequestSchema = z.strictObject({
  url: oneLineText(WEBHOOK_URL_MAX).min(1),
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1)
    .max(WEBHOOK_EVENTS.length)
    .refine((events) => new Set(events).size === events.length, 'each event once'),
});
export type CreateWebhookRequest = z.input<typeof createWebhookRequestSchema>;

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const createWebhookResponseSchema = z.object({
  endpoint: webhookEndpointSchema,
  /** shown this once; the shop never answers it again */
  secret: z.string(),
});
export type CreateWebhookResponse = z.infer<typeof createWebhookResponseSchema>;

// --- GET /account/webhooks, DELETE /account/webhooks/{id} ----------------------------------

export const webhooksResponseSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export type WebhooksResponse = z.infer<typeof webhooksResponseSchema>;

export const webhookParamsSchema = z.strictObject({ id: digits(12) });

// --- GET /account/webhooks/deliveries, POST …/{id}/redeliver -------------------------------

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

export const webhookDeliveriesQuerySchema = z.strictObject({
  /** 1-based */
  page: digits(6).pipe(z.number().int().min(1)).default(1),
});

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  endpointId: z.number().int(),
  url: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  /** sent as Shop-Event-Id: the same for every attempt and every endpoint of one event */
  eventId: z.string(),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesResponseSchema = z.object({
  /** newest first */
  deliveries: z.array(webhookDeliverySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WebhookDeliveriesResponse = z.infer<typeof webhookDeliveriesResponseSchema>;

export const redeliverWebhookResponseSchema = z.object({ delivery: webhookDeliverySchema });
export type RedeliverWebhookResponse = z.infer<typeof redeliverWebhookResponseSchema>;
