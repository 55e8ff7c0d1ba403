import { SignJWT, importJWK, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { solvedCaptcha } from '#server/captcha/captcha-solver.ts';
import { LOGIN_THROTTLE } from './login-throttle.ts';
import { createPortalToken } from './portal-token.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await seededApp({ articles: 30, referenceDate: '2026-11-25' }));
});
afterAll(async () => {
  await t.close();
});

interface SessionBody {
  user: {
    customerNumber: string;
    shop: string;
    passwordInitialization: boolean;
    businessConsole: boolean;
  };
  accessToken: string;
  expiresIn: number;
}

let ipCounter = 0;
/** Each test logs in from its own address, so the per-address lockout of one test spares the others. */
async function login(
  email: string,
  password = 'demo-shop',
  stayConnected = true,
  ip = `10.0.0.${++ipCounter}`,
) {
  return t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { name: email, password, stayConnected },
    remoteAddress: ip,
  });
}

function refreshCookie(res: { cookies: { name: string; value: string; maxAge?: number }[] }) {
  return res.cookies.find((c) => c.name === 'shop_refresh');
}

describe('login, tokens and logout', () => {
  it('logs a customer in with a short-lived token and an httpOnly strict refresh cookie', async () => {
    const res = await login('Demo@Example.com');
    expect(res.statusCode).toBe(200);
    const body = res.json<SessionBody>();
    expect(body.user).toMatchObject({
      customerNumber: 'DE/100001',
      shop: 'de',
      passwordInitialization: false,
    });
    expect(body.expiresIn).toBe(300);
    const [, payload] = body.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({ aud: 'shop', realm_access: { roles: ['retailer'] } });
    expect((claims.exp as number) - (claims.iat as number)).toBe(300);
    const cookie = res.headers['set-cookie'] as string;
    expect(cookie).toMatch(/shop_refresh=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(refreshCookie(res)?.maxAge).toBeGreaterThan(60 * 60 * 24);
  });

  it('gives a browser-session cookie when the customer does not stay connected', async () => {
    const res = await login('demo@example.com', 'demo-shop', false);
    expect(res.statusCode).toBe(200);
    expect(refreshCookie(res)?.maxAge).toBeUndefined();
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const wrong = await login('demo@example.com', 'not-the-password');
    const unknown = await login('nobody@example.com', 'not-the-password');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('LOGIN_FAILED');
    }
    expect(wrong.json().error.message).toBe(unknown.json().error.message);
  });

  it('says a deactivated account is not active, only to someone with its password', async () => {
    await t.database.handle.db
      .updateTable('accounts')
      .set({ active: 0 })
      .where('email', '=', 'blocked@example.com')
      .execute();
    try {
      expect((await login('blocked@example.com')).json().error.code).toBe('ACCOUNT_DEACTIVATED');
      expect((await login('blocked@example.com', 'wrong-password')).json().error.code).toBe(
        'LOGIN_FAILED',
      );
    } finally {
      await t.database.handle.db
        .updateTable('accounts')
        .set({ active: 1 })
        .where('email', '=', 'blocked@example.com')
        .execute();
    }
  });

  it('refuses malformed login bodies with 400', async () => {
    for (const payload of [
      {},
      { name: 'a@b.c' },
      { name: 'a@b.c', password: 5 },
      { name: 'a@b.c', password: 'x', extra: 1 },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('asks for a captcha, not a lock, when others guessed the password of an e-mail', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await login('taxfree@example.com', 'wrong-password', true, `10.1.0.${i}`);
      // the failures before the third need no captcha; after it, a guess without one is refused
      expect(res.json().error.code).toBe(i < 3 ? 'LOGIN_FAILED' : 'CAPTCHA_REQUIRED');
      expect(res.statusCode).toBe(401);
    }
    const another = await login('taxfree@example.com', 'wrong-password', true, '10.1.0.99');
    expect(another.json().error).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      details: { captchaRequired: true },
    });
    // the owner, elsewhere, with the right password and a solved captcha gets in
    const owner = (captchaHash?: string, password = 'demo-shop') =>
      t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { name: 'taxfree@example.com', password, captchaHash },
        remoteAddress: '10.1.1.1',
      });
    expect((await owner()).json().error.code).toBe('CAPTCHA_REQUIRED');
    expect((await owner('bm90LWEtY2FwdGNoYQ==')).json().error.code).toBe('CAPTCHA_INVALID');
    // a solution is used up by the attempt it came with, right or wrong
    const solved = await solvedCaptcha(t.app);
    expect((await owner(solved, 'wrong-password')).json().error.code).toBe('LOGIN_FAILED');
    expect((await owner(solved)).json().error.code).toBe('CAPTCHA_INVALID');
    expect((await owner(await solvedCaptcha(t.app))).statusCode).toBe(200);
  });

  it('tells after the third failure for an e-mail that the next attempt needs a captcha', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await login('nobody-3@example.com', 'wrong-password'));
    expect(answers.map((res) => res.json().error.details.captchaRequired)).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('does not lock the other accounts of an office address after ten failed logins', async () => {
    for (let i = 0; i < 10; i++)
      await login(`guess${i}@example.com`, 'wrong-password', true, '10.2.0.1');
    const res = await login('demo@example.com', 'demo-shop', true, '10.2.0.1');
    expect(res.statusCode).toBe(200);
  });

  it(`locks an address out after ${LOGIN_THROTTLE.addressFailures} failed logins, with Retry-After`, async () => {
    for (let i = 0; i < LOGIN_THROTTLE.addressFailures; i++)
      await login(`spray${i}@example.com`, 'wrong-password', true, '10.3.0.1');
    const res = await login('demo@example.com', 'demo-shop', true, '10.3.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('demo@example.com', 'demo-shop', true, '10.3.0.2')).statusCode).toBe(200);
  });

  it('makes one e-mail on one address wait after five failures, and only there', async () => {
    const attempt = async (password: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { name: 'pair@example.com', password, captchaHash: await solvedCaptcha(t.app) },
        remoteAddress: ip,
      });
    for (let i = 0; i < LOGIN_THROTTLE.pairFreeFailures; i++)
      expect((await attempt('wrong-password', '10.4.0.1')).json().error.code).toBe('LOGIN_FAILED');
    const waiting = await attempt('wrong-password', '10.4.0.1');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().error.code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(waiting.headers['retry-after'])).toBe(LOGIN_THROTTLE.pairFirstDelayMs / 1000);
    expect((await attempt('wrong-password', '10.4.0.2')).json().error.code).toBe('LOGIN_FAILED');
  });

  it('rotates the refresh token, and a stolen old one ends the whole session', async () => {
    const first = await login('demo@example.com');
    const cookie1 = refreshCookie(first)!.value;
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      cookies: { shop_refresh: cookie1 },
    });
    expect(refreshed.statusCode).toBe(200);
    const cookie2 = refreshCookie(refreshed)!.value;
    expect(cookie2).not.toBe(cookie1);
    expect(refreshed.json<SessionBody>().accessToken).toBeTruthy();

    // the old token presented again after the grace period: the family is revoked
    await t.database.handle.db
      .updateTable('refreshTokens')
      .set({ revokedAt: new Date(Date.now() - 60_000).toISOString() })
      .where('revokedAt', 'is not', null)
      .execute();
    const replay = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      cookies: { shop_refresh: cookie1 },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('NO_SESSION');
    const after = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      cookies: { shop_refresh: cookie2 },
    });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a refresh without a cookie or with an expired one', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/auth/token' })).statusCode).toBe(401);
    const res = await login('demo@example.com');
    await t.database.handle.db
      .updateTable('refreshTokens')
      .set({ expiresAt: '2000-01-01T00:00:00.000Z' })
      .where('revokedAt', 'is', null)
      .execute();
    const expired = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      cookies: { shop_refresh: refreshCookie(res)!.value },
    });
    expect(expired.statusCode).toBe(401);
  });

  it('logs out: the refresh token stops working and the cookie is cleared', async () => {
    const res = await login('demo@example.com');
    const cookie = refreshCookie(res)!.value;
    const out = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      cookies: { shop_refresh: cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/shop_refresh=;/);
    const again = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      cookies: { shop_refresh: cookie },
    });
    expect(again.statusCode).toBe(401);
  });
});

