import { tooManyRequests } from '#server/http/app-error.ts';
import type { RateLimiter } from '#server/http/rate-limiter.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';

/**
 * Brakes on password guessing that never lock the owner out (docs/decisions/016-login-throttling.md):
 * - per e-mail and client address: a few free failures, then a growing wait (429 Retry-After);
 * - per client address alone: a much higher limit, so one office behind one address keeps working;
 * - per e-mail from any address: after a few failures a solved captcha is required, not a lock.
 * Failed logins and wrong current passwords on a password change count alike.
 */
export const LOGIN_THROTTLE = {
  pairFreeFailures: RATE_LIMITS.loginFailuresPerEmailAndIp.max,
  pairFirstDelayMs: 15_000,
  pairMaxDelayMs: 15 * 60_000,
  pairWindowMs: RATE_LIMITS.loginFailuresPerEmailAndIp.windowMs,
  addressFailures: RATE_LIMITS.loginFailuresPerIp.max,
  addressWindowMs: RATE_LIMITS.loginFailuresPerIp.windowMs,
  captchaAfterFailures: RATE_LIMITS.loginFailuresPerEmailBeforeCaptcha.max,
  emailWindowMs: RATE_LIMITS.loginFailuresPerEmailBeforeCaptcha.windowMs,
} as const;

const keys = (email: string, ip: string) => ({
  pair: `login:pair:${email}|${ip}`,
  wait: `login:wait:${email}|${ip}`,
  address: `login:ip:${ip}`,
  email: `login:email:${email}`,
});

/** The wait after the n-th failure of one e-mail and address: none, then 15 s doubling to 15 min. */
export function pairDelayMs(failures: number): number {
  if (failures < LOGIN_THROTTLE.pairFreeFailures) return 0;
  const doublings = failures - LOGIN_THROTTLE.pairFreeFailures;
  return Math.min(LOGIN_THROTTLE.pairFirstDelayMs * 2 ** doublings, LOGIN_THROTTLE.pairMaxDelayMs);
}

const tooMany = (retryAfterSeconds: number) =>
  tooManyRequests(
    RATE_LIMITS.loginFailuresPerIp.code,
    RATE_LIMITS.loginFailuresPerIp.message,
    retryAfterSeconds,
  );

/**
 * Refuses an attempt while its e-mail and address must wait or the address is over its limit
 * (429 TOO_MANY_ATTEMPTS); otherwise tells whether the attempt needs a solved captcha.
 */
export async function checkLoginAttempt(
  limiter: RateLimiter,
  email: string,
  ip: string,
): Promise<{ captchaRequired: boolean }> {
  const k = keys(email, ip);
  // a marker that lives as long as the wait: refused while it counts one event
  const wait = await limiter.peek(k.wait, 1, 1);
  if (!wait.allowed) throw tooMany(wait.retryAfterSeconds);
  const address = await limiter.peek(
    k.address,
    LOGIN_THROTTLE.addressFailures,
    LOGIN_THROTTLE.addressWindowMs,
  );
  if (!address.allowed) throw tooMany(address.retryAfterSeconds);
  const byEmail = await limiter.peek(
    k.email,
    LOGIN_THROTTLE.captchaAfterFailures,
    LOGIN_THROTTLE.emailWindowMs,
  );
  return { captchaRequired: !byEmail.allowed };
}

/** Counts a wrong password; answers whether the next attempt for the e-mail needs a captcha. */
export async function recordLoginFailure(
  limiter: RateLimiter,
  email: string,
  ip: string,
): Promise<{ captchaRequired: boolean }> {
  const k = keys(email, ip);
  const pair = await limiter.hit(
    k.pair,
    LOGIN_THROTTLE.pairFreeFailures,
    LOGIN_THROTTLE.pairWindowMs,
  );
  const delay = pairDelayMs(pair.count);
  if (delay > 0) {
    await limiter.reset(k.wait);
    await limiter.hit(k.wait, 1, delay);
  }
  await limiter.hit(k.address, LOGIN_THROTTLE.addressFailures, LOGIN_THROTTLE.addressWindowMs);
  const byEmail = await limiter.hit(
    k.email,
    LOGIN_THROTTLE.captchaAfterFailures,
    LOGIN_THROTTLE.emailWindowMs,
  );
  return { captchaRequired: byEmail.count >= LOGIN_THROTTLE.captchaAfterFailures };
}

/**
 * The right password: the e-mail's and this address's failures are forgotten. The address
 * count stays, so an attacker cannot clear it by logging into an account of their own.
 */
export async function recordLoginSuccess(
  limiter: RateLimiter,
  email: string,
  ip: string,
): Promise<void> {
  const k = keys(email, ip);
  await limiter.reset(k.pair);
  await limiter.reset(k.wait);
  await limiter.reset(k.email);
}
