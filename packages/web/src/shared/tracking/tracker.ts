import type { Utm } from '@shop/domain/api/tracking.ts';
import { trackedPath } from '@shop/domain/rules/tracking.ts';
import type { ConsentChoice } from '#web/shared/consent/consent-store.ts';

/**
 * Event tracking for a tag manager (docs/product/tracking.md#track-events;
 * docs/decisions/052-event-tracking-and-consent.md and 058-consent-banner-and-client-tracking.md).
 * Events go into `window.dataLayer` and, for what only the browser sees (page views and
 * searches), to the server. Nothing is pushed or sent without statistics consent. Every event
 * carries the server's event id, the one the article, basket, order and registration calls send
 * as `eventTrackingId`, so both sides can be matched.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Page views within this time are one: a redirect or a quick correction counts once. */
export const PAGE_VIEW_DEBOUNCE_MS = 50;
/** The server's ids are valid for a day; a little earlier a new one is asked for. */
const ID_LIFETIME_MS = 23 * 60 * 60 * 1000;

export type BrowserEvent =
  | { type: 'pageView'; path: string; eventTrackingId?: string; utm?: Utm }
  | { type: 'search'; term: string; eventTrackingId?: string; utm?: Utm };

export interface CachedId {
  id: string;
  issuedAt: number;
  marketing: boolean;
}

/** The kept event id, or null when there is none or it is not one this client wrote. */
export function parseCachedId(raw: string | null): CachedId | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { id, issuedAt, marketing } = value as Record<string, unknown>;
    return typeof id === 'string' && typeof issuedAt === 'number' && typeof marketing === 'boolean'
      ? { id, issuedAt, marketing }
      : null;
  } catch {
    return null;
  }
}

export interface TrackerEnvironment {
  consent(): ConsentChoice | null;
  subscribeConsent(listener: () => void): () => void;
  dataLayer(): unknown[];
  /** POST /api/tracking/eventId */
  requestEventId(consent: ConsentChoice): Promise<string | null>;
  /** POST /api/tracking/events */
  sendEvents(consent: ConsentChoice, events: BrowserEvent[]): Promise<unknown>;
  utm(consented: boolean): Utm | undefined;
  readId(): CachedId | null;
  writeId(id: CachedId | null): void;
  now(): number;
}

export interface Tracker {
  pageView(path: string): void;
  search(term: string): void;
  articleView(articleNumber: string): void;
  addToBasket(articleNumber: string, quantity: number): void;
  order(orderNumber: string): void;
  registration(): void;
  /** the server's event id for the calls that carry one; undefined without consent */
  eventTrackingId(): Promise<string | undefined>;
}

/** The event id of the session: kept, renewed before it expires, one request at a time. */
function createIdSource(env: TrackerEnvironment, allowed: () => ConsentChoice | null) {
  let request: Promise<string | undefined> | null = null;
  return {
    /** a changed choice: the id carries the marketing choice, so it may need a new one */
    reset(): void {
      const cached = env.readId();
      if (cached !== null && cached.marketing !== allowed()?.marketing) env.writeId(null);
      request = null;
    },
    async get(): Promise<string | undefined> {
      const consent = allowed();
      if (consent === null) return undefined;
      const cached = env.readId();
      if (
        cached !== null &&
        cached.marketing === consent.marketing &&
        env.now() - cached.issuedAt < ID_LIFETIME_MS
      ) {
        return cached.id;
      }
      request ??= env.requestEventId(consent).then(
        (id) => {
          if (id !== null) env.writeId({ id, issuedAt: env.now(), marketing: consent.marketing });
          request = null;
          return id ?? undefined;
        },
        () => {
          // tracking never stops the shop: without an id the events go without one
          request = null;
          return undefined;
        },
      );
      return request;
    },
  };
}

function optional(id: string | undefined, utm: Utm | undefined) {
  return { ...(id === undefined ? {} : { eventTrackingId: id }), ...(utm ? { utm } : {}) };
}

export function createTracker(env: TrackerEnvironment): Tracker {
  let pendingPageView: ReturnType<typeof setTimeout> | undefined;
  let announced = false;

  function allowed(): ConsentChoice | null {
    const consent = env.consent();
    return consent?.statistics === true ? consent : null;
  }
  const ids = createIdSource(env, allowed);

  env.subscribeConsent(() => {
    ids.reset();
    announced = false;
    if (allowed() === null) clearTimeout(pendingPageView);
  });

  /** Pushes one event with the event id and the session's utm, when consent still holds. */
  async function push(
    event: string,
    facts: Record<string, unknown>,
  ): Promise<{ consent: ConsentChoice; id: string | undefined; utm: Utm | undefined } | null> {
    if (allowed() === null) return null;
    const id = await ids.get();
    const consent = allowed();
    // the choice may have changed while the id was on its way
    if (consent === null) return null;
    const utm = env.utm(true);
    const layer = env.dataLayer();
    if (!announced) {
      announced = true;
      layer.push({ event: 'consent', statistics: true, marketing: consent.marketing });
    }
    layer.push({ event, ...facts, ...optional(id, utm) });
    return { consent, id, utm };
  }

  /** Pushes and sends what only the browser sees (page views, searches). */
  function pushAndSend(event: BrowserEvent): void {
    const { type, ...facts } = event;
    void push(type, facts).then((pushed) => {
      if (pushed === null) return;
      env
        .sendEvents(pushed.consent, [{ ...event, ...optional(pushed.id, pushed.utm) }])
        .catch(() => undefined);
    });
  }

  return {
    pageView(path) {
      if (allowed() === null) return;
      clearTimeout(pendingPageView);
      pendingPageView = setTimeout(
        () => pushAndSend({ type: 'pageView', path: trackedPath(path) }),
        PAGE_VIEW_DEBOUNCE_MS,
      );
    },
    search(term) {
      const trimmed = term.trim();
      if (trimmed !== '') pushAndSend({ type: 'search', term: trimmed });
    },
    // the server records these from its own calls (decision 052): the data layer only
    articleView(articleNumber) {
      void push('articleView', { articleNumber });
    },
    addToBasket(articleNumber, quantity) {
      void push('addToBasket', { articleNumber, quantity });
    },
    order(orderNumber) {
      void push('order', { orderNumber });
    },
    registration() {
      void push('registration', {});
    },
    eventTrackingId: () => ids.get(),
  };
}
