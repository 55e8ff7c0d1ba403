import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '@shop/domain/api/account.ts';
import { LOGIN_THROTTLE } from '#server/auth/login-throttle.ts';
import { caller, codeOf, type Caller } from '#server/testing/calls.ts';
import { DEMO, accountIdOf, login } from '#server/testing/demo-logins.ts';
import { solvedCaptcha } from '#server/captcha/captcha-solver.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { tinyPng } from './profile.fixtures.ts';

/**
 * Profile changes, the logo, one-time messages and the shop check
 * (docs/product/account.md#account-profile).
 */

let t: TestApp;
let demo: Caller;
let demoId: number;

const change = {
  contact: { firstName: 'Lea', lastName: 'Kraus', phone: '+49 611 999', cellPhone: null },
  shippingInformation: 'Rampe 3',
  language: 'en',
  settings: { hideEvp: true },
};

beforeAll(async () => {
  ({
    t,
    callers: [demo],
  } = await seededApp({ articles: 30, referenceDate: '2026-11-25', logins: [DEMO.de] }));
  demoId = await accountIdOf(t, DEMO.de);
});
afterAll(async () => {
  await t.close();
});

const moneyAndRights = async () =>
  t.database.handle.db
    .selectFrom('accounts')
    .select([
      'payType',
      'creditLine',
      'taxFree',
      'showPrices',
      'blockBasket',
      'businessConsole',
      'email',
    ])
    .where('id', '=', demoId)
    .executeTakeFirstOrThrow();

describe('PUT /intern/account', () => {
  it('saves the contact, delivery note, language and hideEvp, and the account shows them', async () => {
    const res = await demo('PUT', '/intern/account', change);
    expect(res.statusCode).toBe(200);
    const account = (await demo('GET', '/intern/account')).json<Account>();
    expect(account.contact).toMatchObject(change.contact);
    expect(account.shippingInformation).toBe('Rampe 3');
    expect(account.language).toBe('en');
    expect(account.settings.hideEvp).toBe(true);
  });

  it('refuses money and rights fields with 400 and changes nothing', async () => {
    const before = await moneyAndRights();
    const attempts: Record<string, unknown>[] = [
      { ...change, billing: { payType: 1, creditLine: 99_999_999, taxFree: true } },
      { ...change, payType: 1 },
      { ...change, settings: { hideEvp: false, showPrices: false } },
      { ...change, settings: { hideEvp: false, blockBasket: false } },
      { ...change, roles: ['admin'] },
      { ...change, businessConsole: true },
      { ...change, contact: { ...change.contact, email: 'thief@example.com' } },
      { ...change, address: { company: 'X', street: 'Y', zip: '1', location: 'Z', country: 'DE' } },
    ];
    for (const body of attempts) {
      const res = await demo('PUT', '/intern/account', body);
      expect(res.statusCode).toBe(400);
    }
    expect(await moneyAndRights()).toEqual(before);
  });

  it('refuses empty names, control characters and a phone with letters', async () => {
    for (const contact of [
      { ...change.contact, firstName: '' },
      { ...change.contact, lastName: 'A\u0000B' },
      { ...change.contact, phone: 'call me' },
    ]) {
      expect((await demo('PUT', '/intern/account', { ...change, contact })).statusCode).toBe(400);
    }
  });

  it('refuses a business-console account with 403', async () => {
    const console = caller(t, await login(t, DEMO.console));
    const res = await console('PUT', '/intern/account', change);
    expect(res.statusCode).toBe(403);
    expect(codeOf(res)).toBe('BUSINESS_CONSOLE_REFUSED');
  });
});

describe('PUT /intern/saveLogoImage', () => {
  it('stores a PNG in the data directory, shows it back and replaces the old one', async () => {
    const first = await demo('PUT', '/intern/saveLogoImage', {
      customer: 'DE/100001',
      logoImage: tinyPng(4),
    });
    expect(first.statusCode).toBe(200);
    const { db } = t.database.handle;
    const uploads = () =>
      db.selectFrom('uploads').selectAll().where('accountId', '=', demoId).execute();
    const [stored] = await uploads();
    expect(stored).toMatchObject({ purpose: 'logo', mimeType: 'image/png' });
    const shown = (await demo('GET', '/intern/logoImage')).json<{ logoImage: string }>();
    expect(shown.logoImage).toBe(tinyPng(4));

    expect(
      (await demo('PUT', '/intern/saveLogoImage', { customer: 'DE/100001', logoImage: tinyPng(8) }))
        .statusCode,
    ).toBe(200);
    const after = await uploads();
    expect(after).toHaveLength(1);
    expect(after[0]!.storedName).not.toBe(stored!.storedName);
    expect((await demo('GET', '/intern/logoImage')).json<{ logoImage: string }>().logoImage).toBe(
      tinyPng(8),
    );
  });

  it('tells the type by the content: text or an SVG named as an image is refused with 415', async () => {
    for (const content of ['hello, not an image', '<svg xmlns="http://www.w3.org/2000/svg"/>']) {
      const logoImage = `data:image/png;base64,${Buffer.from(content).toString('base64')}`;
      const res = await demo('PUT', '/intern/saveLogoImage', { customer: 'DE/100001', logoImage });
      expect(res.statusCode).toBe(415);
    }
  });

  it('refuses broken base64 with 400 and an oversized image with 413', async () => {
    expect(
      (await demo('PUT', '/intern/saveLogoImage', { customer: 'DE/100001', logoImage: 'ab$c' }))
        .statusCode,
    ).toBe(400);
    const huge = `data:image/png;base64,${Buffer.alloc(700 * 1024, 1).toString('base64')}`;
    const res = await demo('PUT', '/intern/saveLogoImage', {
      customer: 'DE/100001',
      logoImage: huge,
    });
    expect([400, 413]).toContain(res.statusCode);
  });

  it("refuses another customer's number with 403 and stores nothing", async () => {
    const before = await t.database.handle.db.selectFrom('uploads').select('reference').execute();
    const res = await demo('PUT', '/intern/saveLogoImage', {
      customer: 'UK/200001',
      logoImage: tinyPng(2),
    });
    expect(res.statusCode).toBe(403);
    expect(codeOf(res)).toBe('NOT_YOUR_ACCOUNT');
    expect(await t.database.handle.db.selectFrom('uploads').select('reference').execute()).toEqual(
      before,
    );
  });
});

