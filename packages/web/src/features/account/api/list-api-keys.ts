import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/shared/api/client.ts';
import { accountKeys } from '#web/features/account/api/keys.ts';
import { apiKeysContract } from './api-keys-contract.ts';

/** GET /api/account/api-keys: the account's unrevoked keys (docs/decisions/133). */
export function useApiKeys(customerNumber: string) {
  return useQuery({
    queryKey: accountKeys.apiKeys(customerNumber),
    queryFn: ({ signal }) =>
      apiGet(
        '/api/account/api-keys',
        () => apiKeysContract().then((contract) => contract.apiKeyListResponseSchema),
        { signal },
      ),
    meta: { notFoundPage: false },
  });
}
