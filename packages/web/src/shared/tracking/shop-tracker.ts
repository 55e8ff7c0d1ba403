import { apiPost } from '#web/shared/api/client.ts';
import { consentStore } from '#web/shared/consent/consent-store.ts';
import { createTracker, parseCachedId, type Tracker } from '#web/shared/tracking/tracker.ts';
import { sessionUtm } from '#web/shared/tracking/utm.ts';

/**
 * The shop's one tracker, wired to the banner's choice, `window.dataLayer`, the tracking calls
 * and sessionStorage (the event id is kept for the tab's session). The contract and zod load
 * with the first tracking call, not with the first page (decision 030).
 */
const contract = () => import('@shop/domain/api/tracking.ts');
const ID_KEY = 'shop.eventTrackingId';

export const tracker: Tracker = createTracker({
  consent: () => consentStore.getState().choice,
  subscribeConsent: consentStore.subscribe,
  dataLayer: () => (window.dataLayer ??= []),
  requestEventId: async (consent) =>
    (
      await apiPost(
        '/api/tracking/eventId',
        { consent },
        async () => (await contract()).trackingEventIdResponseSchema,
      )
    ).eventTrackingId,
  sendEvents: (consent, events) =>
    apiPost(
      '/api/tracking/events',
      { consent, events },
      async () => (await contract()).trackingEventsResponseSchema,
    ),
  utm: sessionUtm,
  readId: () => {
    try {
      return parseCachedId(window.sessionStorage.getItem(ID_KEY));
    } catch {
      return null;
    }
  },
  writeId: (id) => {
    try {
      if (id === null) window.sessionStorage.removeItem(ID_KEY);
      else window.sessionStorage.setItem(ID_KEY, JSON.stringify(id));
    } catch {
      // storage unavailable: a new id is asked for on the next page load
    }
  },
  now: () => Date.now(),
});

/**
 * `{eventTrackingId}` for the calls docs/product/tracking.md#track-events names (article, basket,
 * order, registration), or nothing without consent: the server records their events only with a
 * valid id.
 */
export async function eventTrackingIdField(): Promise<{ eventTrackingId?: string }> {
  const id = await tracker.eventTrackingId();
  return id === undefined ? {} : { eventTrackingId: id };
}
