import { z } from 'zod';
import { savedSearchNameSchema } from './saved-searches.ts';

/**
 * Alerts by mail (docs/decisions/150-article-alerts.md): a customer watches a producer, theme or
 * product type, or one of their saved searches, for new articles, articles back in stock and
 * moved release dates, and hears of them in at most one digest mail a day.
 */

export const ALERT_KINDS = ['new', 'backInStock', 'dateMoved'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_TARGETS = ['producer', 'theme', 'productType', 'search'] as const;
export type AlertTarget = (typeof ALERT_TARGETS)[number];

/** Alerts one account may keep. */
export const ALERTS_MAX = 50;

const kindsSchema = z
  .array(z.enum(ALERT_KINDS))
  .min(1)
  .max(ALERT_KINDS.length)
  .refine((kinds) => new Set(kinds).size === kinds.length, 'each kind once');

const idSchema = z.number().int().min(1).max(2_147_483_647);

// --- POST /account/alerts -------------------------------------------------------------------

export const createAlertRequestSchema = z.discriminatedUnion('target', [
  z.strictObject({
    target: z.enum(['producer', 'theme', 'productType']),
    id: idSchema,
    kinds: kindsSchema,
  }),
  z.strictObject({
    target: z.literal('search'),
    searchName: savedSearchNameSchema,
    kinds: kindsSchema,
  }),
]);
export type CreateAlertRequest = z.input<typeof createAlertRequestSchema>;

// --- PUT /account/alerts/{id}: the kinds, or paused, or both ---------------------------------

export const changeAlertRequestSchema = z
  .strictObject({ kinds: kindsSchema.optional(), paused: z.boolean().optional() })
  .refine((body) => body.kinds !== undefined || body.paused !== undefined, 'nothing to change');
export type ChangeAlertRequest = z.input<typeof changeAlertRequestSchema>;

// --- answers ----------------------------------------------------------------------------------

export const alertSchema = z.object({
  id: z.number().int(),
  target: z.enum(ALERT_TARGETS),
  /** the producer's, theme's or product type's id; null for a saved search */
  targetId: z.number().int().nullable(),
  /** what it watches, in the account's language: the name of the producer, theme, type or search */
  name: z.string(),
  kinds: z.array(z.enum(ALERT_KINDS)),
  paused: z.boolean(),
  createdAt: z.string(),
  /** when a digest last told of it; null before the first */
  lastSentAt: z.string().nullable(),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertsResponseSchema = z.object({ alerts: z.array(alertSchema) });
export type AlertsResponse = z.infer<typeof alertsResponseSchema>;

export const alertResponseSchema = z.object({ alert: alertSchema });
export type AlertResponse = z.infer<typeof alertResponseSchema>;
