import crypto from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { PORTAL_CLOCK_SKEW_SECONDS, PORTAL_TOKEN_SECONDS } from './portal-token.ts';

const PORTAL_SECRET = 'p'.repeat(32);
let t: TestApp;
beforeAll(async () => {
  ({ t } = await seededApp({ articles: 10, referenceDate: '2026-11-25', env: { PORTAL_SECRET } }));
});
afterAll(async () => {
  await t.close();
});

/** A portal token as the portal signs it; a claim given as undefined is left out. */
function portalToken(changes: JWTPayload): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const full: JWTPayload = {
    email: 'demo@example.com',
    iss: 'portal',
    aud: 'shop-portal-login',
    iat: now,
    exp: now + 120,
    jti: crypto.randomUUID(),
    ...changes,
  };
  const present = Object.fromEntries(Object.entries(full).filter(([, v]) => v !== undefined));
  return new SignJWT(present)
    .setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode(PORTAL_SECRET));
}

function portalLogin(data: string) {
  return t.app.inject({ method: 'POST', url: '/portal/login', payload: { data } });
}

describe('portal single-sign-on tokens', () => {
  it('are refused with 401 without exp, iat or jti', async () => {
    expect((await portalLogin(await portalToken({}))).statusCode).toBe(200);
    for (const missing of ['exp', 'iat', 'jti']) {
      const res = await portalLogin(await portalToken({ [missing]: undefined }));
      expect(res.statusCode, missing).toBe(401);
    }
  });

  it('are refused with 401 when they say they live longer than a link may, whatever exp says', async () => {
    const now = Math.floor(Date.now() / 1000);
    const tenYears = 10 * 365 * 24 * 60 * 60;
    const longest = PORTAL_TOKEN_SECONDS + PORTAL_CLOCK_SKEW_SECONDS;
    const refused = [
      { iat: now, exp: now + tenYears },
      { iat: now, exp: now + longest + 1 },
      // issued long ago, still said to be unexpired
      { iat: now - 10 * 60, exp: now + 60 },
      // issued in the future, so that exp - iat looks short
      { iat: now + tenYears - 60, exp: now + tenYears },
    ];
    for (const times of refused) {
      const res = await portalLogin(await portalToken(times));
      expect(res.statusCode, JSON.stringify(times)).toBe(401);
    }
    expect(
      (await portalLogin(await portalToken({ iat: now, exp: now + longest }))).statusCode,
    ).toBe(200);
    // the issuer's clock a little ahead of the shop's
    const ahead = now + PORTAL_CLOCK_SKEW_SECONDS - 5;
    expect(
      (await portalLogin(await portalToken({ iat: ahead, exp: ahead + PORTAL_TOKEN_SECONDS })))
        .statusCode,
    ).toBe(200);
  });
});
