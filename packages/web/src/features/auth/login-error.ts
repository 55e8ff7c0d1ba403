import { isApiError } from '#web/shared/api/api-error.ts';

/**
 * The login error catalogue (docs/product/identity.md#auth-login-errors): a 401 whose body says the
 * account is not active shows the account-deactivated message, any other 401 the login error; a
 * missing or stale captcha asks for it; too many attempts (429) say so; every other failure shows
 * the server login error.
 */
export type LoginErrorKind = 'deactivated' | 'failed' | 'captcha' | 'tooManyAttempts' | 'server';

const CAPTCHA_CODES = new Set(['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID']);

export function loginErrorKind(error: unknown): LoginErrorKind {
  if (!isApiError(error)) return 'server';
  if (CAPTCHA_CODES.has(error.code)) return 'captcha';
  if (error.status === 401) return error.code === 'ACCOUNT_DEACTIVATED' ? 'deactivated' : 'failed';
  if (error.status === 429) return 'tooManyAttempts';
  return 'server';
}

/**
 * Whether the next login needs a solved captcha: the server asks for one after a few failed
 * logins for the e-mail (docs/decisions/016-login-throttling.md), or refused a stale one.
 */
export function loginNeedsCaptcha(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (CAPTCHA_CODES.has(error.code)) return true;
  const details = error.details;
  return (
    typeof details === 'object' &&
    details !== null &&
    'captchaRequired' in details &&
    details.captchaRequired === true
  );
}
