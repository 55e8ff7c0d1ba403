import { tooManyRequests } from '#server/http/app-error.ts';
import type { RateLimiter } from '#server/http/rate-limiter.ts';

/**
 * CSV export reads (requests with `csv`, up to 30,000 articles each) per caller in ten minutes:
 * the client reads an export in pages of 1,000, so this allows ten whole 30,000-row exports
 * while a script cannot turn the export into a bulk scraper of the catalog (SECURITY.md).
 */
export const EXPORT_READ_LIMIT = 300;
const EXPORT_WINDOW_MS = 10 * 60 * 1000;

/** `caller` is the account id of a customer, else the client address of a visitor. */
export async function checkExportRate(rateLimiter: RateLimiter, caller: string): Promise<void> {
  const result = await rateLimiter.hit(
    `search-export:${caller}`,
    EXPORT_READ_LIMIT,
    EXPORT_WINDOW_MS,
  );
  if (!result.allowed) {
    throw tooManyRequests('TOO_MANY_EXPORTS', 'Too many export requests', result.retryAfterSeconds);
  }
}
