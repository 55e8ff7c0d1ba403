import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsletterKeys } from '#web/features/newsletter/api/keys.ts';

/** A change of the caller's newsletter addresses; every change reloads the list of addresses. */
export function useEmailsChange<Input, Output>(
  customerNumber: string,
  call: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: newsletterKeys.emails(customerNumber) }),
  });
}
