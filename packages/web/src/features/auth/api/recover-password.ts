import { useMutation } from '@tanstack/react-query';
import { okSchema } from '@shop/domain/api/ok.ts';
import { apiPost } from '#web/shared/api/client.ts';

/** POST /api/recoverPassword: sets the new password. */
export function recoverPassword(request: { newPassword: string; urlID: string }) {
  return apiPost('/api/recoverPassword', request, okSchema);
}

export function useRecoverPassword() {
  return useMutation({ mutationFn: recoverPassword });
}
