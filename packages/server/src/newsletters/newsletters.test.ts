import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { caller, codeOf, type Caller } from '#server/testing/calls.ts';
import { DEMO } from '#server/testing/demo-logins.ts';
import { startSmtpCapture, type SmtpCapture } from '#server/testing/smtp-capture.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { signNewsletterLink } from './newsletter-links.ts';

/**
 * Newsletter addresses (docs/product/newsletters.md#nl-addresses) and the mailed validation and
 * unsubscribe links (docs/product/newsletters.md#nl-links), with the mails received by a real SMTP
 * server.
 */

let t: TestApp;
let capture: SmtpCapture;
let a: Caller;
let b: Caller;
let ipCounter = 0;
const A_NUMBER = 'DE/100001';
const B_NUMBER = 'UK/200001';

beforeAll(async () => {
  capture = await startSmtpCapture();
  ({
    t,
    callers: [a, b],
  } = await seededApp({
    articles: 20,
    referenceDate: '2026-11-25',
    env: { SMTP_URL: capture.url, PUBLIC_URL: 'https://shop.example.com' },
    logins: [DEMO.de, DEMO.uk],
  }));
});
afterAll(async () => {
  await t.close();
  await capture.close();
});

const db = () => t.database.handle.db;

function rowsOf(email: string) {
  return db().selectFrom('newsletterEmails').selectAll().where('email', '=', email).execute();
}

