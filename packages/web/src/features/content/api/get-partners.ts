import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnersResponseSchema } from '@shop/domain/api/content.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { contentKeys } from '#web/features/content/api/keys.ts';
import { CONTENT_STALE_MS } from './content-stale-time.ts';

/** GET /api/partners: every partner with its logo. */
export function partnersQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.partners(),
    queryFn: ({ signal }) => apiGet('/api/partners', partnersResponseSchema, { signal }),
    staleTime: CONTENT_STALE_MS,
  });
}

export function usePartners() {
  return useQuery(partnersQueryOptions());
}
