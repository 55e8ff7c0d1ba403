import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/shared/api/client.ts';
import { accountKeys } from '#web/features/account/api/keys.ts';
import { profileContract } from './profile-contract.ts';

/** GET /intern/logoImage. */
export function useLogo(customerNumber: string, enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.logo(customerNumber),
    queryFn: ({ signal }) =>
      apiGet(
        '/intern/logoImage',
        () => profileContract().then((contract) => contract.logoResponseSchema),
        { signal },
      ),
    enabled,
    meta: { notFoundPage: false },
  });
}
