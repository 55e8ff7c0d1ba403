import { AppError } from '#server/http/app-error.ts';
import { claimPortalToken, findAccountByEmail } from './auth.repository.ts';
import type { DbOrTx } from '#server/db/database.ts';
import {
  isUsable,
  startSession,
  type IssuedSession,
  type SessionServices,
} from './auth.service.ts';
import { readPortalToken } from './portal-token.ts';

const refused = () => new AppError(401, 'LOGIN_FAILED', 'The portal login link is not valid');

/** Logs a customer in with a portal token: valid signature, unexpired, used once, active account. */
export async function portalLogin(
  db: DbOrTx,
  services: SessionServices & { portalSecret: string | undefined },
  data: string,
): Promise<IssuedSession> {
  const claims = await readPortalToken(db, services.portalSecret, data);
  if (!claims) throw refused();
  const account = await findAccountByEmail(db, claims.email);
  if (!account || !isUsable(account)) throw refused();
  if (!(await claimPortalToken(db, claims.jti, claims.expiresAt))) throw refused();
  return startSession(db, services, account, false);
}
