import { useQuery } from '@tanstack/react-query';
import { clientTokenResponseSchema } from '@shop/domain/api/payments.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { invoiceKeys } from '#web/features/invoices/api/keys.ts';

/** GET /api/payment/client_token: starts the card form; never reused across openings. */
export function useClientToken(customerNumber: string) {
  return useQuery({
    queryKey: invoiceKeys.clientToken(customerNumber),
    queryFn: ({ signal }) =>
      apiGet('/api/payment/client_token', clientTokenResponseSchema, { signal }),
    staleTime: 0,
    gcTime: 0,
  });
}
