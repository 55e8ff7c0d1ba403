import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ArticlePicker } from '#server/testing/articles.ts';
import { caller, type Caller } from '#server/testing/calls.ts';
import { DEMO, login } from '#server/testing/demo-logins.ts';
import { solvedCaptcha } from '#server/captcha/captcha-solver.ts';
import { registrationBody } from '#server/registration/registration.fixtures.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { EVENT_ID_VALID_MS, issueEventId } from './event-ids.ts';

/**
 * Event tracking after consent (docs/product/tracking.md#track-consent, decision 052): nothing is
 * stored without statistics consent; what is stored holds no personal data beyond the customer
 * number.
 */

let t: TestApp;
let de: Caller;
let visitor: Caller;
let pick: ArticlePicker;
let ipCounter = 0;
const CONSENT = { statistics: true, marketing: false };
const NO_CONSENT = { statistics: false, marketing: true };

beforeAll(async () => {
  ({
    t,
    callers: [de],
  } = await seededApp({ articles: 40, referenceDate: '2026-11-25', logins: [DEMO.de] }));
  pick = new ArticlePicker(t);
  visitor = caller(t, null);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.handle.db.deleteFrom('trackingEvents').execute();
  await de('GET', '/basket/clear');
});

const events = () =>
  t.database.handle.db.selectFrom('trackingEvents').selectAll().orderBy('id').execute();

