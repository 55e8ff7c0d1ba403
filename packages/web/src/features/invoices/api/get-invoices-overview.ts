import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoicesOverviewResponseSchema } from '@shop/domain/api/account-overview.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { invoiceKeys } from '#web/features/invoices/api/keys.ts';

/**
 * GET /account/invoices/overview: the newest invoices, unpaid and overdue sums
 * (docs/product/invoices.md#inv-overview-call).
 */
export function invoicesOverviewQueryOptions(customerNumber: string) {
  return queryOptions({
    queryKey: invoiceKeys.overview(customerNumber),
    queryFn: ({ signal }) =>
      apiGet('/account/invoices/overview', invoicesOverviewResponseSchema, { signal }),
  });
}

export function useInvoicesOverview(customerNumber: string, enabled: boolean) {
  return useQuery({
    ...invoicesOverviewQueryOptions(customerNumber),
    enabled,
    meta: { notFoundPage: false },
  });
}
