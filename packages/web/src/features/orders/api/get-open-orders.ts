import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  openOrdersResponseSchema,
  type OpenOrdersParameter,
} from '@shop/domain/api/open-orders.ts';
import { apiPost } from '#web/shared/api/client.ts';
import { orderKeys } from '#web/features/orders/api/keys.ts';

/** POST /account/openOrders: one page of the caller's open orders with producers and sums. */
export function openOrdersQueryOptions(customerNumber: string, parameter: OpenOrdersParameter) {
  return queryOptions({
    queryKey: orderKeys.openOrders(customerNumber, parameter),
    queryFn: ({ signal }) =>
      apiPost('/account/openOrders', { openOrdersParameter: parameter }, openOrdersResponseSchema, {
        signal,
      }),
    staleTime: 0,
  });
}

export function useOpenOrders(customerNumber: string, parameter: OpenOrdersParameter) {
  return useQuery({
    ...openOrdersQueryOptions(customerNumber, parameter),
    placeholderData: keepPreviousData,
    meta: { notFoundPage: false },
  });
}
