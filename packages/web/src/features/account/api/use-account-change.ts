import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedKeys } from '#web/shared/api/keys.ts';
import { accountKeys } from '#web/features/account/api/keys.ts';

/**
 * A change of the profile (docs/product/account.md#account-calls); each reloads the account and
 * the logo it changed.
 */
export function useAccountChange<Input>(
  customerNumber: string,
  call: (input: Input) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedKeys.account(customerNumber) }),
        queryClient.invalidateQueries({ queryKey: accountKeys.logo(customerNumber) }),
      ]),
  });
}
