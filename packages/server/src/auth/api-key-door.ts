import type { FastifyRequest } from 'fastify';
import { API_KEY_PREFIX, type ApiKeyScope } from '@shop/domain/api/api-keys.ts';
import { AppError } from '#server/http/app-error.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import type { Limit } from '#server/http/rate-limits.ts';
import type { RateLimiter } from '#server/http/rate-limiter.ts';

/**
 * What the customer guard needs of a retailer's API keys
 * (docs/decisions/133-api-keys-for-a-retailers-erp.md). The keys' area is built on this one, so
 * the composition hands the look-up in (docs/decisions/111-no-cycles-between-areas.md).
 */
export interface ApiKeyDoor {
  /** whose key a text is and its scopes, or undefined for an unknown, malformed or revoked one */
  callerOf(
    token: string,
  ): Promise<{ keyId: number; accountId: number; scopes: readonly ApiKeyScope[] } | undefined>;
  /** records the key's use (at most once a minute) */
  recordUse(keyId: number): Promise<void>;
  rateLimiter: RateLimiter;
  /** the calls one key may make, whatever the route (http/rate-limits.ts) */
  limit: Limit;
}

/** The key a request's caller used, beside the account it acts for. */
export interface ApiKeyUse {
  keyId: number;
  scopes: readonly ApiKeyScope[];
}

/** A bearer token of the shape of an API key is checked as one and as nothing else. */
export const isApiKeyText = (token: string) => token.startsWith(API_KEY_PREFIX);

/**
 * Counts the call against the key's own limit, records its use and admits it to a call of
 * `scope`; `null` is a call of a session only (the password, the profile, the keys themselves).
 */
export async function admitApiKey(
  door: ApiKeyDoor,
  request: FastifyRequest,
  key: ApiKeyUse,
  scope: ApiKeyScope | null,
): Promise<void> {
  // the key's id, never its text (docs/security.md: no tokens in logs)
  request.log.info({ apiKey: key.keyId, scope }, 'api key call');
  await enforceRateLimit(door.rateLimiter, `api-key:${key.keyId}`, door.limit);
  await door.recordUse(key.keyId);
  if (scope === null) {
    throw new AppError(403, 'API_KEY_NOT_ACCEPTED', 'This call takes a login, not an API key');
  }
  if (!key.scopes.includes(scope)) {
    throw new AppError(403, 'API_KEY_SCOPE_MISSING', `This API key lacks the scope "${scope}"`, {
      scope,
    });
  }
}
