import type { FastifyReply, FastifyRequest } from 'fastify';
import { ROLE_RETAILER } from '@shop/domain/api/auth.ts';
import { LOGIN_NOT_ALLOWED } from '@shop/domain/rules/login-not-allowed.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import { AppError } from '#server/http/app-error.ts';
import { AccountCache } from './account-cache.ts';
import { InvalidTokenError, realmRolesOf, type TokenIssuer } from './access-token.ts';
import type { Customer } from './customer.ts';
import { RevokedSessions } from './revoked-sessions.ts';

export interface CustomerGuards {
  /** preHandler: a valid bearer token of an active retailer account, else 401 (403 without the role). */
  required(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** preHandler: like required when a token is sent; without one the caller is a visitor. */
  optional(request: FastifyRequest, reply: FastifyReply): Promise<void>;
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

/**
 * Establishes `request.customer` from the access token. The account is checked on every request,
 * so a deactivated or deleted account is refused at once, not only when its token expires; the
 * check reads a cache that every write of the account empties
 * (docs/decisions/078-account-cache.md). A session ended by a logout or a password change is
 * refused at once too, from the revoked sessions held in memory
 * (docs/decisions/094-when-a-session-ends.md).
 */
export function createCustomerGuards(
  database: Pick<DatabaseHandle, 'db' | 'writes'>,
  tokens: TokenIssuer,
): CustomerGuards {
  const accounts = new AccountCache(database.db, database.writes);
  const revoked = new RevokedSessions(database.db, database.writes);
  async function authenticate(token: string): Promise<Customer> {
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
    };
  }

  return {
    async required(request) {
      const token = bearer(request);
      if (!token) throw unauthenticated();
      request.customer = await authenticate(token);
    },
    async optional(request) {
      const token = bearer(request);
      request.customer = token ? await authenticate(token) : null;
    },
    close: () => {
      accounts.close();
      revoked.close();
    },
  };
}