function nextIp(): string {
  ipCounter += 1;
  return `10.7.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

function postLink(url: string, newsletterdata: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: { newsletterdata },
    remoteAddress: nextIp(),
  });
}

function newAddress(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    types: [34431, 34391, 0],
    language: 'fr',
    active: true,
    customerNumber: A_NUMBER,
    shop: 'de',
    ...overrides,
  };
}

async function addAddress(email: string): Promise<number> {
  const res = await a('POST', '/account/saveEmail', newAddress(email));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

const PAGE_LINK =
  /https:\/\/shop\.example\.com\/(\w+)\/(\w+)\/newsletter-(email-validation|unsubscribe)\/([A-Za-z0-9_.-]+)/g;

function linksIn(mail: ParsedMail) {
  const found = [...(mail.text ?? '').matchAll(PAGE_LINK)].map((m) => ({
    shop: m[1]!,
    language: m[2]!,
    page: m[3]!,
    data: m[4]!,
    url: m[0],
  }));
  for (const link of found) expect(mail.html).toContain(link.url);
  return {
    validation: found.find((l) => l.page === 'email-validation')!,
    unsubscribe: found.find((l) => l.page === 'unsubscribe')!,
  };
}

function header(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line?.replace(/\r?\n[ \t]+/g, '').replace(/^[^:]+:\s*/, '');
}

async function sendValidation(id: number, mail: string, language = 'de') {
  return a('POST', '/account/sendValidationMail', { id, language, mail });
}

describe('the newsletter addresses of an account', () => {
  it('lists the own addresses only, with types, language and validation', async () => {
    const res = await a('GET', '/account/emails');
    expect(res.statusCode).toBe(200);
    const { emails } = res.json<{ emails: { email: string; validated: boolean }[] }>();
    expect(emails.map((e) => e.email)).toEqual([
      'demo@example.com',
      'einkauf@sternschnuppe-spielwaren.example',
    ]);
    expect(emails[0]).toEqual({
      id: expect.any(Number),
      email: 'demo@example.com',
      language: 'de',
      active: true,
      types: [34391, 34401, 34441],
      validated: true,
    });
    expect(emails[1]).toMatchObject({ active: false, validated: false, types: [34431, 0] });
    const other = await b('GET', '/account/emails');
    expect(other.json<{ emails: { email: string }[] }>().emails.map((e) => e.email)).toEqual([
      'demo-uk@example.com',
    ]);
    expect((await caller(t, null)('GET', '/account/emails')).statusCode).toBe(401);
  });

  it('adds an address with sorted types, stores a non-internal language as en, unvalidated', async () => {
    const res = await a('POST', '/account/saveEmail', newAddress('Shop.Owner@Example.com'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      email: 'shop.owner@example.com',
      language: 'en',
      active: true,
      types: [34391, 34431, 0],
      validated: false,
    });
    const [row] = await rowsOf('shop.owner@example.com');
    expect(row).toMatchObject({ language: 'en', active: 1, types: '[34391,34431,0]' });
    expect(row!.validatedAt).toBeNull();
    const german = await a('POST', '/account/saveEmail', {
      ...newAddress('lager@example.com'),
      language: 'de',
      types: [],
    });
    expect(german.json()).toMatchObject({ language: 'de', types: [] });
  });

  it('refuses an address already in the list, in any letter case, writing nothing', async () => {
    await addAddress('twice@example.com');
    const again = await a('POST', '/account/saveEmail', newAddress('TWICE@example.com'));
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('NEWSLETTER_EMAIL_EXISTS');
    expect(await rowsOf('twice@example.com')).toHaveLength(1);
    // changing another entry to that address is refused too
    const other = await addAddress('third@example.com');
    const change = await a('POST', '/account/saveEmail', {
      ...newAddress('twice@example.com'),
      id: other,
    });
    expect(change.statusCode).toBe(409);
    expect(await rowsOf('third@example.com')).toHaveLength(1);
  });

  it.each([
    ['an unknown type id', { types: [12345] }],
    ['a type id as text', { types: ['34391'] }],
    ['too many types', { types: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0] }],
    ['no e-mail address', { email: 'not-an-address' }],
    ['an unknown language', { language: 'xx' }],
    ['active as text', { active: 'true' }],
    ['an unknown shop', { shop: 'us' }],
    ['an unknown field', { admin: true }],
    ['a negative id', { id: -1 }],
    ['a control character', { customerNumber: 'DE/100001\u0000' }],
  ])('refuses %s with 400', async (_name, overrides) => {
    const res = await a('POST', '/account/saveEmail', newAddress('bad@example.com', overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(await rowsOf('bad@example.com')).toEqual([]);
  });

  it("refuses another customer's number or shop with 403", async () => {
    const number = await b('POST', '/account/saveEmail', newAddress('b1@example.com'));
    expect(number.statusCode).toBe(403);
    const shop = await b(
      'POST',
      '/account/saveEmail',
      newAddress('b2@example.com', { customerNumber: B_NUMBER }),
    );
    expect(shop.statusCode).toBe(403);
    expect(codeOf(shop)).toBe('FORBIDDEN_SHOP');
    const own = await b(
      'POST',
      '/account/saveEmail',
      newAddress('b3@example.com', { customerNumber: B_NUMBER.toLowerCase(), shop: 'uk' }),
    );
    expect(own.statusCode).toBe(201);
    expect(await rowsOf('b1@example.com')).toEqual([]);
    expect(await rowsOf('b2@example.com')).toEqual([]);
  });

  it('changes types and activity; a changed address must be validated again', async () => {
    const [demo] = await rowsOf('demo@example.com');
    const same = await a('POST', '/account/saveEmail', {
      ...newAddress('demo@example.com', { language: 'de', types: [34461], active: false }),
      id: demo!.id,
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ types: [34461], active: false, validated: true });
    const moved = await a('POST', '/account/saveEmail', {
      ...newAddress('demo-neu@example.com', { language: 'de' }),
      id: demo!.id,
    });
    expect(moved.json()).toMatchObject({ email: 'demo-neu@example.com', validated: false });
    // back as it was
    await a('POST', '/account/saveEmail', {
      ...newAddress('demo@example.com', { language: 'de', types: [34391, 34401, 34441] }),
      id: demo!.id,
    });
    await db()
      .updateTable('newsletterEmails')
      .set({ validatedAt: demo!.validatedAt })
      .where('id', '=', demo!.id)
      .execute();
  });

  it("answers 404 for another customer's address id on every call, and A keeps its row", async () => {
    const id = await addAddress('owned-by-a@example.com');
    const before = await rowsOf('owned-by-a@example.com');
    const bBody = { customerNumber: B_NUMBER, shop: 'uk', id };
    const calls = [
      await b('POST', '/account/saveEmail', newAddress('owned-by-a@example.com', bBody)),
      await b('POST', '/account/saveEmail', newAddress('taken-over@example.com', bBody)),
      await b('POST', '/account/sendValidationMail', {
        id,
        language: 'en',
        mail: 'owned-by-a@example.com',
      }),
      await b('DELETE', `/account/email/${id}`),
    ];
    for (const res of calls) {
      expect(res.statusCode, res.body).toBe(404);
      expect(codeOf(res)).toBe('NOT_FOUND');
    }
    expect(await rowsOf('owned-by-a@example.com')).toEqual(before);
    expect(await rowsOf('taken-over@example.com')).toEqual([]);
  });

  it('deletes an own address once; bad ids are 400', async () => {
    const id = await addAddress('gone@example.com');
    const res = await a('DELETE', `/account/email/${id}`);
    expect(res.statusCode).toBe(204);
    expect(await rowsOf('gone@example.com')).toEqual([]);
    expect((await a('DELETE', `/account/email/${id}`)).statusCode).toBe(404);
    for (const bad of ['abc', '-1', '1.5', '1e3', '9999999999']) {
      expect((await a('DELETE', `/account/email/${bad}`)).statusCode, bad).toBe(400);
    }
  });
});

describe('the validation mail and its links over real SMTP', () => {
  it('mails a signed link that validates once, with one-click unsubscribe headers', async () => {
    const id = await addAddress('validate-me@example.com');
    const res = await sendValidation(id, 'validate-me@example.com');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, email: 'validate-me@example.com' });

    const mail = await capture.waitFor('validate-me@example.com');
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Adresse');
    const links = linksIn(mail);
    expect(links.validation).toMatchObject({ shop: 'de', language: 'de' });
    expect(links.unsubscribe).toMatchObject({ shop: 'de', language: 'de' });
    // RFC 8058: an https URL to post to, and the one-click marker
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(mail, 'List-Unsubscribe')).toMatch(
      /^<https:\/\/shop\.example\.com\/newsletter\/one-click-unsubscribe\?newsletterdata=[A-Za-z0-9_.-]+>$/,
    );
    // the web page of the link is served by the web client
    const page = await t.app.inject({ method: 'GET', url: new URL(links.validation.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');

    const ok = await postLink('/newsletter/validationEmail', links.validation.data);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ email: 'validate-me@example.com' });
    const [row] = await rowsOf('validate-me@example.com');
    expect(row!.validatedAt).not.toBeNull();
    expect(row!.active).toBe(1);
    const listed = (await a('GET', '/account/emails')).json<{
      emails: { id: number; validated: boolean }[];
    }>();
    expect(listed.emails.find((e) => e.id === id)?.validated).toBe(true);

    const again = await postLink('/newsletter/validationEmail', links.validation.data);
    expect(again.statusCode).toBe(406);
    expect(again.json()).toEqual({
      error: {
        code: 'NEWSLETTER_ALREADY_VALIDATED',
        message: expect.any(String),
        details: { email: 'validate-me@example.com' },
      },
    });
    // a validated address needs no further mail
    const resend = await sendValidation(id, 'validate-me@example.com');
    expect(resend.statusCode).toBe(409);
    expect(codeOf(resend)).toBe('NEWSLETTER_EMAIL_VALIDATED');
  });

  it('unsubscribes from the mailed page link once, then answers 406 with the address', async () => {
    const id = await addAddress('leave-me@example.com');
    await sendValidation(id, 'leave-me@example.com', 'en');
    const mail = await capture.waitFor('leave-me@example.com');
    expect(mail.subject).toBe('Please confirm your newsletter address');
    const { unsubscribe } = linksIn(mail);
    expect(unsubscribe.language).toBe('en');

    const ok = await postLink('/newsletter/unsuscribe', unsubscribe.data);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ email: 'leave-me@example.com' });
    expect((await rowsOf('leave-me@example.com'))[0]!.active).toBe(0);
    const again = await postLink('/newsletter/unsuscribe', unsubscribe.data);
    expect(again.statusCode).toBe(406);
    expect(again.json().error).toMatchObject({
      code: 'NEWSLETTER_ALREADY_INACTIVE',
      details: { email: 'leave-me@example.com' },
    });
  });

  it('unsubscribes with the one-click post of the List-Unsubscribe header', async () => {
    const id = await addAddress('one-click@example.com');
    await sendValidation(id, 'one-click@example.com');
    const mail = await capture.waitFor('one-click@example.com');
    const url = new URL(/^<(.*)>$/.exec(header(mail, 'List-Unsubscribe')!)![1]!);

    // a plain GET of the URL (a link scanner) changes nothing
    const scan = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(scan.statusCode).toBe(404);
    expect((await rowsOf('one-click@example.com'))[0]!.active).toBe(1);

    const post = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: url.pathname + url.search,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
        remoteAddress: nextIp(),
      });
    expect((await post('List-Unsubscribe=Something-Else')).statusCode).toBe(400);
    const res = await post('List-Unsubscribe=One-Click');
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowsOf('one-click@example.com'))[0]!.active).toBe(0);
    expect((await post('List-Unsubscribe=One-Click')).statusCode).toBe(406);
  });

  it('answers 405 to forged, expired, misused and outdated links', async () => {
    const id = await addAddress('links@example.com');
    await sendValidation(id, 'links@example.com');
    const { validation, unsubscribe } = linksIn(await capture.waitFor('links@example.com'));
    const [head, payload, signature] = validation.data.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString(
      'base64url',
    );
    const expired = await signNewsletterLink(
      db(),
      { id, email: 'links@example.com', use: 'validate' },
      new Date(Date.now() - 8 * 24 * 60 * 60 * 1000),
    );
    const cases: [string, string, string][] = [
      ['a forged payload', '/newsletter/validationEmail', `${head}.${forgedPayload}.${signature}`],
      [
        'a cut signature',
        '/newsletter/validationEmail',
        `${head}.${payload}.${signature!.slice(2)}`,
      ],
      ['garbage', '/newsletter/validationEmail', 'not-a-link-at-all'],
      ['an expired link', '/newsletter/validationEmail', expired],
      ['the unsubscribe link', '/newsletter/validationEmail', unsubscribe.data],
      ['the validation link', '/newsletter/unsuscribe', validation.data],
    ];
    for (const [name, url, data] of cases) {
      const res = await postLink(url, data);
      expect(res.statusCode, name).toBe(405);
      expect(codeOf(res), name).toBe('NEWSLETTER_LINK_INVALID');
    }
    // the address changed after the mail: its old link names an address no longer there
    await a('POST', '/account/saveEmail', { ...newAddress('links-new@example.com'), id });
    const outdated = await postLink('/newsletter/validationEmail', validation.data);
    expect(outdated.statusCode).toBe(405);
    expect((await rowsOf('links-new@example.com'))[0]!.validatedAt).toBeNull();
    // an unsubscribe link of a deleted address: nothing is sent there any more
    await a('DELETE', `/account/email/${id}`);
    const deleted = await postLink('/newsletter/unsuscribe', unsubscribe.data);
    expect(deleted.statusCode).toBe(406);
    expect(deleted.json().error.details).toEqual({ email: 'links@example.com' });
  });

  it('refuses bad link bodies with 400', async () => {
    for (const payload of [{}, { newsletterdata: '' }, { newsletterdata: 5 }, { other: 'x' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/newsletter/validationEmail',
        payload,
        remoteAddress: nextIp(),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('sends a validation mail only for the entry and address named, at most three an hour', async () => {
    const id = await addAddress('often@example.com');
    const wrong = await sendValidation(id, 'someone-else@example.com');
    expect(wrong.statusCode).toBe(404);
    const bad = await a('POST', '/account/sendValidationMail', { id, language: 'de' });
    expect(bad.statusCode).toBe(400);
    for (let i = 0; i < 3; i++) {
      expect((await sendValidation(id, 'often@example.com')).statusCode).toBe(200);
      await capture.waitFor('often@example.com');
    }
    const limited = await sendValidation(id, 'often@example.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
