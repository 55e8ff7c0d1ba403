import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentInvoicesResponseSchema } from '@shop/domain/api/payments.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { invoiceKeys } from '#web/features/invoices/api/keys.ts';

/**
 * GET /api/payment/invoices: the invoices the card payment dialog pays, their state and the open
 * amount (docs/decisions/044-card-payment.md).
 */
export function usePaymentInvoices(customerNumber: string, invoiceNumbers: string[]) {
  const list = invoiceNumbers.join(',');
  return useQuery(
    queryOptions({
      queryKey: invoiceKeys.beingPaid(customerNumber, list),
      queryFn: ({ signal }) =>
        apiGet(
          `/api/payment/invoices?${new URLSearchParams({ invoices: list }).toString()}`,
          paymentInvoicesResponseSchema,
          { signal },
        ),
      enabled: invoiceNumbers.length > 0,
      // the state changes with every payment: always asked afresh
      staleTime: 0,
      // an unknown or another customer's invoice is shown in the dialog, not as a missing page
      meta: { notFoundPage: false },
    }),
  );
}
