import { SignJWT, calculateJwkThumbprint, importJWK, type JWK, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_SECONDS } from './access-token.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await seededApp({ articles: 10, referenceDate: '2026-11-25' }));
});
afterAll(async () => {
  await t.close();
});

/**
 * The claims of a real login of demo@example.com, changed and signed again with the shop's own
 * key; a claim given as undefined is left out.
 */
async function builtinToken(changes: JWTPayload): Promise<string> {
  const login = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { name: 'demo@example.com', password: 'demo-shop', stayConnected: false },
  });
  const { accessToken } = login.json<{ accessToken: string }>();
  const claims = JSON.parse(
    Buffer.from(accessToken.split('.')[1]!, 'base64url').toString(),
  ) as JWTPayload;
  const setting = await t.database.handle.db
    .selectFrom('appSettings')
    .select('value')
    .where('key', '=', 'auth.signing-key')
    .executeTakeFirstOrThrow();
  const jwk = JSON.parse(setting.value) as JWK;
  const present = Object.fromEntries(
    Object.entries({ ...claims, ...changes }).filter(([, v]) => v !== undefined),
  );
  return new SignJWT(present)
    .setProtectedHeader({ alg: 'ES256', kid: await calculateJwkThumbprint(jwk) })
    .sign(await importJWK(jwk, 'ES256'));
}

async function account(token: string) {
  return t.app.inject({
    method: 'GET',
    url: '/intern/account',
    headers: { authorization: `Bearer ${token}` },
  });
}

describe("the shop's own access tokens", () => {
  it('are refused with 401 without exp or iat', async () => {
    expect((await account(await builtinToken({}))).statusCode).toBe(200);
    for (const missing of ['exp', 'iat']) {
      const res = await account(await builtinToken({ [missing]: undefined }));
      expect(res.statusCode, missing).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('are refused with 401 for another audience, issued in the future or older than their life', async () => {
    const now = Math.floor(Date.now() / 1000);
    const refused = {
      'another audience': { aud: 'business-console' },
      'no audience': { aud: undefined },
      'another issuer': { iss: 'https://elsewhere.example/auth' },
      'issued in an hour': { iat: now + 3600, exp: now + 3900 },
      'issued a day ago, expiring in a minute': { iat: now - 86_400, exp: now + 60 },
    };
    for (const [what, changes] of Object.entries(refused)) {
      const res = await account(await builtinToken(changes));
      expect(res.statusCode, what).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
    // a few seconds of clock drift between processes are tolerated
    expect((await account(await builtinToken({ iat: now + 5 }))).statusCode).toBe(200);
  });

  it('are refused with 401 once expired, though verified before', async () => {
    const token = await builtinToken({});
    expect((await account(token)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // past exp and the clock tolerance: the remembered verification no longer counts
      vi.setSystemTime(Date.now() + (ACCESS_TOKEN_SECONDS + 31) * 1000);
      const res = await account(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    } finally {
      vi.useRealTimers();
    }
  });

  it('grant the business console only to an account that has it', async () => {
    const token = await builtinToken({
      resource_access: { 'business-console': { roles: ['business-console-user'] } },
    });
    const res = await account(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ customerNumber: 'DE/100001', businessConsole: false });
  });
});
