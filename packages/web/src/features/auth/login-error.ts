import { isApiError } from '#web/shared/api/api-error.ts';

/**
 * The login error catalogue (spec 2 section 8): a 401 whose body says the account is not
 * active shows the account-deactivated message, any other 401 the login error; too many
 * attempts (429) say so; every other failure shows the server login error.
 */
export type LoginErrorKind = 'deactivated' | 'failed' | 'tooManyAttempts' | 'server';

export function loginErrorKind(error: unknown): LoginErrorKind {
  if (!isApiError(error)) return 'server';
  if (error.status === 401) return error.code === 'ACCOUNT_DEACTIVATED' ? 'deactivated' : 'failed';
  if (error.status === 429) return 'tooManyAttempts';
  return 'server';
}
