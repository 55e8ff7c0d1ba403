import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_CONFIRMATION_HEADER } from '@shop/domain/api/account-profile.ts';
import type { Caller } from '#server/testing/calls.ts';
import { DEMO } from '#server/testing/demo-logins.ts';
import { PNG_1X1, multipartBody, type FormPart } from '#server/files/files.fixtures.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { tinyPng } from './profile.fixtures.ts';

/**
 * An attacker's tries on the account area's calls (docs/security.md): wrong types, NUL and
 * control characters in strings, huge and negative pages, another customer's number in a
 * payload and a missing or forged session. Every refusal is a 4xx in the error shape
 * `{error:{code,message}}`, never a 5xx, and leaves the stored rows as they were.
 */

let t: TestApp;
let de: Caller;
let uk: Caller;
let deAccountId: number;
let ukAccountId: number;

const DE_NUMBER = 'DE/100001';
const UK_NUMBER = 'UK/200001';

const accountIdOf = async (email: string) =>
  (
    await t.database.handle.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  ({
    t,
    callers: [de, uk],
  } = await seededApp({ articles: 40, referenceDate: '2026-11-25', logins: [DEMO.de, DEMO.uk] }));
  deAccountId = await accountIdOf(DEMO.de);
  ukAccountId = await accountIdOf(DEMO.uk);
});
afterAll(async () => {
  await t.close();
});

