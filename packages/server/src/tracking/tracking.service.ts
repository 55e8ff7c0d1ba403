import { trackedPath } from '@shop/domain/rules/tracking.ts';
import type {
  Consent,
  TrackingEvent,
  TrackingEventIdResponse,
  TrackingEventKind,
  TrackingEventsResponse,
  Utm,
} from '@shop/domain/api/tracking.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import type { ShopEvents } from '#server/events/shop-events.ts';
import { issueEventId, readEventId } from './event-ids.ts';
import { insertTrackingEvents, type NewTrackingEvent } from './tracking.repository.ts';

/**
 * Event tracking after consent (docs/product/tracking.md#track-events;
 * docs/decisions/052-event-tracking-and-consent.md). Events hold no personal data beyond the
 * customer number: no address, IP, user agent or cookie; page paths lose their secrets.
 */

/** POST /api/tracking/eventId: an id only with statistics consent; nothing is stored. */
export async function issueTrackingEventId(
  db: DbOrTx,
  consent: Consent,
  now: Date = new Date(),
): Promise<TrackingEventIdResponse> {
  if (!consent.statistics) return { eventTrackingId: null };
  return { eventTrackingId: await issueEventId(db, consent, now) };
}

function utmColumns(utm: Utm | undefined) {
  return {
    utmSource: utm?.source ?? null,
    utmMedium: utm?.medium ?? null,
    utmCampaign: utm?.campaign ?? null,
    utmTerm: utm?.term ?? null,
    utmContent: utm?.content ?? null,
  };
}

/** The id when it is one the shop issued and still valid; null otherwise. */
async function validId(db: DbOrTx, id: string | undefined, now: Date): Promise<string | null> {
  return id !== undefined && (await readEventId(db, id, now)) !== undefined ? id : null;
}

/**
 * POST /api/tracking/events: the browser's page views and searches, stored only with
 * statistics consent (0 stored without it).
 */
export async function recordClientEvents(
  db: DbOrTx,
  customer: Customer | null,
  input: { consent: Consent; events: TrackingEvent[] },
  now: Date = new Date(),
): Promise<TrackingEventsResponse> {
  if (!input.consent.statistics) return { stored: 0 };
  const createdAt = now.toISOString();
  const rows: NewTrackingEvent[] = [];
  for (const event of input.events) {
    rows.push({
      kind: event.type,
      eventId: await validId(db, event.eventTrackingId, now),
      customerNumber: customer?.customerNumber ?? null,
      marketing: input.consent.marketing ? 1 : 0,
      path: event.type === 'pageView' ? trackedPath(event.path) : null,
      searchTerm: event.type === 'search' ? event.term : null,
      ...utmColumns(event.utm),
      createdAt,
    });
  }
  await insertTrackingEvents(db, rows);
  return { stored: rows.length };
}

export interface ServerEvent {
  kind: Exclude<TrackingEventKind, 'pageView' | 'search'>;
  customerNumber: string | null;
  articleNumber?: string;
  quantity?: number;
  orderNumber?: string;
  valueMinor?: number | null;
  currency?: string;
}

/**
 * An event the server saw itself (an article opened, an article added, an order, an
 * application), recorded only when the call carried a valid event id: the client's consent.
 */
export async function trackServerEvent(
  db: DbOrTx,
  eventTrackingId: string | null | undefined,
  event: ServerEvent,
  now: Date = new Date(),
): Promise<void> {
  if (!eventTrackingId) return;
  const consent = await readEventId(db, eventTrackingId, now);
  if (!consent) return;
  await insertTrackingEvents(db, [
    {
      kind: event.kind,
      eventId: eventTrackingId,
      customerNumber: event.customerNumber,
      marketing: consent.marketing ? 1 : 0,
      articleNumber: event.articleNumber ?? null,
      quantity: event.quantity ?? null,
      orderNumber: event.orderNumber ?? null,
      valueMinor: event.valueMinor ?? null,
      currency: event.currency ?? null,
      createdAt: now.toISOString(),
    },
  ]);
}

/** Orders and applications reach tracking as shop events; the returned function stops it. */
export function subscribeToShopEvents(db: DbOrTx, events: ShopEvents): () => void {
  const offOrder = events.on('orderPlaced', (order) =>
    trackServerEvent(db, order.eventTrackingId, {
      kind: 'order',
      customerNumber: order.customerNumber,
      orderNumber: order.orderNumber,
      valueMinor: order.totalMinor,
      currency: order.currency,
    }),
  );
  const offRegistration = events.on('registrationSubmitted', (registration) =>
    trackServerEvent(db, registration.eventTrackingId, {
      kind: 'registration',
      customerNumber: null,
    }),
  );
  return () => {
    offOrder();
    offRegistration();
  };
}
