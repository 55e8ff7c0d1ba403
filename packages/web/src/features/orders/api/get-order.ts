import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderDetailResponseSchema } from '@shop/domain/api/order-detail.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { orderKeys } from '#web/features/orders/api/keys.ts';

/**
 * GET /account/order/{orderNumber}: one of the customer's orders for the confirmation page; no
 * amounts for an account that sees no prices (pricesHidden). Another customer's or an unknown
 * number answers 404.
 */
export function orderQueryOptions(customerNumber: string, orderNumber: string, language: Language) {
  return queryOptions({
    queryKey: orderKeys.order(customerNumber, orderNumber, language),
    queryFn: ({ signal }) =>
      apiGet(
        `/account/order/${encodeURIComponent(orderNumber)}?language=${language}`,
        orderDetailResponseSchema,
        { signal },
      ),
    retry: false,
  });
}

export function useOrder(customerNumber: string, orderNumber: string | null, language: Language) {
  return useQuery({
    ...orderQueryOptions(customerNumber, orderNumber ?? '', language),
    enabled: orderNumber !== null,
    meta: { notFoundPage: false },
  });
}
