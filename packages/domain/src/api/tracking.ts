import { z } from 'zod';
import { oneLineText } from './text.ts';

/**
 * Event tracking after consent (docs/product/tracking.md#track-events);
 * docs/decisions/052-event-tracking-and-consent.md. The client says its consent with every
 * call; without statistics consent the server stores nothing and issues no event id.
 */

/** The banner's categories; necessary cookies need no consent and are not sent. */
export const consentSchema = z.strictObject({
  statistics: z.boolean(),
  marketing: z.boolean(),
});
export type Consent = z.infer<typeof consentSchema>;

/** POST /api/tracking/eventId (the basket screen asks on entry). */
export const trackingEventIdRequestSchema = z.strictObject({ consent: consentSchema });
export type TrackingEventIdRequest = z.input<typeof trackingEventIdRequestSchema>;
/**
 * A signed id the client sends as `eventTrackingId` with article, basket and order calls (and
 * pushes with its own data-layer events, so both sides can be matched); null without
 * statistics consent. Valid for a day.
 */
export const trackingEventIdResponseSchema = z.object({ eventTrackingId: z.string().nullable() });
export type TrackingEventIdResponse = z.infer<typeof trackingEventIdResponseSchema>;

export const MAX_TRACKING_EVENTS = 20;

const utmValue = oneLineText(200).min(1).optional();
/** The utm parameters the client keeps for the session. */
export const utmSchema = z.strictObject({
  source: utmValue,
  medium: utmValue,
  campaign: utmValue,
  term: utmValue,
  content: utmValue,
});
export type Utm = z.infer<typeof utmSchema>;

const common = {
  eventTrackingId: oneLineText(100).optional(),
  utm: utmSchema.optional(),
};

/** A page of the shop, its path without query or fragment (no personal data). */
export const pageViewEventSchema = z.strictObject({
  type: z.literal('pageView'),
  path: oneLineText(500)
    .min(1)
    .regex(/^\/[^?#]*$/, 'a path starting with / without query or fragment'),
  ...common,
});
export const searchEventSchema = z.strictObject({
  type: z.literal('search'),
  term: oneLineText(200).min(1),
  ...common,
});
export const trackingEventSchema = z.discriminatedUnion('type', [
  pageViewEventSchema,
  searchEventSchema,
]);
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

/**
 * POST /api/tracking/events: what only the browser sees (page views, searches). Article views,
 * add-to-basket, orders and registrations are recorded by the server from its own calls.
 */
export const trackingEventsRequestSchema = z.strictObject({
  consent: consentSchema,
  events: z.array(trackingEventSchema).min(1).max(MAX_TRACKING_EVENTS),
});
export type TrackingEventsRequest = z.input<typeof trackingEventsRequestSchema>;
/** 200 with the number of events stored: 0 without statistics consent. */
export const trackingEventsResponseSchema = z.object({ stored: z.number().int() });
export type TrackingEventsResponse = z.infer<typeof trackingEventsResponseSchema>;

/** The kinds of events the tracking table holds. */
export const TRACKING_EVENT_KINDS = [
  'pageView',
  'search',
  'articleView',
  'addToBasket',
  'order',
  'registration',
] as const;
export type TrackingEventKind = (typeof TRACKING_EVENT_KINDS)[number];