/** The answer is a 4xx (the status given, when given) with a string code and message. */
function expectRefused(res: LightMyRequestResponse, status?: number, what = ''): void {
  const label = `${what} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  if (status !== undefined) expect(res.statusCode, label).toBe(status);
  expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, label).toBeLessThan(500);
  const error = res.json<{ error?: { code?: unknown; message?: unknown } }>().error;
  expect(typeof error?.code, label).toBe('string');
  expect(typeof error?.message, label).toBe('string');
}

const HOSTILE_STRINGS = [
  'a\u0000b',
  'esc\u001b[31m',
  'line\nbreak',
  'c1\u0085',
  'bidi\u202eevil',
  'lone\ud800',
  'x'.repeat(100_000),
];
const WRONG_TYPES: unknown[] = ['1', -1, 0, 1.5, 1e21, 1e300, true, null, [1], { a: 1 }];
/** The wrong values for a field, leaving out those that field accepts. */
const wrongBut = (...valid: unknown[]) => WRONG_TYPES.filter((value) => !valid.includes(value));

/** Every call of the account area, as a valid request of the caller DE. */
const ACCOUNT_CALLS: { method: InjectOptions['method']; url: string; payload?: unknown }[] = [
  { method: 'GET', url: '/account/turnOver' },
  { method: 'GET', url: '/account/openOrders/overview' },
  { method: 'GET', url: '/account/openOrders/newestOpenOrders' },
  { method: 'POST', url: '/account/openOrders', payload: { openOrdersParameter: {} } },
  { method: 'POST', url: '/account/openOrdersCSV', payload: { openOrdersParameter: {} } },
  { method: 'GET', url: '/account/orders/1' },
  { method: 'POST', url: '/account/ordersCSV', payload: { search: {} } },
  {
    method: 'POST',
    url: '/account/getProductArchiveItems',
    payload: {
      productArchiveParameters: {
        page: 1,
        countPageItems: 20,
        timePeriod: 0,
        language: 'en',
        shop: 'de',
      },
    },
  },
  { method: 'GET', url: '/account/paymentMethods' },
  { method: 'PUT', url: '/intern/setMessagesSeen', payload: { message: 'welcome-demo' } },
  { method: 'POST', url: '/intern/checkMyShop', payload: { shop: 'de' } },
  { method: 'PUT', url: '/intern/saveLogoImage', payload: { customer: DE_NUMBER, logoImage: 'x' } },
  {
    method: 'PUT',
    url: '/intern/account',
    payload: {
      contact: { firstName: 'A', lastName: 'B', phone: null, cellPhone: null },
      shippingInformation: null,
      language: 'de',
      settings: { hideEvp: false },
    },
  },
  { method: 'GET', url: '/account/deleteAccount' },
  { method: 'GET', url: '/export/gpsr/' },
];

describe('account calls without a session', () => {
  it('answers 401 in the error shape to no token, a forged token and a malformed header', async () => {
    for (const call of ACCOUNT_CALLS) {
      for (const authorization of [
        undefined,
        'Bearer not-a-token',
        'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
        'Basic ZGVtbzpkZW1v',
        'Bearer a\u0001b',
      ]) {
        const res = await t.app.inject({
          method: call.method,
          url: call.url,
          ...(call.payload === undefined ? {} : { payload: call.payload as object }),
          headers: {
            ...(authorization === undefined ? {} : { authorization }),
            [DELETE_CONFIRMATION_HEADER]: DE_NUMBER,
          },
        });
        expectRefused(res, 401, `${call.method} ${call.url} ${authorization ?? 'none'}`);
      }
    }
    const upload = multipartBody([
      { name: 'customerNumber', value: DE_NUMBER },
      { name: 'file', filename: 'a.png', contentType: 'image/png', content: PNG_1X1 },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploadFileHeomedia',
      payload: upload.payload,
      headers: upload.headers,
    });
    expectRefused(res, 401, 'upload without session');
    // the account is still there and unchanged after the deletion tries
    const account = await t.database.handle.db
      .selectFrom('accounts')
      .select(['email'])
      .where('id', '=', deAccountId)
      .executeTakeFirstOrThrow();
    expect(account.email).toBe(DEMO.de);
  });
});

describe('open orders', () => {
  const list = (parameter: unknown) =>
    de('POST', '/account/openOrders', { openOrdersParameter: parameter });

  it('refuses wrong types, hostile text, zero, negative and huge pages with 400', async () => {
    for (const field of ['page', 'countPageItems', 'sort', 'state', 'producer', 'language']) {
      for (const value of WRONG_TYPES) {
        expectRefused(await list({ [field]: value }), 400, `${field}=${String(value)}`);
      }
    }
    for (const value of HOSTILE_STRINGS) {
      expectRefused(await list({ search: value }), 400, `search ${value.slice(0, 10)}`);
      expectRefused(
        await de('POST', '/account/openOrdersCSV', { openOrdersParameter: { search: value } }),
        400,
        'csv search',
      );
    }
    expectRefused(await list({ page: 1_000_000 }), 400, 'page 1e6');
    expectRefused(await list({ page: Number.MAX_SAFE_INTEGER }), 400, 'page max safe');
    expectRefused(await list({ countPageItems: 7 }), 400, 'page size 7');
  });

  it("refuses another customer's number in the payload and answers only the caller's lines", async () => {
    for (const extra of [
      { customerNumber: UK_NUMBER },
      { accountId: ukAccountId },
      { customer: UK_NUMBER },
    ]) {
      expectRefused(await list(extra), 400, JSON.stringify(extra));
      expectRefused(
        await de('POST', '/account/openOrders', { openOrdersParameter: {}, ...extra }),
        400,
        `outer ${JSON.stringify(extra)}`,
      );
    }
    for (const body of [null, [], 'x', 42, { openOrdersParameter: null }]) {
      expectRefused(await de('POST', '/account/openOrders', body), undefined, JSON.stringify(body));
    }
  });

  it('answers a valid page past the end as an empty page, not an error', async () => {
    const res = await list({ page: 999_999 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ articles: unknown[] }>().articles).toEqual([]);
  });

  it('refuses a hostile language in the newest arrivals query with 400', async () => {
    for (const language of ['xx', 'de%00', '%1B', 'x'.repeat(500)]) {
      expectRefused(
        await de('GET', `/account/openOrders/newestOpenOrders?language=${language}`),
        400,
        language,
      );
    }
    expectRefused(
      await de('GET', '/account/openOrders/newestOpenOrders?customerNumber=UK%2F200001'),
      400,
    );
  });
});

describe('past orders', () => {
  it('refuses non-digit, zero, negative and oversized pages and page sizes with 400', async () => {
    for (const page of ['0', '-1', '1.5', '1e3', 'abc', '%00', '%20', '9999999', '1%0A2', '0x10']) {
      expectRefused(await de('GET', `/account/orders/${page}`), 400, `page ${page}`);
    }
    for (const size of ['0', '-5', '101', '1e2', 'all', '%00']) {
      expectRefused(await de('GET', `/account/orders/1?size=${size}`), 400, `size ${size}`);
    }
    expectRefused(await de('GET', '/account/orders/1?customerNumber=UK%2F200001'), 400);
    const past = await de('GET', '/account/orders/999999');
    expect(past.statusCode, past.body).toBe(200);
  });

  it('refuses wrong types and hostile text in the CSV request with 400', async () => {
    for (const [field, valid] of [
      ['type', []],
      ['sort', []],
      ['page', [0]],
      ['alsoCanceled', [true]],
      ['language', []],
    ] as const) {
      for (const value of wrongBut(...valid)) {
        const res = await de('POST', '/account/ordersCSV', { search: { [field]: value } });
        expectRefused(res, 400, `${field}=${String(value)}`);
      }
    }
    expectRefused(await de('POST', '/account/ordersCSV', { search: { page: -1 } }), 400);
    for (const value of HOSTILE_STRINGS) {
      const res = await de('POST', '/account/ordersCSV', { search: { searchText: value } });
      expectRefused(res, 400, `searchText ${value.slice(0, 10)}`);
    }
    expectRefused(
      await de('POST', '/account/ordersCSV', { search: {}, customerNumber: UK_NUMBER }),
      400,
    );
  });

  it('refuses query junk on the payment methods with 400 and answers only the own ones', async () => {
    expectRefused(await de('GET', '/account/paymentMethods?customerNumber=UK%2F200001'), 400);
    const own = await de('GET', '/account/paymentMethods');
    expect(own.statusCode, own.body).toBe(200);
  });

  it('refuses another customer number in the query of the turnover and the invoice figures', async () => {
    for (const url of ['/account/turnOver', '/account/invoices/overview']) {
      expectRefused(await de('GET', `${url}?customerNumber=UK%2F200001`), 400, url);
      const own = await de('GET', url);
      expect(own.statusCode, own.body).toBe(200);
    }
  });
});

describe('product archive', () => {
  const valid = { page: 1, countPageItems: 20, timePeriod: 0, language: 'en', shop: 'de' };
  const archive = (parameters: unknown) =>
    de('POST', '/account/getProductArchiveItems', { productArchiveParameters: parameters });

  it('refuses wrong types, hostile text and out-of-range pages and producers with 400', async () => {
    for (const [field, valid] of [
      ['page', []],
      ['countPageItems', []],
      ['timePeriod', [0]],
      ['sort', [0]],
      ['producer', [0]],
      ['csv', [true]],
    ] as const) {
      for (const value of wrongBut(...valid)) {
        const res = await archive({ ...valid, [field]: value });
        expectRefused(res, 400, `${field}=${String(value)}`);
      }
    }
    for (const value of HOSTILE_STRINGS) {
      expectRefused(await archive({ ...valid, search: value }), 400, 'search');
    }
    expectRefused(await archive({ ...valid, page: 10_001 }), 400, 'page beyond');
    // PostgreSQL's integer column cannot hold it: once a 500 there
    expectRefused(await archive({ ...valid, producer: 2 ** 31 }), 400, 'producer 2^31');
    expectRefused(await archive({ ...valid, customerNumber: UK_NUMBER }), 400, 'customer');
  });

  it("refuses the other shop's archive with 403 and answers a far page empty", async () => {
    expectRefused(await archive({ ...valid, shop: 'uk' }), 403, 'uk shop');
    const far = await archive({ ...valid, page: 10_000 });
    expect(far.statusCode, far.body).toBe(200);
    const known = await archive({ ...valid, producer: 999_999_999 });
    expect(known.statusCode, known.body).toBe(200);
  });
});

describe('profile', () => {
  const validProfile = {
    contact: { firstName: 'Erika', lastName: 'Muster', phone: '+49 30 1', cellPhone: null },
    shippingInformation: 'Ramp 3',
    language: 'de',
    settings: { hideEvp: false },
  };

  const storedProfile = async () => ({
    account: await t.database.handle.db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', deAccountId)
      .executeTakeFirstOrThrow(),
    contacts: await t.database.handle.db
      .selectFrom('accountContacts')
      .selectAll()
      .where('accountId', '=', deAccountId)
      .orderBy('id')
      .execute(),
  });

  it('refuses hostile text, wrong types and fields a customer may not change, writing nothing', async () => {
    const before = await storedProfile();
    const tries: unknown[] = [
      ...HOSTILE_STRINGS.map((value) => ({
        ...validProfile,
        contact: { ...validProfile.contact, firstName: value },
      })),
      ...HOSTILE_STRINGS.map((value) => ({ ...validProfile, shippingInformation: value })),
      ...WRONG_TYPES.map((value) => ({ ...validProfile, language: value })),
      ...wrongBut(true).map((value) => ({ ...validProfile, settings: { hideEvp: value } })),
      { ...validProfile, contact: { ...validProfile.contact, phone: 'call me' } },
      { ...validProfile, contact: { ...validProfile.contact, lastName: '' } },
      { ...validProfile, customerNumber: UK_NUMBER },
      { ...validProfile, accountId: ukAccountId },
      { ...validProfile, billing: { creditLine: 1e9, payType: 'invoice' } },
      { ...validProfile, settings: { hideEvp: false, showPrices: true } },
      { ...validProfile, contact: { ...validProfile.contact, email: 'x@example.com' } },
      null,
      [],
    ];
    for (const body of tries) {
      expectRefused(
        await de('PUT', '/intern/account', body),
        400,
        JSON.stringify(body).slice(0, 300),
      );
    }
    expect(await storedProfile()).toEqual(before);
  });

  it("refuses a logo for another customer's number, wrong types and non-images, storing none", async () => {
    const logoOf = async (accountId: number) =>
      (
        await t.database.handle.db
          .selectFrom('accounts')
          .select('logoImage')
          .where('id', '=', accountId)
          .executeTakeFirstOrThrow()
      ).logoImage;
    const [deBefore, ukBefore] = [await logoOf(deAccountId), await logoOf(ukAccountId)];
    const png = tinyPng(4);
    expectRefused(
      await de('PUT', '/intern/saveLogoImage', { customer: UK_NUMBER, logoImage: png }),
      undefined,
      'other customer',
    );
    for (const customer of [...WRONG_TYPES, 'DE/100001\u0000', ' \u202eDE/100001', '']) {
      const res = await de('PUT', '/intern/saveLogoImage', { customer, logoImage: png });
      expectRefused(res, undefined, `customer ${String(customer)}`);
    }
    for (const logoImage of [
      'data:image/png;base64,PHNjcmlwdD4=',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'not base64 at all!',
      'a\u0000b',
      ...WRONG_TYPES,
    ]) {
      const res = await de('PUT', '/intern/saveLogoImage', { customer: DE_NUMBER, logoImage });
      expectRefused(res, undefined, `logo ${String(logoImage).slice(0, 20)}`);
    }
    const huge = `data:image/png;base64,${'A'.repeat(800_000)}`;
    expectRefused(
      await de('PUT', '/intern/saveLogoImage', { customer: DE_NUMBER, logoImage: huge }),
      undefined,
      'huge',
    );
    expect([await logoOf(deAccountId), await logoOf(ukAccountId)]).toEqual([deBefore, ukBefore]);
  });

  it("refuses to mark another customer's message seen, and hostile message ids", async () => {
    const { db } = t.database.handle;
    await db
      .insertInto('accountMessages')
      .values({ accountId: ukAccountId, elsId: 'uk-only-note', text: 'For UK', showOneTime: 1 })
      .execute();
    expectRefused(await de('PUT', '/intern/setMessagesSeen', { message: 'uk-only-note' }), 404);
    const note = await db
      .selectFrom('accountMessages')
      .select('seenAt')
      .where('elsId', '=', 'uk-only-note')
      .executeTakeFirstOrThrow();
    expect(note.seenAt).toBeNull();
    for (const message of [...HOSTILE_STRINGS, ...wrongBut('1'), '']) {
      const res = await de('PUT', '/intern/setMessagesSeen', { message });
      expectRefused(res, 400, `message ${String(message).slice(0, 10)}`);
    }
    expectRefused(
      await de('PUT', '/intern/setMessagesSeen', {
        message: 'uk-only-note',
        accountId: ukAccountId,
      }),
      400,
    );
    const seen = await uk('PUT', '/intern/setMessagesSeen', { message: 'uk-only-note' });
    expect(seen.statusCode, seen.body).toBe(200);
  });

  it('refuses a shop check with a wrong type or an unknown shop with 400', async () => {
    for (const shop of [...WRONG_TYPES, 'xx', 'DE\u0000', '']) {
      expectRefused(await de('POST', '/intern/checkMyShop', { shop }), 400, `shop ${String(shop)}`);
    }
    expectRefused(
      await de('POST', '/intern/checkMyShop', { shop: 'uk', customerNumber: UK_NUMBER }),
      400,
    );
  });

  it("refuses a deletion confirmed with another customer's number or junk, deleting nothing", async () => {
    for (const confirmation of [UK_NUMBER, 'DE/100002', '', ' ', 'x'.repeat(5000), "' OR 1=1 --"]) {
      const res = await de('GET', '/account/deleteAccount', undefined, {
        [DELETE_CONFIRMATION_HEADER]: confirmation,
      });
      expectRefused(res, 400, `confirmation ${confirmation.slice(0, 20)}`);
    }
    expectRefused(await de('GET', '/account/deleteAccount'), 400, 'no confirmation');
    expectRefused(
      await uk('GET', '/account/deleteAccount', undefined, {
        [DELETE_CONFIRMATION_HEADER]: DE_NUMBER,
      }),
      400,
      'uk naming de',
    );
    const accounts = await t.database.handle.db
      .selectFrom('accounts')
      .select(['id', 'email'])
      .where('id', 'in', [deAccountId, ukAccountId])
      .orderBy('id')
      .execute();
    expect(accounts.map((a) => a.email).sort()).toEqual([DEMO.de, DEMO.uk].sort());
    expect((await de('GET', '/intern/account')).statusCode).toBe(200);
  });
});

describe('GPSR and media', () => {
  it('refuses a hostile or unknown export language and query junk with 400', async () => {
    for (const query of ['language=xx', 'language=de%00', 'language=%1B', 'shop=uk', 'x=1']) {
      expectRefused(await de('GET', `/export/gpsr/?${query}`), 400, query);
    }
  });

  it('refuses a malformed FAQ language with 400 and answers an unknown one in English', async () => {
    for (const lang of ['%00', 'de%00', 'toolong', '..', '%2E%2E%2Fetc', 'D3', '%E2%80%AE']) {
      // '..' is resolved by the router before it reaches the route: 404
      const res = await t.app.inject({ method: 'GET', url: `/api/gpsr-faq/${lang}` });
      expectRefused(res, lang === '..' ? 404 : 400, lang);
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/api/gpsr-faq/xx' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json<{ language: string }>().language).toBe('en');
  });

  it('refuses an upload naming another customer, a hostile number or a JSON body, storing nothing', async () => {
    const rows = () =>
      t.database.handle.db
        .selectFrom('uploads')
        .select('id')
        .where('purpose', '=', 'heomedia')
        .execute();
    const before = await rows();
    const send = (parts: FormPart[]) => {
      const body = multipartBody(parts);
      return de('POST', '/api/uploadFileHeomedia', body.payload, body.headers);
    };
    const file: FormPart = {
      name: 'file',
      filename: 'a.png',
      contentType: 'image/png',
      content: PNG_1X1,
    };
    expectRefused(await send([{ name: 'customerNumber', value: UK_NUMBER }, file]), 403, 'uk');
    for (const value of ['DE/100001\u0000', 'DE/100001\u001b', 'x'.repeat(2000), '']) {
      const res = await send([{ name: 'customerNumber', value }, file]);
      expectRefused(res, undefined, `number ${value.slice(0, 12)}`);
    }
    const json = await de('POST', '/api/uploadFileHeomedia', { customerNumber: DE_NUMBER });
    expectRefused(json, undefined, 'json body');
    expect(await rows()).toEqual(before);
  });
});
