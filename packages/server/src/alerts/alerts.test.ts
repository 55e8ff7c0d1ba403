import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, codeOf, type Caller } from '#server/testing/calls.ts';
import { accountIdOf, DEMO, login } from '#server/testing/demo-logins.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { startSmtpCapture, type SmtpCapture } from '#server/testing/smtp-capture.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { sendAlertDigests } from './alert-digest.service.ts';
import { article, BASE_CATALOG, ids, operatorImports } from './alerts.fixtures.ts';

/**
 * Alerts by mail (docs/decisions/150-article-alerts.md): the customer's own alerts, the news each
 * kind tells of, one digest per account and shop day in the account's language, and the
 * one-click unsubscribe of its headers.
 */

let t: TestApp;
let smtp: SmtpCapture;
let de: Caller;
let uk: Caller;
let guest: Caller;
let imports: Awaited<ReturnType<typeof operatorImports>>;

const DAY_MS = 86_400_000;
/** the last digest the German account received, whose links the unsubscribe test follows */
let lastDigest: ParsedMail | undefined;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  let callers: Caller[];
  ({ t, callers } = await seededApp({
    articles: 4,
    env: { SMTP_URL: smtp.url, ALERT_DIGEST_SWEEP_MS: '0', PUBLIC_URL: 'https://shop.example.com' },
    logins: [DEMO.de, DEMO.uk],
  }));
  [de, uk] = callers as [Caller, Caller];
  guest = (method, url, payload) =>
    t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
  await t.database.handle.db
    .updateTable('accounts')
    .set({ language: 'fr' })
    .where('email', '=', DEMO.uk)
    .execute();
  imports = await operatorImports(t);
  await imports('catalog', BASE_CATALOG);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const digest = (now = new Date()) => sendAlertDigests(t.database.handle.db, t, now);

