import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@shop/domain/api/auth.ts';
import { sessionSchema, type Session } from '@shop/domain/api/session.ts';
import { apiPost } from '#web/shared/api/client.ts';

/**
 * POST /auth/login (docs/product/identity.md#auth-login-call): name (the e-mail), password,
 * stayConnected. Answers the session and sets the refresh cookie. Its 401 is the answer "wrong
 * login" or "account not active", not the end of a session, so the session rules of the client do
 * not apply.
 */
export function postLogin(request: LoginRequest): Promise<Session> {
  return apiPost('/auth/login', request, sessionSchema, { sessionRules: false });
}

export function useLogin() {
  return useMutation({ mutationFn: postLogin });
}
