import { useMutation } from '@tanstack/react-query';
import { okSchema } from '@shop/domain/api/ok.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiPost } from '#web/shared/api/client.ts';

export interface PasswordRecoveryRequest {
  email: string;
  captchaHash: string;
  language: Language;
}

/**
 * POST /api/sendPasswordRecovery: sends the recovery link, the same answer whether the e-mail
 * exists (docs/product/identity.md#auth-recovery-request).
 */
export function sendPasswordRecovery(request: PasswordRecoveryRequest) {
  return apiPost('/api/sendPasswordRecovery', request, okSchema);
}

export function useSendPasswordRecovery() {
  return useMutation({ mutationFn: sendPasswordRecovery });
}
