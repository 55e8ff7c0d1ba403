import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApiKeyRequest } from '@shop/domain/api/api-keys.ts';
import { apiPost } from '#web/shared/api/client.ts';
import { accountKeys } from '#web/features/account/api/keys.ts';
import { apiKeysContract } from './api-keys-contract.ts';

/** POST /api/account/api-keys: the answer holds the key's text, shown this once. */
export function useCreateApiKey(customerNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateApiKeyRequest) =>
      apiPost('/api/account/api-keys', request, () =>
        apiKeysContract().then((contract) => contract.createApiKeyResponseSchema),
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: accountKeys.apiKeys(customerNumber) }),
  });
}
