import { SignJWT, calculateJwkThumbprint, importJWK, type JWK } from 'jose';
import { ROLE_RETAILER } from '@shop/domain/api/auth.ts';
import { ACCESS_TOKEN_SECONDS, TOKEN_AUDIENCE } from '#server/auth/access-token.ts';
import type { TestApp } from './test-app.ts';

/**
 * Test support: an access token of an account, signed with the shop's own key as a login would
 * sign it, for tests that need many customers at once (a password login per customer would
 * spend most of the test hashing passwords).
 */
export async function accessTokenFor(
  t: Pick<TestApp, 'database' | 'config'>,
  accountId: number,
): Promise<string> {
  const setting = await t.database.handle.db
    .selectFrom('appSettings')
    .select('value')
    .where('key', '=', 'auth.signing-key')
    .executeTakeFirstOrThrow();
  const jwk = JSON.parse(setting.value) as JWK;
  return new SignJWT({ realm_access: { roles: [ROLE_RETAILER] }, sid: crypto.randomUUID() })
    .setProtectedHeader({ alg: 'ES256', kid: await calculateJwkThumbprint(jwk), typ: 'JWT' })
    .setIssuer(`${t.config.publicUrl}/auth`)
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(String(accountId))
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(await importJWK(jwk, 'ES256'));
}
