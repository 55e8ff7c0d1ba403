import { tooManyRequests } from '#server/http/app-error.ts';
import type { RateLimiter } from '#server/http/rate-limiter.ts';

/**
 * Rate limits of the public registration, upload, captcha and recovery calls (SECURITY.md:
 * 429 RATE_LIMITED with Retry-After).
 */
export interface Limit {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

export const LIMITS = {
  captchaChallengePerIp: { max: 100, windowMs: 10 * MINUTE },
  checkEmailPerIp: { max: 30, windowMs: 15 * MINUTE },
  uploadPerIp: { max: 20, windowMs: 60 * MINUTE },
  registrationPerIp: { max: 10, windowMs: 60 * MINUTE },
  recoveryMailPerIp: { max: 10, windowMs: 60 * MINUTE },
  recoveryMailPerEmail: { max: 3, windowMs: 60 * MINUTE },
  recoveryLinkPerIp: { max: 30, windowMs: 15 * MINUTE },
} as const satisfies Record<string, Limit>;

/** Counts one event under `key`; over the limit it throws 429 RATE_LIMITED with Retry-After. */
export async function enforceRateLimit(
  limiter: RateLimiter,
  key: string,
  limit: Limit,
): Promise<void> {
  const result = await limiter.hit(key, limit.max, limit.windowMs);
  if (!result.allowed) {
    throw tooManyRequests(
      'RATE_LIMITED',
      'Too many requests; please try again later',
      result.retryAfterSeconds,
    );
  }
}