describe('PUT /intern/setMessagesSeen', () => {
  it('marks a one-time message seen, so the account no longer lists it', async () => {
    const before = (await demo('GET', '/intern/account')).json<Account>();
    expect(before.messages.map((m) => m.els_id)).toContain('welcome-demo');
    expect(
      (await demo('PUT', '/intern/setMessagesSeen', { message: 'welcome-demo' })).statusCode,
    ).toBe(200);
    const after = (await demo('GET', '/intern/account')).json<Account>();
    expect(after.messages.map((m) => m.els_id)).not.toContain('welcome-demo');
    // again: still fine, nothing changes
    expect(
      (await demo('PUT', '/intern/setMessagesSeen', { message: 'welcome-demo' })).statusCode,
    ).toBe(200);
  });

  it('answers 404 for an unknown message and 422 for one that is not one-time', async () => {
    expect(
      (await demo('PUT', '/intern/setMessagesSeen', { message: 'nothing-like-it' })).statusCode,
    ).toBe(404);
    const blocked = caller(t, await login(t, DEMO.blocked));
    const res = await blocked('PUT', '/intern/setMessagesSeen', { message: 'basket-blocked' });
    expect(res.statusCode).toBe(422);
    expect(codeOf(res)).toBe('MESSAGE_NOT_ONE_TIME');
  });
});

describe('POST /intern/checkMyShop', () => {
  it("says whether the address's shop is the caller's, and which one is", async () => {
    expect((await demo('POST', '/intern/checkMyShop', { shop: 'de' })).json()).toEqual({
      matches: true,
      shop: 'de',
    });
    expect((await demo('POST', '/intern/checkMyShop', { shop: 'uk' })).json()).toEqual({
      matches: false,
      shop: 'de',
    });
    const uk = caller(t, await login(t, DEMO.uk));
    expect((await uk('POST', '/intern/checkMyShop', { shop: 'de' })).json()).toEqual({
      matches: false,
      shop: 'uk',
    });
    expect((await demo('POST', '/intern/checkMyShop', { shop: 'xx' })).statusCode).toBe(400);
    expect((await caller(t, null)('POST', '/intern/checkMyShop', { shop: 'de' })).statusCode).toBe(
      401,
    );
  });

  it('is open to a business-console account, whose account shows the flag', async () => {
    const console = caller(t, await login(t, DEMO.console));
    expect((await console('POST', '/intern/checkMyShop', { shop: 'de' })).statusCode).toBe(200);
    expect((await console('GET', '/intern/account')).json<Account>().businessConsole).toBe(true);
  });
});

describe('aliases of the spec', () => {
  it('POST /api/login logs in like /auth/login and shares its lockout', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { name: DEMO.uk, password: 'demo-shop' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ accessToken: string }>().accessToken).toBeTruthy();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/login', payload: { name: DEMO.uk } }))
        .statusCode,
    ).toBe(400);
    const attempt = async (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress: '10.9.0.1',
        payload: {
          name: DEMO.taxFree,
          password: 'wrong-password',
          captchaHash: await solvedCaptcha(t.app),
        },
      });
    for (let i = 0; i < LOGIN_THROTTLE.pairFreeFailures; i++) {
      expect(codeOf(await attempt('/auth/login'))).toBe('LOGIN_FAILED');
    }
    const waiting = await attempt('/api/login');
    expect(waiting.statusCode).toBe(429);
    expect(codeOf(waiting)).toBe('TOO_MANY_ATTEMPTS');
  });

  it('GET /api/language/{version} answers what /loca/getLanguage answers', async () => {
    const alias = await t.app.inject({ method: 'GET', url: '/api/language/ja' });
    const original = await t.app.inject({ method: 'GET', url: '/loca/getLanguage/ja' });
    expect(alias.statusCode).toBe(200);
    expect(alias.json()).toEqual(original.json());
    expect((await t.app.inject({ method: 'GET', url: '/api/language/xx' })).statusCode).toBe(400);
  });
});