function fromIp(method: 'POST', url: string, payload: unknown, token?: string) {
  ipCounter += 1;
  return t.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: `10.9.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
}

async function eventId(consent = CONSENT): Promise<string> {
  const res = await fromIp('POST', '/api/tracking/eventId', { consent });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ eventTrackingId: string }>().eventTrackingId;
}

describe('the tracking event id', () => {
  it('is issued only with statistics consent, and storing it needs no row', async () => {
    const none = await fromIp('POST', '/api/tracking/eventId', { consent: NO_CONSENT });
    expect(none.json()).toEqual({ eventTrackingId: null });
    const id = await eventId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{16}\.[01]\.[a-z0-9]+\.[A-Za-z0-9_-]{22}$/);
    expect(id.length).toBeLessThanOrEqual(100);
    expect(await eventId()).not.toBe(id);
    expect(await events()).toEqual([]);
  });

  it.each([
    ['no consent', {}],
    ['consent as text', { consent: 'yes' }],
    ['a missing category', { consent: { statistics: true } }],
    ['an unknown category', { consent: { ...CONSENT, ads: true } }],
    ['an unknown field', { consent: CONSENT, user: 'x' }],
  ])('refuses %s with 400', async (_name, payload) => {
    expect((await fromIp('POST', '/api/tracking/eventId', payload)).statusCode).toBe(400);
  });
});

describe("the browser's events", () => {
  const pageView = (path: string, extra: Record<string, unknown> = {}) => ({
    type: 'pageView',
    path,
    ...extra,
  });

  it('stores nothing without statistics consent', async () => {
    const res = await fromIp('POST', '/api/tracking/events', {
      consent: NO_CONSENT,
      events: [pageView('/de/de'), { type: 'search', term: 'figure' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ stored: 0 });
    expect(await events()).toEqual([]);
  });

  it('stores page views and searches after consent, without secrets or personal data', async () => {
    const id = await eventId({ statistics: true, marketing: true });
    const utm = { source: 'newsletter', medium: 'email', campaign: 'spring' };
    const res = await fromIp('POST', '/api/tracking/events', {
      consent: { statistics: true, marketing: true },
      events: [
        pageView('/de/de/newsletter-unsubscribe/secret.token.here', { eventTrackingId: id, utm }),
        { type: 'search', term: 'Drachenfigur', eventTrackingId: 'made.up.id.x' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ stored: 2 });
    const [view, search] = await events();
    expect(view).toMatchObject({
      kind: 'pageView',
      path: '/de/de/newsletter-unsubscribe/:hidden',
      eventId: id,
      customerNumber: null,
      marketing: 1,
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      utmTerm: null,
    });
    // an id the shop did not issue is not kept
    expect(search).toMatchObject({ kind: 'search', searchTerm: 'Drachenfigur', eventId: null });
  });

  it("keeps the logged-in customer's number, and nothing else of the person", async () => {
    const token = await login(t, DEMO.de);
    await fromIp(
      'POST',
      '/api/tracking/events',
      { consent: CONSENT, events: [pageView('/de/de/account')] },
      token,
    );
    const [row] = await events();
    expect(row).toMatchObject({
      customerNumber: 'DE/100001',
      marketing: 0,
      path: '/de/de/account',
    });
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('demo@example.com');
    expect(stored).not.toMatch(/10\.9\./);
  });

  it.each([
    ['no events', { consent: CONSENT, events: [] }],
    ['21 events', { consent: CONSENT, events: Array(21).fill(pageView('/de/de')) }],
    ['a path without slash', { consent: CONSENT, events: [pageView('de/de')] }],
    ['a path with a query', { consent: CONSENT, events: [pageView('/de/de?email=a@b.c')] }],
    ['an unknown event type', { consent: CONSENT, events: [{ type: 'order', path: '/' }] }],
    ['an unknown field', { consent: CONSENT, events: [pageView('/', { email: 'a@b.c' })] }],
    ['an unknown utm field', { consent: CONSENT, events: [pageView('/', { utm: { id: '1' } })] }],
    ['a control character', { consent: CONSENT, events: [{ type: 'search', term: 'a\u0000' }] }],
    ['no consent field', { events: [pageView('/')] }],
  ])('refuses %s with 400, storing nothing', async (_name, payload) => {
    expect((await fromIp('POST', '/api/tracking/events', payload)).statusCode).toBe(400);
    expect(await events()).toEqual([]);
  });

  it('limits a caller to 60 calls a minute with 429 and Retry-After', async () => {
    const body = { consent: NO_CONSENT, events: [pageView('/')] };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/tracking/events',
        payload: body,
        remoteAddress: '10.99.0.1',
      });
    for (let i = 0; i < 60; i++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('events the server records from its own calls', () => {
  it('records an article view only with a valid event id', async () => {
    const article = await pick.take();
    const load = (eventTrackingId?: string) =>
      de('POST', '/api/article', {
        articleNumber: article.articleNumber,
        language: 'de',
        ...(eventTrackingId === undefined ? {} : { eventTrackingId }),
      });
    const expired = await issueEventId(
      t.database.handle.db,
      { marketing: false },
      new Date(Date.now() - EVENT_ID_VALID_MS - 1000),
    );
    const id = await eventId();
    for (const bad of [undefined, 'forged.0.abc.AAAAAAAAAAAAAAAAAAAAAA', expired]) {
      expect((await load(bad)).statusCode).toBe(200);
    }
    expect(await events()).toEqual([]);
    expect((await load(id)).statusCode).toBe(200);
    expect(await events()).toEqual([
      expect.objectContaining({
        kind: 'articleView',
        eventId: id,
        customerNumber: 'DE/100001',
        articleNumber: article.articleNumber,
      }),
    ]);
    // a visitor's view has no customer number
    await visitor('POST', '/api/article', {
      articleNumber: article.articleNumber,
      language: 'en',
      eventTrackingId: id,
    });
    expect((await events())[1]).toMatchObject({ kind: 'articleView', customerNumber: null });
  });

  it('records add-to-basket and the order (through the shop events) with the event id', async () => {
    const article = await pick.take({}, { EUR: 1500 });
    const id = await eventId();
    const add = await de('PUT', '/basket/add', {
      articleNumber: article.articleNumber.toLowerCase(),
      quantity: 3,
      eventTrackingId: id,
    });
    expect(add.statusCode, add.body).toBe(200);
    const order = await de('POST', '/basket/order', { eventTrackingId: id });
    expect(order.statusCode, order.body).toBe(201);
    await t.shopEvents.idle();
    const placed = await t.database.handle.db
      .selectFrom('orders')
      .select(['orderNumber', 'total'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(await events()).toEqual([
      expect.objectContaining({
        kind: 'addToBasket',
        articleNumber: article.articleNumber,
        quantity: 3,
        customerNumber: 'DE/100001',
      }),
      expect.objectContaining({
        kind: 'order',
        eventId: id,
        orderNumber: placed.orderNumber,
        valueMinor: placed.total,
        currency: 'EUR',
        customerNumber: 'DE/100001',
      }),
    ]);
  });

  it('records neither add-to-basket nor order without an event id', async () => {
    const article = await pick.take();
    await de('PUT', '/basket/add', { articleNumber: article.articleNumber, quantity: 1 });
    expect((await de('POST', '/basket/order', {})).statusCode).toBe(201);
    await t.shopEvents.idle();
    expect(await events()).toEqual([]);
  });

  it('records an application with its event id and no personal data', async () => {
    const id = await eventId();
    const res = await fromIp('POST', '/api/registration', {
      ...registrationBody('tracked.retailer@example.com', await solvedCaptcha(t.app)),
      eventTrackingId: id,
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.shopEvents.idle();
    const rows = await events();
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'registration', eventId: id, customerNumber: null }),
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/tracked\.retailer|Berger|Anna/);
    // the stored application does not keep the id
    const stored = await t.database.handle.db
      .selectFrom('registrations')
      .select('data')
      .where('email', '=', 'tracked.retailer@example.com')
      .executeTakeFirstOrThrow();
    expect(stored.data).not.toContain('eventTrackingId');
  });
});
