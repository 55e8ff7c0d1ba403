import { useMutation } from '@tanstack/react-query';
import { okSchema } from '@shop/domain/api/ok.ts';
import { apiPost } from '#web/shared/api/client.ts';

/**
 * POST /account/changePassword (docs/product/identity.md#auth-change-call): {currentPassword,
 * newPassword, passwordInitialization}; 400 WRONG_PASSWORD when the current password is wrong.
 */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
  passwordInitialization: boolean;
}

export function changePassword(request: ChangePasswordRequest) {
  return apiPost('/account/changePassword', request, okSchema);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
