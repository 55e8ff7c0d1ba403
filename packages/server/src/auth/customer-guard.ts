import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiKeyScope } from '@shop/domain/api/api-keys.ts';
import { ROLE_RETAILER } from '@shop/domain/api/auth.ts';
import { LOGIN_NOT_ALLOWED } from '@shop/domain/rules/login-not-allowed.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import { AppError } from '#server/http/app-error.ts';
import { AccountCache, type GuardAccount } from './account-cache.ts';
import { admitApiKey, isApiKeyText, type ApiKeyDoor } from './api-key-door.ts';
import { InvalidTokenError, realmRolesOf, type TokenIssuer } from './access-token.ts';
import type { Customer } from './customer.ts';
import { RevokedSessions } from './revoked-sessions.ts';

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface CustomerGuards {
  /**
   * preHandler: a valid bearer token of an active retailer account, else 401 (403 without the
   * role); a call of a session only, so an API key is refused 403 API_KEY_NOT_ACCEPTED.
   */
  required: Guard;
  /** preHandler: like required when a token is sent; without one the caller is a visitor. */
  optional: Guard;
  /**
   * The guards of a call that an API key with `scope` may make too, acting for the key's account
   * exactly as its session would (docs/decisions/133-api-keys-for-a-retailers-erp.md); a key
   * without the scope is refused 403 API_KEY_SCOPE_MISSING. The same functions for a scope each time.
   */
  withKey(scope: ApiKeyScope): { required: Guard; optional: Guard };
  /** Whether a hook is one of these guards, and the scope an API key needs for it (null: none). */
  scopeOf(hook: unknown): { guard: true; scope: ApiKeyScope | null } | undefined;
  /** Stops the account cache and the revoked sessions listening to the database's writes. */
  close(): void;
}

const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', 'Please log in');

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header);
  if (!match) throw unauthenticated();
  return match[1];
}

function customerOf(account: GuardAccount, roles: string[], sessionId: string | null): Customer {
  return {
    accountId: account.id,
    customerNumber: account.customerNumber,
    email: account.email,
    shop: account.shop,
    // the shop's own account data, never a token claim (docs/decisions/015-external-identity-links.md)
    businessConsole: account.businessConsole,
    roles,
    sessionId,
    passwordInitialization: account.passwordInitialization,
    priceCurrency: account.priceCurrency,
    apiKey: null,
  };
}

type GuardPair = { required: Guard; optional: Guard };

/** The session's guards and those of each scope, each made once so a route's hook names its scope. */
function byScope(
  guardsFor: (scope: ApiKeyScope | null) => GuardPair,
): Pick<CustomerGuards, 'required' | 'optional' | 'withKey' | 'scopeOf'> {
  const sessionOnly = guardsFor(null);
  const withKey = new Map<ApiKeyScope, GuardPair>();
  const scopes = new Map<unknown, ApiKeyScope | null>([
    [sessionOnly.required, null],
    [sessionOnly.optional, null],
  ]);
  return {
    ...sessionOnly,
    withKey(scope) {
      let guards = withKey.get(scope);
      if (!guards) {
        guards = guardsFor(scope);
        withKey.set(scope, guards);
        scopes.set(guards.required, scope).set(guards.optional, scope);
      }
      return guards;
    },
    scopeOf: (hook) => (scopes.has(hook) ? { guard: true, scope: scopes.get(hook)! } : undefined),
  };
}

/**
 * Establishes `request.customer` from the access token or an API key. The account is checked on
 * every request, so a deactivated or deleted account is refused at once, not only when its token
 * expires; the check reads a cache that every write of the account empties
 * (docs/decisions/078-account-cache.md). A session ended by a logout or a password change is
 * refused at once too, from the revoked sessions held in memory
 * (docs/decisions/094-when-a-session-ends.md). An API key is looked up on every call, so a
 * revoked key is refused at once (docs/decisions/133-api-keys-for-a-retailers-erp.md).
 */
export function createCustomerGuards(
  database: Pick<DatabaseHandle, 'db' | 'writes'>,
  tokens: TokenIssuer,
  apiKeys: ApiKeyDoor,
): CustomerGuards {
  const accounts = new AccountCache(database.db, database.writes);
  const revoked = new RevokedSessions(database.db, database.writes);

  async function fromAccessToken(token: string): Promise<Customer> {
    let verified;
    try {
      verified = await tokens.verify(token);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw unauthenticated();
      throw error;
    }
    const { claims } = verified;
    // checked first, so that a login the issuer does not admit to the shop links no identity
    const roles = realmRolesOf(claims);
    if (!roles.includes(ROLE_RETAILER)) {
      throw new AppError(403, LOGIN_NOT_ALLOWED, 'This login may not use the shop');
    }
    const sessionId = verified.issuer === 'builtin' ? (claims.sid ?? null) : null;
    if (sessionId !== null) {
      if (revoked.pending) await revoked.settled();
      if (revoked.isRevoked(sessionId)) throw unauthenticated();
    }
    const account =
      verified.issuer === 'builtin'
        ? await accounts.byId(Number(claims.sub))
        : await accounts.byExternalIdentity(claims);
    if (!account?.usable) throw unauthenticated();
    return customerOf(account, roles, sessionId);
  }

  async function fromApiKey(
    request: FastifyRequest,
    token: string,
    scope: ApiKeyScope | null,
  ): Promise<Customer> {
    const key = await apiKeys.callerOf(token);
    if (!key) throw unauthenticated();
    const account = await accounts.byId(key.accountId);
    if (!account?.usable) throw unauthenticated();
    const use = { keyId: key.keyId, scopes: key.scopes };
    await admitApiKey(apiKeys, request, use, scope);
    return { ...customerOf(account, [ROLE_RETAILER], null), apiKey: use };
  }

  const authenticate = (request: FastifyRequest, token: string, scope: ApiKeyScope | null) =>
    isApiKeyText(token) ? fromApiKey(request, token, scope) : fromAccessToken(token);

  function guardsFor(scope: ApiKeyScope | null): GuardPair {
    return {
      async required(request) {
        const token = bearer(request);
        if (!token) throw unauthenticated();
        request.customer = await authenticate(request, token, scope);
      },
      async optional(request) {
        const token = bearer(request);
        request.customer = token ? await authenticate(request, token, scope) : null;
      },
    };
  }

  return {
    ...byScope(guardsFor),
    close: () => {
      accounts.close();
      revoked.close();
    },
  };
}
