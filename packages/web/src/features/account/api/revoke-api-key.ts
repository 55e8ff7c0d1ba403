import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiDelete } from '#web/shared/api/client.ts';
import { accountKeys } from '#web/features/account/api/keys.ts';

/** DELETE /api/account/api-keys/:id: the key is refused from its next call on. */
export function useRevokeApiKey(customerNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/api/account/api-keys/${id}`, z.unknown()),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: accountKeys.apiKeys(customerNumber) }),
  });
}
