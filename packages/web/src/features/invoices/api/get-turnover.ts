import { queryOptions, useQuery } from '@tanstack/react-query';
import { turnoverResponseSchema } from '@shop/domain/api/account-overview.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { invoiceKeys } from '#web/features/invoices/api/keys.ts';

/**
 * GET /account/turnOver: turnover per year and the quota
 * (docs/product/account.md#account-turnover-call).
 */
export function turnoverQueryOptions(customerNumber: string) {
  return queryOptions({
    queryKey: invoiceKeys.turnover(customerNumber),
    queryFn: ({ signal }) => apiGet('/account/turnOver', turnoverResponseSchema, { signal }),
  });
}

export function useTurnover(customerNumber: string, enabled: boolean) {
  return useQuery({
    ...turnoverQueryOptions(customerNumber),
    enabled,
    meta: { notFoundPage: false },
  });
}
