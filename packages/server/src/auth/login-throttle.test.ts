import { describe, expect, it } from 'vitest';
import type { AppError } from '#server/http/app-error.ts';
import { MemoryRateLimiter } from '#server/http/rate-limiter.ts';
import { checkLoginAttempt, LOGIN_THROTTLE, recordLoginFailure } from './login-throttle.ts';

describe('login throttle', () => {
  it('makes one e-mail on one address wait longer after each failure beyond five', async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter(() => now);
    const waits: number[] = [];
    for (let failure = 1; failure <= 12; failure++) {
      await recordLoginFailure(limiter, 'a@example.com', '10.0.0.1');
      const attempt = await checkLoginAttempt(limiter, 'a@example.com', '10.0.0.1').then(
        () => 0,
        (error: AppError) => (error.details as { retryAfterSeconds: number }).retryAfterSeconds,
      );
      waits.push(attempt);
      now += attempt * 1000;
    }
    expect(waits).toEqual([0, 0, 0, 0, 15, 30, 60, 120, 240, 480, 900, 900]);
    // the same e-mail from another address does not wait, but needs a captcha
    expect(await checkLoginAttempt(limiter, 'a@example.com', '10.0.0.2')).toEqual({
      captchaRequired: true,
    });
    expect(LOGIN_THROTTLE.captchaAfterFailures).toBeLessThan(LOGIN_THROTTLE.pairFreeFailures);
  });
});
