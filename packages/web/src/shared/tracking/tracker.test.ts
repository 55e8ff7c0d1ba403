import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentChoice } from '#web/shared/consent/consent-store.ts';
import {
  PAGE_VIEW_DEBOUNCE_MS,
  createTracker,
  type BrowserEvent,
  type CachedId,
} from '#web/shared/tracking/tracker.ts';

/** A tracker with a data layer, server calls and a consent the test sets. */
function setup(initial: ConsentChoice | null = null) {
  let consent = initial;
  let cached: CachedId | null = null;
  const listeners = new Set<() => void>();
  const dataLayer: unknown[] = [];
  const sent: BrowserEvent[] = [];
  const requestEventId = vi.fn((choice: ConsentChoice) =>
    Promise.resolve(choice.statistics ? 'id-1' : null),
  );
  const tracker = createTracker({
    consent: () => consent,
    subscribeConsent: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dataLayer: () => dataLayer,
    requestEventId,
    sendEvents: (_consent, events) => {
      sent.push(...events);
      return Promise.resolve();
    },
    utm: () => ({ source: 'newsletter' }),
    readId: () => cached,
    writeId: (id) => (cached = id),
    now: () => Date.now(),
  });
  return {
    tracker,
    dataLayer,
    sent,
    requestEventId,
    consent(next: ConsentChoice) {
      consent = next;
      for (const listener of listeners) listener();
    },
  };
}

const events = (layer: unknown[]) => layer.map((entry) => (entry as { event: string }).event);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('tracker', () => {
  it('pushes and sends nothing before consent', async () => {
    const { tracker, dataLayer, sent, requestEventId } = setup();
    tracker.pageView('/de/de');
    tracker.search('lego');
    tracker.articleView('A1');
    tracker.addToBasket('A1', 2);
    tracker.order('1001');
    tracker.registration();
    expect(await tracker.eventTrackingId()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(PAGE_VIEW_DEBOUNCE_MS * 2);
    expect(dataLayer).toEqual([]);
    expect(sent).toEqual([]);
    expect(requestEventId).not.toHaveBeenCalled();
  });

  it('pushes nothing after statistics are refused, even with marketing', async () => {
    const { tracker, dataLayer } = setup({ statistics: false, marketing: true });
    tracker.pageView('/de/de');
    tracker.search('lego');
    await vi.advanceTimersByTimeAsync(PAGE_VIEW_DEBOUNCE_MS * 2);
    expect(dataLayer).toEqual([]);
  });

  it('counts page views within 50 ms as one, the last', async () => {
    const { tracker, dataLayer, sent } = setup({ statistics: true, marketing: false });
    tracker.pageView('/');
    await vi.advanceTimersByTimeAsync(PAGE_VIEW_DEBOUNCE_MS - 10);
    tracker.pageView('/de/de');
    await vi.advanceTimersByTimeAsync(PAGE_VIEW_DEBOUNCE_MS - 10);
    expect(dataLayer).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(dataLayer).toEqual([
      { event: 'consent', statistics: true, marketing: false },
      {
        event: 'pageView',
        path: '/de/de',
        eventTrackingId: 'id-1',
        utm: { source: 'newsletter' },
      },
    ]);
    expect(sent).toEqual([
      { type: 'pageView', path: '/de/de', eventTrackingId: 'id-1', utm: { source: 'newsletter' } },
    ]);
  });

  it('hides the secret of a link page in what it pushes', async () => {
    const { tracker, dataLayer } = setup({ statistics: true, marketing: true });
    tracker.pageView('/de/de/password-recovery/secret-token');
    await vi.advanceTimersByTimeAsync(PAGE_VIEW_DEBOUNCE_MS);
    expect(dataLayer).toContainEqual(
      expect.objectContaining({ path: '/de/de/password-recovery/:hidden' }),
    );
  });

  it('tracks shop events with one event id after consent is given', async () => {
    const { tracker, dataLayer, sent, requestEventId, consent } = setup();
    tracker.search('early');
    consent({ statistics: true, marketing: true });
    tracker.search('lego');
    tracker.articleView('A1');
    tracker.addToBasket('A1', 2);
    tracker.order('1001');
    tracker.registration();
    await vi.advanceTimersByTimeAsync(0);
    expect(events(dataLayer)).toEqual([
      'consent',
      'search',
      'articleView',
      'addToBasket',
      'order',
      'registration',
    ]);
    expect(dataLayer[3]).toEqual({
      event: 'addToBasket',
      articleNumber: 'A1',
      quantity: 2,
      eventTrackingId: 'id-1',
      utm: { source: 'newsletter' },
    });
    // only what the browser alone sees goes to the server
    expect(sent.map((event) => event.type)).toEqual(['search']);
    expect(requestEventId).toHaveBeenCalledTimes(1);
    expect(await tracker.eventTrackingId()).toBe('id-1');
  });

  it('stops a pending page view when consent is withdrawn', async () => {
    const { tracker, dataLayer, consent } = setup({ statistics: true, marketing: false });
    tracker.pageView('/de/de');
    consent({ statistics: false, marketing: false });
    await vi.advanceTimersByTimeAsync(PAGE_VIEW_DEBOUNCE_MS * 2);
    expect(dataLayer).toEqual([]);
    expect(await tracker.eventTrackingId()).toBeUndefined();
  });

  it('asks for a new id when the marketing choice changes', async () => {
    const { tracker, requestEventId, consent } = setup({ statistics: true, marketing: false });
    await tracker.eventTrackingId();
    await tracker.eventTrackingId();
    consent({ statistics: true, marketing: true });
    await tracker.eventTrackingId();
    expect(requestEventId).toHaveBeenCalledTimes(2);
  });
});
