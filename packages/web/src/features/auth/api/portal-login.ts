import { sessionSchema, type Session } from '@shop/domain/api/session.ts';
import { apiPost } from '#web/shared/api/client.ts';

/** POST /portal/login {data}: single sign-on from the portal (spec 2 sections 2 and 7). */
export function postPortalLogin(data: string): Promise<Session> {
  return apiPost('/portal/login', { data }, sessionSchema, { sessionRules: false });
}
