import { queryOptions, useMutation } from '@tanstack/react-query';
import { okSchema } from '@shop/domain/api/ok.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiPost } from '#web/shared/api/client.ts';

/**
 * Password recovery (docs/product/identity.md#auth-recovery-request;
 * docs/product/identity.md#auth-recovery-call): POST /api/sendPasswordRecovery sends the link (the
 * same answer whether the e-mail exists), POST /api/checkUrlId checks the link before the form
 * shows (404 INVALID_LINK), POST /api/recoverPassword sets the new password.
 */
export interface PasswordRecoveryRequest {
  email: string;
  captchaHash: string;
  language: Language;
}

export function sendPasswordRecovery(request: PasswordRecoveryRequest) {
  return apiPost('/api/sendPasswordRecovery', request, okSchema);
}

export function useSendPasswordRecovery() {
  return useMutation({ mutationFn: sendPasswordRecovery });
}

export function recoveryLinkQueryOptions(urlID: string) {
  return queryOptions({
    queryKey: ['recovery-link', urlID],
    queryFn: () => apiPost('/api/checkUrlId', { urlID }, okSchema),
    // a failed check marks the link invalid on the page; it is not a missing page
    meta: { notFoundPage: false },
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

export function recoverPassword(request: { newPassword: string; urlID: string }) {
  return apiPost('/api/recoverPassword', request, okSchema);
}

export function useRecoverPassword() {
  return useMutation({ mutationFn: recoverPassword });
}
