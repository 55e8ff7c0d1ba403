import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { DbOrTx } from '#server/db/database.ts';
import { getOrCreateSetting } from '#server/system/app-settings.ts';

/**
 * Single sign-on from a trusted portal: a short-lived HS256 token naming the customer's e-mail,
 * signed with a secret shared with the portal (PORTAL_SECRET, or one kept in app_settings).
 */
export const PORTAL_TOKEN_SECONDS = 120;
const ISSUER = 'portal';
const AUDIENCE = 'shop-portal-login';

async function secret(db: DbOrTx, configured: string | undefined): Promise<Uint8Array> {
  const value =
    configured ??
    (await getOrCreateSetting(db, 'auth.portal-secret', () =>
      crypto.randomBytes(32).toString('base64url'),
    ));
  return new TextEncoder().encode(value);
}

export async function createPortalToken(
  db: DbOrTx,
  configured: string | undefined,
  email: string,
): Promise<string> {
  return new SignJWT({ email })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${PORTAL_TOKEN_SECONDS}s`)
    .setJti(crypto.randomUUID())
    .sign(await secret(db, configured));
}

export interface PortalTokenClaims {
  email: string;
  jti: string;
  expiresAt: string;
}

/** The token's claims, or undefined when it is forged, expired or malformed. */
export async function readPortalToken(
  db: DbOrTx,
  configured: string | undefined,
  token: string,
): Promise<PortalTokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, await secret(db, configured), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      // a token without exp would never expire, one without iat cannot say when it was made
      requiredClaims: ['exp', 'iat', 'jti'],
    });
    if (typeof payload.email !== 'string' || typeof payload.jti !== 'string' || !payload.exp)
      return undefined;
    return {
      email: payload.email.toLowerCase(),
      jti: payload.jti,
      expiresAt: new Date(payload.exp * 1000).toISOString(),
    };
  } catch {
    return undefined;
  }
}
