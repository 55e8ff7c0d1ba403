import { AppError } from '#server/http/app-error.ts';
import { claimPortalToken, findAccountByEmail } from './auth.repository.ts';
import { isUsable, startSession, type AuthDeps, type IssuedSession } from './auth.service.ts';
import { readPortalToken } from './portal-token.ts';

const refused = () => new AppError(401, 'LOGIN_FAILED', 'The portal login link is not valid');

/** Logs a customer in with a portal token: valid signature, unexpired, used once, active account. */
export async function portalLogin(
  deps: AuthDeps & { portalSecret: string | undefined },
  data: string,
): Promise<IssuedSession> {
  const claims = await readPortalToken(deps.db, deps.portalSecret, data);
  if (!claims) throw refused();
  const account = await findAccountByEmail(deps.db, claims.email);
  if (!account || !isUsable(account)) throw refused();
  if (!(await claimPortalToken(deps.db, claims.jti, claims.expiresAt))) throw refused();
  return startSession(deps, account, false);
}
