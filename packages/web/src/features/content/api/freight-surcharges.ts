import { queryOptions, useQuery } from '@tanstack/react-query';
import { freightSurchargeResponseSchema } from '@shop/domain/api/content.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { contentKeys } from '#web/features/content/api/keys.ts';

/** GET /api/fkz/: the product types whose articles carry a freight surcharge, from the catalog. */
export function freightSurchargesQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.freightSurcharges(),
    queryFn: ({ signal }) => apiGet('/api/fkz/', freightSurchargeResponseSchema, { signal }),
    meta: { notFoundPage: false },
    staleTime: 60_000,
  });
}

export function useFreightSurcharges() {
  return useQuery(freightSurchargesQueryOptions());
}
