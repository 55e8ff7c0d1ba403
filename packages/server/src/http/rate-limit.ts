import { tooManyRequests } from '#server/http/app-error.ts';
import type { RateLimiter } from '#server/http/rate-limiter.ts';
import type { Limit } from '#server/http/rate-limits.ts';

/**
 * Counts one event under `key` against a limit of `http/rate-limits.ts`; over the limit it
 * throws 429 with the limit's code and a Retry-After.
 */
export async function enforceRateLimit(
  limiter: RateLimiter,
  key: string,
  limit: Limit,
): Promise<void> {
  const result = await limiter.hit(key, limit.max, limit.windowMs);
  if (!result.allowed) {
    throw tooManyRequests(limit.code, limit.message, result.retryAfterSeconds);
  }
}
