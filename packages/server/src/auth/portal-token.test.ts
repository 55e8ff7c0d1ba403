import crypto from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '#server/seed/seed.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

const PORTAL_SECRET = 'p'.repeat(32);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PORTAL_SECRET });
  await seedDatabase(t.database.handle, { articles: 10, referenceDate: '2026-11-25' });
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
});
