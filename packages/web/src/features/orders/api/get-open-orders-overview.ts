import { useQuery } from '@tanstack/react-query';
import {
  newestOpenOrdersResponseSchema,
  openOrdersOverviewResponseSchema,
  type OpenOrdersOverview,
} from '@shop/domain/api/open-orders.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { orderKeys } from '#web/features/orders/api/keys.ts';

/**
 * GET /account/openOrders/overview and GET /account/openOrders/newestOpenOrders
 * (docs/product/account.md#account-open-orders-overview-call), for the overview's back-order
 * summary. A failure leaves the rest of the overview standing.
 */
export type OpenOrdersSummary = OpenOrdersOverview;

export function useOpenOrdersOverview(customerNumber: string) {
  return useQuery({
    queryKey: orderKeys.openOrdersOverview(customerNumber),
    queryFn: ({ signal }) =>
      apiGet('/account/openOrders/overview', openOrdersOverviewResponseSchema, { signal }),
    retry: false,
    meta: { notFoundPage: false },
  });
}

export function useNewestOpenOrders(customerNumber: string, language: Language) {
  return useQuery({
    queryKey: orderKeys.newestOpenOrders(customerNumber, language),
    queryFn: ({ signal }) =>
      apiGet(
        `/account/openOrders/newestOpenOrders?language=${language}`,
        newestOpenOrdersResponseSchema,
        { signal },
      ),
    retry: false,
    meta: { notFoundPage: false },
  });
}
