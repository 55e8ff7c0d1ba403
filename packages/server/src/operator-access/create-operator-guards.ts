import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '#server/db/database.ts';
import type { OperatorScope } from '#server/exchange/record-type.ts';
import { AppError } from '#server/http/app-error.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import { RATE_LIMITS, type Limit } from '#server/http/rate-limits.ts';
import type { RateLimiter } from '#server/http/rate-limiter.ts';
import { bearerTokenOf, throttledUse } from '#server/http/secret-tokens.ts';
import type { OperatorGuards } from './operator-guard.ts';
import { operatorCallerOf, recordOperatorTokenUse } from './operator-tokens.service.ts';

const unauthenticated = () =>
  new AppError(401, 'UNAUTHENTICATED', 'A valid operator token is required');

/**
 * The operator API's guards (docs/decisions/090-operator-tokens.md). A customer's JWT or a
 * retailer's API key is no operator token and is answered 401 like an unknown one; the customer guards in turn refuse an
 * operator token, which is no JWT. The token is looked up on every call, so a revoked token is
 * refused at once.
 */
export function createOperatorGuards(
  db: DbOrTx,
  deps: { rateLimiter: RateLimiter; limit?: Limit },
): OperatorGuards {
  const limit = deps.limit ?? RATE_LIMITS.operatorCallsPerToken;
  const recordUse = throttledUse((tokenId, at) => recordOperatorTokenUse(db, tokenId, at));

  return {
    require(scope: OperatorScope) {
      return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
        const token = bearerTokenOf(request.headers.authorization);
        const caller = token === undefined ? undefined : await operatorCallerOf(db, token);
        if (!caller) throw unauthenticated();
        request.operator = caller;
        // the token's name, never its text (docs/security.md: no tokens in logs)
        request.log.info({ operatorToken: caller.name, scope }, 'operator call');
        await enforceRateLimit(deps.rateLimiter, `operator:${caller.tokenId}`, limit);
        await recordUse(caller.tokenId);
        if (!caller.scopes.includes(scope)) {
          throw new AppError(403, 'FORBIDDEN_SCOPE', `This token lacks the scope "${scope}"`, {
            scope,
          });
        }
      };
    },
  };
}