describe('protected calls', () => {
  async function tokenOf(email: string) {
    return (await login(email)).json<SessionBody>().accessToken;
  }

  it('load the logged-in account with its settings, and only it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/intern/account',
      headers: { authorization: `Bearer ${await tokenOf('demo@example.com')}` },
    });
    expect(res.statusCode).toBe(200);
    const account = res.json();
    expect(account).toMatchObject({
      customerNumber: 'DE/100001',
      currency: 'EUR',
      billing: { payType: 5, creditLine: 1_000_000, taxFree: false },
      settings: { enableDropShipping: true, blockBasket: false, showPrices: true },
      businessConsole: false,
    });
    expect(JSON.stringify(account)).not.toMatch(/password_?hash|argon2/i);
    const uk = await t.app.inject({
      method: 'GET',
      url: '/intern/account',
      headers: { authorization: `Bearer ${await tokenOf('demo-uk@example.com')}` },
    });
    expect(uk.json()).toMatchObject({ customerNumber: 'UK/200001', currency: 'GBP' });
  });

  it('tell a business-console user apart by the token role', async () => {
    const token = await tokenOf('console@example.com');
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims.resource_access['business-console'].roles).toContain('business-console-user');
    const res = await t.app.inject({
      method: 'GET',
      url: '/intern/account',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.json().businessConsole).toBe(true);
  });

  it('answer 401 without a token, with a tampered one, alg none or an unknown key', async () => {
    const token = await tokenOf('demo@example.com');
    const [header, payload] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '2' }),
    ).toString('base64url');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const otherKey = await new SignJWT({ realm_access: { roles: ['retailer'] } })
      .setProtectedHeader({ alg: 'HS256', kid: 'unknown' })
      .setSubject('1')
      .setAudience('shop')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('x'.repeat(32)));
    for (const authorization of [
      undefined,
      'Bearer ',
      'Basic abc',
      `Bearer ${header}.${forgedPayload}.${token.split('.')[2]}`,
      `Bearer ${none}`,
      `Bearer ${otherKey}`,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/intern/account',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('answer 401 to an expired token and to the token of a since deactivated account', async () => {
    const setting = await t.database.handle.db
      .selectFrom('appSettings')
      .select('value')
      .where('key', '=', 'auth.signing-key')
      .executeTakeFirstOrThrow();
    const jwk = JSON.parse(setting.value) as JWK;
    const { calculateJwkThumbprint } = await import('jose');
    const expired = await new SignJWT({ realm_access: { roles: ['retailer'] } })
      .setProtectedHeader({ alg: 'ES256', kid: await calculateJwkThumbprint(jwk) })
      .setIssuer(`${t.config.publicUrl}/auth`)
      .setAudience('shop')
      .setSubject('1')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 300)
      .sign(await importJWK(jwk, 'ES256'));
    const res = await t.app.inject({
      method: 'GET',
      url: '/intern/account',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(res.statusCode).toBe(401);

    const token = await tokenOf('blocked@example.com');
    await t.database.handle.db
      .updateTable('accounts')
      .set({ active: 0 })
      .where('email', '=', 'blocked@example.com')
      .execute();
    try {
      const refused = await t.app.inject({
        method: 'GET',
        url: '/intern/account',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(refused.statusCode).toBe(401);
    } finally {
      await t.database.handle.db
        .updateTable('accounts')
        .set({ active: 1 })
        .where('email', '=', 'blocked@example.com')
        .execute();
    }
  });

  it('record the privacy policy acceptance', async () => {
    const authorization = `Bearer ${await tokenOf('demo-uk@example.com')}`;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/intern/setAccepmentPrivacyPolicy',
      headers: { authorization },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const account = await t.app.inject({
      method: 'GET',
      url: '/intern/account',
      headers: { authorization },
    });
    expect(account.json().accPrPol).toBe(true);
  });
});

describe('password change', () => {
  it('checks the current password, needs 10 characters, and lets the new one log in', async () => {
    const authorization = `Bearer ${(await login('demo-uk@example.com')).json<SessionBody>().accessToken}`;
    const change = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/account/changePassword',
        headers: { authorization },
        payload,
      });
    const wrong = await change({ currentPassword: 'nope', newPassword: 'a-long-new-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('WRONG_PASSWORD');
    expect((await change({ currentPassword: 'demo-shop', newPassword: 'short' })).statusCode).toBe(
      400,
    );
    expect(
      (await change({ currentPassword: 'demo-shop', newPassword: 'a-long-new-password' }))
        .statusCode,
    ).toBe(200);
    expect((await login('demo-uk@example.com', 'a-long-new-password')).statusCode).toBe(200);
    expect((await login('demo-uk@example.com', 'demo-shop')).statusCode).toBe(401);
  });

  it('lets an account with passwordInitialization set its first password without the current one', async () => {
    const session = (await login('new@example.com')).json<SessionBody>();
    expect(session.user.passwordInitialization).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url: '/account/changePassword',
      headers: { authorization: `Bearer ${session.accessToken}` },
      payload: { newPassword: 'my-first-password', passwordInitialization: true },
    });
    expect(res.statusCode).toBe(200);
    const again = (await login('new@example.com', 'my-first-password')).json<SessionBody>();
    expect(again.user.passwordInitialization).toBe(false);
    // once set, the flag no longer skips the check
    const skip = await t.app.inject({
      method: 'POST',
      url: '/account/changePassword',
      headers: { authorization: `Bearer ${again.accessToken}` },
      payload: { newPassword: 'another-password-1', passwordInitialization: true },
    });
    expect(skip.json().error.code).toBe('WRONG_PASSWORD');
  });

  it('ends every other session of the account and keeps the current one', async () => {
    const here = await login('console@example.com');
    const elsewhere = await login('console@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/account/changePassword',
      headers: { authorization: `Bearer ${here.json<SessionBody>().accessToken}` },
      payload: { currentPassword: 'demo-shop', newPassword: 'a-changed-password' },
    });
    expect(res.statusCode).toBe(200);
    const refresh = (from: typeof here) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/token',
        cookies: { shop_refresh: refreshCookie(from)!.value },
      });
    expect((await refresh(elsewhere)).statusCode).toBe(401);
    expect((await refresh(here)).statusCode).toBe(200);
  });

  it('counts wrong current passwords like failed logins', async () => {
    const authorization = `Bearer ${(await login('blocked@example.com', 'demo-shop', true, '10.5.0.1')).json<SessionBody>().accessToken}`;
    const change = () =>
      t.app.inject({
        method: 'POST',
        url: '/account/changePassword',
        headers: { authorization },
        payload: { currentPassword: 'a-wrong-guess', newPassword: 'a-long-new-password' },
        remoteAddress: '10.5.0.1',
      });
    for (let i = 0; i < LOGIN_THROTTLE.captchaAfterFailures; i++)
      expect((await change()).json().error.code).toBe('WRONG_PASSWORD');
    // a login for the e-mail now needs a captcha, from any address
    expect(
      (await login('blocked@example.com', 'demo-shop', true, '10.5.0.2')).json().error.code,
    ).toBe('CAPTCHA_REQUIRED');
    for (let i = LOGIN_THROTTLE.captchaAfterFailures; i < LOGIN_THROTTLE.pairFreeFailures; i++)
      expect((await change()).json().error.code).toBe('WRONG_PASSWORD');
    const waiting = await change();
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('portal login', () => {
  it('logs in once with a valid portal token and refuses it again, forged or for an unknown e-mail', async () => {
    const db = t.database.handle.db;
    const data = await createPortalToken(db, undefined, 'demo-uk@example.com');
    const first = await t.app.inject({ method: 'POST', url: '/portal/login', payload: { data } });
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ shop: 'uk', customerNumber: 'UK/200001' });
    expect(refreshCookie(first)).toBeDefined();
    const second = await t.app.inject({ method: 'POST', url: '/portal/login', payload: { data } });
    expect(second.statusCode).toBe(401);
    const forged = await createPortalToken(
      db,
      'another-secret-that-is-long-enough-123',
      'demo@example.com',
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/portal/login', payload: { data: forged } }))
        .statusCode,
    ).toBe(401);
    const unknown = await createPortalToken(db, undefined, 'nobody@example.com');
    expect(
      (await t.app.inject({ method: 'POST', url: '/portal/login', payload: { data: unknown } }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/portal/login',
          payload: { data: 'garbage-garbage' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/portal/login', payload: {} })).statusCode,
    ).toBe(400);
  });
});
