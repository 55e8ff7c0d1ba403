import { useQuery } from '@tanstack/react-query';
import { transactionsResponseSchema } from '@shop/domain/api/payments.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { invoiceKeys } from '#web/features/invoices/api/keys.ts';

/** GET /api/transactions?invoice_id=: the payments recorded against one of the caller's invoices. */
export function useInvoiceTransactions(customerNumber: string, invoiceNumber: string) {
  return useQuery({
    queryKey: invoiceKeys.transactions(customerNumber, invoiceNumber),
    queryFn: ({ signal }) =>
      apiGet(
        `/api/transactions?${new URLSearchParams({ invoice_id: invoiceNumber }).toString()}`,
        transactionsResponseSchema,
        { signal },
      ),
    staleTime: 0,
    meta: { notFoundPage: false },
  });
}