describe('a customer’s alerts', () => {
  it('refuses a guest, bad input and what does not exist', async () => {
    const body = { target: 'producer', id: ids.producer, kinds: ['new'] };
    expect((await guest('POST', '/account/alerts', body)).statusCode).toBe(401);
    for (const bad of [
      { ...body, kinds: [] },
      { ...body, kinds: ['new', 'new'] },
      { ...body, kinds: ['price'] },
      { ...body, target: 'category' },
      { ...body, id: 'x' },
      { target: 'search', kinds: ['new'] },
    ]) {
      const res = await de('POST', '/account/alerts', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(codeOf(res)).toBe('VALIDATION_ERROR');
    }
    const missing = await de('POST', '/account/alerts', { ...body, id: 999_999 });
    expect([missing.statusCode, codeOf(missing)]).toEqual([404, 'ALERT_TARGET_NOT_FOUND']);
    const noSearch = await de('POST', '/account/alerts', {
      target: 'search',
      searchName: 'not saved',
      kinds: ['new'],
    });
    expect([noSearch.statusCode, codeOf(noSearch)]).toEqual([404, 'ALERT_TARGET_NOT_FOUND']);
    expect((await de('PUT', '/account/alerts/1', {})).statusCode).toBe(400);
  });

  it('lists, changes and deletes its own alerts; another customer’s ids are not found', async () => {
    const created = await de('POST', '/account/alerts', {
      target: 'theme',
      id: ids.theme,
      kinds: ['dateMoved', 'new'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const alert = created.json<{ alert: { id: number } }>().alert;
    expect(alert).toMatchObject({
      target: 'theme',
      targetId: ids.theme,
      name: 'Feuerberg',
      kinds: ['new', 'dateMoved'],
      paused: false,
      lastSentAt: null,
    });
    const again = await de('POST', '/account/alerts', {
      target: 'theme',
      id: ids.theme,
      kinds: ['new'],
    });
    expect([again.statusCode, codeOf(again)]).toEqual([409, 'ALERT_DUPLICATE']);

    const theirs = `/account/alerts/${alert.id}`;
    for (const [method, payload] of [
      ['PUT', { paused: true }],
      ['DELETE', undefined],
    ] as const) {
      const res = await uk(method, theirs, payload);
      expect([res.statusCode, codeOf(res)]).toEqual([404, 'ALERT_NOT_FOUND']);
    }
    expect((await uk('GET', '/account/alerts')).json()).toEqual({ alerts: [] });

    const paused = await de('PUT', theirs, { paused: true, kinds: ['backInStock'] });
    expect(paused.json()).toMatchObject({ alert: { paused: true, kinds: ['backInStock'] } });
    expect((await de('DELETE', theirs)).statusCode).toBe(204);
    expect((await de('DELETE', theirs)).statusCode).toBe(404);
    expect((await de('GET', '/account/alerts')).json()).toEqual({ alerts: [] });
  });
});

describe('the daily digest', () => {
  it('tells each account of the news its alerts watch, by kind, once a shop day, in its language', async () => {
    const watch = async (caller: Caller, body: object) => {
      const res = await caller('POST', '/account/alerts', body);
      expect(res.statusCode, res.body).toBe(201);
    };
    await watch(de, { target: 'producer', id: ids.producer, kinds: ['new', 'backInStock'] });
    await watch(de, { target: 'productType', id: ids.productType, kinds: ['dateMoved'] });
    await watch(uk, { target: 'theme', id: ids.theme, kinds: ['dateMoved'] });
    expect(await digest()).toEqual({ sent: 0 });

    await imports('catalog', [
      article('DRW200', { releaseDate: '2027-09-01' }),
      article('DRW100', { state: 'soldOut', stockQuantity: 0, releaseDate: '2027-07-02' }),
    ]);
    await imports('stock-prices', [
      { type: 'stockPrice', articleNumber: 'DRW100', stockQuantity: 12, state: 'inStock' },
    ]);
    expect(await digest()).toEqual({ sent: 2 });

    const german = await smtp.waitFor(DEMO.de);
    expect(german.subject).toBe('Neues aus Ihren Benachrichtigungen');
    const text = german.text ?? '';
    const section = (heading: string, next?: string) =>
      text.slice(text.indexOf(heading), next ? text.indexOf(next) : undefined);
    expect(section('Neue Artikel', 'Wieder auf Lager')).toContain(
      'Drachenfigur DRW200 (DRW200) · Erscheint: Anfang September 2027',
    );
    expect(section('Neue Artikel', 'Wieder auf Lager')).toContain(
      'https://shop.example.com/de/de/product/DRW200',
    );
    expect(section('Wieder auf Lager', 'Erscheinungstermin verschoben')).toContain('DRW100');
    expect(section('Erscheinungstermin verschoben')).toContain(
      '(DRW100) · Erscheint: Anfang Juli 2027',
    );

    const french = await smtp.waitFor(DEMO.uk);
    expect(french.subject).toBe('Les nouvelles de vos alertes');
    expect(french.text).toContain('Date de sortie déplacée');
    expect(french.text).toContain('Figurine dragon DRW100 (DRW100)');
    expect(french.text).not.toContain('DRW200');

    // the same shop day: the next news waits for tomorrow's mail
    await imports('catalog', [article('DRW300')]);
    expect(await digest()).toEqual({ sent: 0 });
    expect(await digest(new Date(Date.now() + DAY_MS))).toEqual({ sent: 1 });
    const tomorrow = await smtp.waitFor(DEMO.de);
    lastDigest = tomorrow;
    expect(tomorrow.text).toContain('DRW300');
    expect(tomorrow.text).not.toContain('DRW200');

    const listed = (await de('GET', '/account/alerts')).json<{
      alerts: { target: string; lastSentAt: string | null }[];
    }>().alerts;
    expect(listed.find((a) => a.target === 'producer')?.lastSentAt).not.toBeNull();
    expect(listed.find((a) => a.target === 'productType')?.lastSentAt).not.toBeNull();
  });

  it('unsubscribes with one click from the mail’s headers, without a login, and again alike', async () => {
    const mail = lastDigest!;
    // the raw header lines, as a mail client reads them
    const headerLine = (name: string) =>
      mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '') ?? '';
    expect(headerLine('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const header = headerLine('list-unsubscribe');
    const match = /^<https:\/\/shop\.example\.com(\/alerts\/unsubscribe\/[A-Za-z0-9_-]{43})>$/.exec(
      header,
    );
    expect(match, header).not.toBeNull();
    const path = match![1]!;
    expect(mail.text).toContain(`https://shop.example.com${path}`);

    const confirm = await t.app.inject({ method: 'GET', url: path });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('<html lang="de">');
    expect(confirm.body).toContain('Benachrichtigungen abbestellen?');
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    for (let i = 0; i < 2; i++) {
      const res = await post();
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Benachrichtigungen abbestellt');
    }
    const stored = await t.database.handle.db
      .selectFrom('articleAlerts')
      .select('paused')
      .where('accountId', '=', await accountIdOf(t, DEMO.de))
      .execute();
    expect(stored.map((row) => row.paused)).toEqual([1, 1]);
    const tokens = await t.database.handle.db
      .selectFrom('alertUnsubscribeTokens')
      .select('tokenHash')
      .execute();
    expect(tokens.some((row) => path.endsWith(row.tokenHash))).toBe(false);

    const forged = await t.app.inject({
      method: 'POST',
      url: `${path.slice(0, -3)}AAA`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(404);
    const wrongBody = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'x=1',
    });
    expect(wrongBody.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/alerts/unsubscribe/short' })).statusCode,
    ).toBe(400);
  });

  it('tells of a saved search’s new articles that are in its lists and hold its words', async () => {
    const fr = caller(t, await login(t, DEMO.taxFree));
    const saved = await fr('PUT', '/intern/saveUserSearch', {
      search: { name: 'Wecker', search: `M${ids.producer.toString(16)}/wecker` },
      customerNumber: 'FR/300001',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const alert = await fr('POST', '/account/alerts', {
      target: 'search',
      searchName: 'Wecker',
      kinds: ['new'],
    });
    expect(alert.json()).toMatchObject({ alert: { target: 'search', name: 'Wecker' } });
    await imports('catalog', [
      article('DRW500', {
        localization: {
          de: { name: 'Drachenwecker' },
          en: { name: 'Dragon alarm clock' },
          fr: { name: 'Réveil dragon' },
        },
      }),
      article('DRW501'),
    ]);
    expect(await digest()).toEqual({ sent: 1 });
    const mail = await smtp.waitFor(DEMO.taxFree);
    expect(mail.text).toContain('(DRW500)');
    expect(mail.text).not.toContain('DRW501');
  });
});
