import { queryOptions } from '@tanstack/react-query';
import { okSchema } from '@shop/domain/api/ok.ts';
import { apiPost } from '#web/shared/api/client.ts';
import { authKeys } from '#web/features/auth/api/keys.ts';

/**
 * POST /api/checkUrlId: checks the link before the form shows, 404 INVALID_LINK
 * (docs/product/identity.md#auth-recovery-call).
 */
export function recoveryLinkQueryOptions(urlID: string) {
  return queryOptions({
    queryKey: authKeys.recoveryLink(urlID),
    queryFn: () => apiPost('/api/checkUrlId', { urlID }, okSchema),
    // a failed check marks the link invalid on the page; it is not a missing page
    meta: { notFoundPage: false },
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
