import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountPaymentMethodsResponseSchema } from '@shop/domain/api/account-orders.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { basketKeys } from '#web/features/basket/api/keys.ts';

/**
 * GET /account/paymentMethods: the pay types this account may order with (from its pay type,
 * docs/decisions/014-order-pay-type.md), for the basket's payment select.
 */
export function paymentMethodsQueryOptions(customerNumber: string) {
  return queryOptions({
    queryKey: basketKeys.paymentMethods(customerNumber),
    queryFn: ({ signal }) =>
      apiGet('/account/paymentMethods', accountPaymentMethodsResponseSchema, { signal }).then(
        (answer) => answer.paymentMethods,
      ),
    staleTime: 60_000,
  });
}

export function usePaymentMethods(customerNumber: string) {
  return useQuery({ ...paymentMethodsQueryOptions(customerNumber), meta: { notFoundPage: false } });
}
