import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { DbOrTx } from '#server/db/database.ts';
import { getOrCreateSetting } from '#server/system/app-settings.ts';

/**
 * Single sign-on from a trusted portal: a short-lived HS256 token naming the customer's e-mail,
 * signed with a secret shared with the portal (PORTAL_SECRET, or one kept in app_settings).
 */
export const PORTAL_TOKEN_SECONDS = 120;
/** Drift tolerated between the portal's clock and the shop's. */
export const PORTAL_CLOCK_SKEW_SECONDS = 30;
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

/**
 * Whether the token lives no longer than a portal link may, whatever its exp says: a link that
 * claims to last for years must not log in for years (docs/security.md, "Tokens are verified strictly").
 */
function withinLifetime(exp: number, iat: number, now: number): boolean {
  const longest = PORTAL_TOKEN_SECONDS + PORTAL_CLOCK_SKEW_SECONDS;
  return exp - iat <= longest && exp - now <= longest;
}

/**
 * The token's claims, or undefined when it is forged, expired, malformed, issued in the future
 * or more than a link's lifetime ago, or says it lives longer than a link may.
 */
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
      // jose checks iat only with maxTokenAge: neither too old nor from the future
      maxTokenAge: PORTAL_TOKEN_SECONDS,
      clockTolerance: PORTAL_CLOCK_SKEW_SECONDS,
    });
    if (typeof payload.email !== 'string' || typeof payload.jti !== 'string') return undefined;
    const { exp, iat } = payload;
    if (exp === undefined || iat === undefined) return undefined;
    if (!withinLifetime(exp, iat, Math.floor(Date.now() / 1000))) return undefined;
    return {
      email: payload.email.toLowerCase(),
      jti: payload.jti,
      expiresAt: new Date(exp * 1000).toISOString(),
    };
  } catch {
    return undefined;
  }
}
