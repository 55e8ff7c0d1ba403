import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from '@shop/domain/api/ok.ts';
import { apiPut } from '#web/shared/api/client.ts';
import { sharedKeys } from '#web/shared/api/keys.ts';

/**
 * PUT /intern/setAccepmentPrivacyPolicy (docs/product/identity.md#auth-privacy-call): the per-user
 * acceptance flag.
 */
export function acceptPrivacyPolicy() {
  return apiPut('/intern/setAccepmentPrivacyPolicy', {}, okSchema);
}

export function useAcceptPrivacyPolicy(customerNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptPrivacyPolicy,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: sharedKeys.account(customerNumber) }),
  });
}
