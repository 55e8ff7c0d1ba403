import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { invoicesResponseSchema, type InvoicesRequest } from '@shop/domain/api/invoices.ts';
import { apiPost } from '#web/shared/api/client.ts';
import { invoiceKeys } from '#web/features/invoices/api/keys.ts';

/** POST /account/invoices: one page of the caller's invoices with the sums. */
export function invoicesQueryOptions(customerNumber: string, search: InvoicesRequest['search']) {
  return queryOptions({
    queryKey: invoiceKeys.list(customerNumber, search),
    queryFn: ({ signal }) =>
      apiPost('/account/invoices', { search }, invoicesResponseSchema, { signal }),
    staleTime: 0,
  });
}

export function useInvoices(customerNumber: string, search: InvoicesRequest['search']) {
  return useQuery({
    ...invoicesQueryOptions(customerNumber, search),
    placeholderData: keepPreviousData,
    meta: { notFoundPage: false },
  });
}
