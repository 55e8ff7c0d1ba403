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

/**
 * Access tokens live about five minutes (docs/product/identity.md#auth-token-lifetime); the client
 * refreshes them before expiry.
 */
export const ACCESS_TOKEN_SECONDS = 300;
export const TOKEN_AUDIENCE = 'shop';
const ALGORITHM = 'ES256';

/** Claims in the Keycloak shape: realm roles and per-client resource roles. */
export interface ShopClaims extends JWTPayload {
  email?: string;
  /** built-in tokens: the session (refresh-token family) the token was issued for */
  sid?: string;
  /** external issuers: whether the issuer checked that the user owns the e-mail address */
  email_verified?: boolean;
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

/**
 * The token's realm roles. They can only narrow access (the retailer role is required); what an
 * account may do beyond that, such as the business console, comes from the account itself.
 */
export function realmRolesOf(claims: ShopClaims): string[] {
  return claims.realm_access?.roles ?? [];
}

/** Every token the shop verifies must say when it was issued and when it expires. */
const REQUIRED_CLAIMS = ['exp', 'iat'];
/**
 * A token may not be older than its lifetime, nor issued in the future (jose checks `iat` only
 * with maxTokenAge). The tolerance covers clock drift between the shop's processes and an
 * external issuer; an external issuer's tokens may live longer than the shop's own.
 */
export const CLOCK_TOLERANCE_SECONDS = 30;
const BUILTIN_TOKEN_CHECKS = {
  audience: TOKEN_AUDIENCE,
  algorithms: [ALGORITHM],
  requiredClaims: [...REQUIRED_CLAIMS, 'sub'],
  maxTokenAge: ACCESS_TOKEN_SECONDS,
  clockTolerance: CLOCK_TOLERANCE_SECONDS,
};
const EXTERNAL_TOKEN_CHECKS = {
  algorithms: ['RS256', 'ES256', 'PS256'],
  requiredClaims: [...REQUIRED_CLAIMS, 'sub'],
  maxTokenAge: '24h',
  clockTolerance: CLOCK_TOLERANCE_SECONDS,
};

/** Built-in tokens remembered as verified; beyond this the oldest are forgotten first. */
const VERIFIED_TOKENS = 10_000;

/**
 * The shop's own tokens verified before, with the second until which they pass jose's time
 * checks (exp, and iat within the token's life, each with the clock tolerance): the ES256
 * check is most of a logged-in search's guard (docs/decisions/070-search-answers-from-memory.md).
 * Keyed by the whole token, so any other token, a tampered one too, is verified in full.
 */
class VerifiedTokens {
  readonly #entries = new Map<string, { claims: ShopClaims; until: number }>();

  get(token: string, now: number): ShopClaims | undefined {
    const entry = this.#entries.get(token);
    if (entry === undefined) return undefined;
    if (now < entry.until) return entry.claims;
    this.#entries.delete(token);
    return undefined;
  }

  set(token: string, claims: ShopClaims): void {
    // jose refuses from exp + tolerance on, and once now - iat passes the life + tolerance
    const until =
      Math.min(claims.exp!, claims.iat! + ACCESS_TOKEN_SECONDS) + CLOCK_TOLERANCE_SECONDS;
    if (this.#entries.size >= VERIFIED_TOKENS) {
      this.#entries.delete(this.#entries.keys().next().value!);
    }
    this.#entries.set(token, { claims, until });
  }
}

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The built-in issuer signs with an ES256 key kept in app_settings (shared by all processes).
 * With OIDC_ISSUER set, tokens of that issuer and OIDC_AUDIENCE are accepted too, verified
 * against its JWKS; which account they open is decided by the caller (external-identity.service.ts).
 */
export async function createTokenIssuer(
  db: DbOrTx,
  options: {
    issuer: string;
    external: { issuer: string; audience: string } | undefined;
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
  const verifiedTokens = new VerifiedTokens();

  let externalKeys: JWTVerifyGetKey | undefined;
  const externalKeySet = async (issuer: string): Promise<JWTVerifyGetKey> => {
    if (externalKeys) return externalKeys;
    const discovery = await fetch(new URL('.well-known/openid-configuration', withSlash(issuer)));
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
        const { external } = options;
        if (external && unverified.iss === external.issuer) {
          const keys = await externalKeySet(external.issuer);
          const { payload: claims } = await jwtVerify<ShopClaims>(token, keys, {
            issuer: external.issuer,
            audience: external.audience,
            ...EXTERNAL_TOKEN_CHECKS,
          });
          return { issuer: 'external', claims };
        }
        const known = verifiedTokens.get(token, nowInSeconds());
        if (known) return { issuer: 'builtin', claims: known };
        const { payload: claims } = await jwtVerify<ShopClaims>(token, builtinKeys, {
          issuer: options.issuer,
          ...BUILTIN_TOKEN_CHECKS,
        });
        verifiedTokens.set(token, claims);
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
