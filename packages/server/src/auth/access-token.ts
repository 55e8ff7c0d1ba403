import {
  SignJWT,
  calculateJwkThumbprint,
  createLocalJWKSet,
  createRemoteJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import {
  BUSINESS_CONSOLE_CLIENT,
  ROLE_BUSINESS_CONSOLE,
  ROLE_RETAILER,
} from '@shop/domain/api/auth.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { getOrCreateSetting } from '#server/system/app-settings.ts';

/** Access tokens live about five minutes (issue 3); the client refreshes them before expiry. */
export const ACCESS_TOKEN_SECONDS = 300;
export const TOKEN_AUDIENCE = 'shop';
const ALGORITHM = 'ES256';

/** Claims in the Keycloak shape: realm roles and per-client resource roles. */
export interface ShopClaims extends JWTPayload {
  email?: string;
  /** built-in tokens: the session (refresh-token family) the token was issued for */
  sid?: string;
  customer_number?: string;
  shop?: string;
  realm_access?: { roles?: string[] };
  resource_access?: Record<string, { roles?: string[] }>;
}

export interface VerifiedToken {
  issuer: 'builtin' | 'external';
  claims: ShopClaims;
}

export interface TokenIssuer {
  sign(subject: {
    accountId: number;
    email: string;
    customerNumber: string;
    shop: string;
    businessConsole: boolean;
    sessionId: string;
  }): Promise<string>;
  verify(token: string): Promise<VerifiedToken>;
  jwks(): { keys: JWK[] };
}

export class InvalidTokenError extends Error {}

export function rolesOf(claims: ShopClaims): { realm: string[]; businessConsole: boolean } {
  const realm = claims.realm_access?.roles ?? [];
  const consoleRoles = claims.resource_access?.[BUSINESS_CONSOLE_CLIENT]?.roles ?? [];
  return {
    realm,
    businessConsole: realm.includes(ROLE_RETAILER) && consoleRoles.includes(ROLE_BUSINESS_CONSOLE),
  };
}

/**
 * The built-in issuer signs with an ES256 key kept in app_settings (shared by all processes).
 * With OIDC_ISSUER set, tokens of that issuer are accepted too, verified against its JWKS.
 */
export async function createTokenIssuer(
  db: DbOrTx,
  options: {
    issuer: string;
    externalIssuer: string | undefined;
    externalAudience?: string | undefined;
  },
): Promise<TokenIssuer> {
  const stored = await getOrCreateSetting(db, 'auth.signing-key', async () => {
    const { privateKey } = await generateKeyPair(ALGORITHM, { extractable: true });
    return JSON.stringify(await exportJWK(privateKey));
  });
  const privateJwk = JSON.parse(stored) as JWK;
  const kid = await calculateJwkThumbprint(privateJwk);
  const privateKey = await importJWK(privateJwk, ALGORITHM);
  const { d: _secret, ...publicJwk } = privateJwk;
  const publicKeys = { keys: [{ ...publicJwk, kid, alg: ALGORITHM, use: 'sig' }] };
  const builtinKeys = createLocalJWKSet(publicKeys);

  let externalKeys: JWTVerifyGetKey | undefined;
  const external = async (): Promise<JWTVerifyGetKey> => {
    if (externalKeys) return externalKeys;
    const discovery = await fetch(
      new URL('.well-known/openid-configuration', withSlash(options.externalIssuer!)),
    );
    if (!discovery.ok) throw new InvalidTokenError('issuer discovery failed');
    const { jwks_uri: jwksUri } = (await discovery.json()) as { jwks_uri: string };
    externalKeys = createRemoteJWKSet(new URL(jwksUri));
    return externalKeys;
  };

  return {
    async sign(subject) {
      const claims: ShopClaims = {
        email: subject.email,
        sid: subject.sessionId,
        customer_number: subject.customerNumber,
        shop: subject.shop,
        realm_access: { roles: [ROLE_RETAILER] },
        resource_access: subject.businessConsole
          ? { [BUSINESS_CONSOLE_CLIENT]: { roles: [ROLE_BUSINESS_CONSOLE] } }
          : {},
      };
      return new SignJWT(claims)
        .setProtectedHeader({ alg: ALGORITHM, kid, typ: 'JWT' })
        .setIssuer(options.issuer)
        .setAudience(TOKEN_AUDIENCE)
        .setSubject(String(subject.accountId))
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
        .setJti(crypto.randomUUID())
        .sign(privateKey);
    },
    async verify(token) {
      try {
        const [, payload] = token.split('.');
        const unverified = JSON.parse(
          Buffer.from(payload ?? '', 'base64url').toString('utf8'),
        ) as JWTPayload;
        if (options.externalIssuer && unverified.iss === options.externalIssuer) {
          const { payload: claims } = await jwtVerify<ShopClaims>(token, await external(), {
            issuer: options.externalIssuer,
            algorithms: ['RS256', 'ES256', 'PS256'],
            ...(options.externalAudience ? { audience: options.externalAudience } : {}),
          });
          return { issuer: 'external', claims };
        }
        const { payload: claims } = await jwtVerify<ShopClaims>(token, builtinKeys, {
          issuer: options.issuer,
          audience: TOKEN_AUDIENCE,
          algorithms: [ALGORITHM],
        });
        return { issuer: 'builtin', claims };
      } catch (error) {
        throw error instanceof InvalidTokenError ? error : new InvalidTokenError('invalid token');
      }
    },
    jwks: () => publicKeys,
  };
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}
