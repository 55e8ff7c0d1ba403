import type { RateLimiter } from '#server/http/rate-limiter.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';

/** Counts a CSV export read; `caller` is the account id of a customer, else the visitor's address. */
export async function checkExportRate(rateLimiter: RateLimiter, caller: string): Promise<void> {
  await enforceRateLimit(rateLimiter, `search-export:${caller}`, RATE_LIMITS.searchExportPerCaller);
}
