import { useQuery } from '@tanstack/react-query';
import { invoiceResponseSchema } from '@shop/domain/api/invoices.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { invoiceKeys } from '#web/features/invoices/api/keys.ts';

/** GET /api/invoices/{id}: one of the caller's invoices; 404 for any other, shown in the dialog. */
export function useInvoice(customerNumber: string, invoiceNumber: string) {
  return useQuery({
    queryKey: invoiceKeys.one(customerNumber, invoiceNumber),
    queryFn: ({ signal }) =>
      apiGet(`/api/invoices/${encodeURIComponent(invoiceNumber)}`, invoiceResponseSchema, {
        signal,
      }),
    staleTime: 0,
    meta: { notFoundPage: false },
  });
}
