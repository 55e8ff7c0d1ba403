import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pastOrdersResponseSchema } from '@shop/domain/api/account-orders.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { sharedKeys } from '#web/shared/api/keys.ts';

/**
 * GET /account/orders/{page}: the caller's past orders, newest first, page by page (1-based);
 * the one list behind the orders page, order tracking and the basket's repeat-order dialog.
 * Without totals, prices and discounts for an account that sees no prices (pricesHidden).
 */
export function pastOrdersQueryOptions(
  customerNumber: string,
  language: Language,
  page: number,
  size: number,
) {
  return queryOptions({
    queryKey: sharedKeys.pastOrders(customerNumber, language, page, size),
    queryFn: ({ signal }) =>
      apiGet(
        `/account/orders/${page}?size=${size}&language=${language}`,
        pastOrdersResponseSchema,
        { signal },
      ),
    staleTime: 0,
  });
}

export function usePastOrders(
  customerNumber: string,
  language: Language,
  page: number,
  size: number,
  enabled = true,
) {
  return useQuery({
    ...pastOrdersQueryOptions(customerNumber, language, page, size),
    enabled,
    placeholderData: keepPreviousData,
    meta: { notFoundPage: false },
  });
}
