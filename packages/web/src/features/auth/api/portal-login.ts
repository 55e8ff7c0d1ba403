import { sessionSchema, type Session } from '@shop/domain/api/session.ts';
import { apiPost } from '#web/shared/api/client.ts';

/**
 * POST /portal/login {data}: single sign-on from the portal
 * (docs/product/identity.md#auth-portal-call).
 */
export function postPortalLogin(data: string): Promise<Session> {
  return apiPost('/portal/login', { data }, sessionSchema, { sessionRules: false });
}
