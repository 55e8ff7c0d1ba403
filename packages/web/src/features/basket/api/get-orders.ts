import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { accountOrdersResponseSchema } from '@shop/domain/api/orders.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiGet } from '#web/shared/api/client.ts';

/** Past orders per page in the repeat-order dialog. */
export const REPEAT_ORDERS_PAGE_SIZE = 5;

/**
 * GET /intern/orders: the repeat-order list, loaded page by page (spec 3 section 7); without
 * totals, prices and discounts for an account that sees no prices (pricesHidden).
 */
export function ordersQueryOptions(customerNumber: string, language: Language, page: number) {
  return queryOptions({
    queryKey: ['orders', customerNumber, language, page],
    queryFn: ({ signal }) =>
      apiGet(
        `/intern/orders?page=${page}&size=${REPEAT_ORDERS_PAGE_SIZE}&language=${language}`,
        accountOrdersResponseSchema,
        { signal },
      ),
    staleTime: 0,
  });
}

export function useOrders(
  customerNumber: string,
  language: Language,
  page: number,
  enabled: boolean,
) {
  return useQuery({
    ...ordersQueryOptions(customerNumber, language, page),
    enabled,
    placeholderData: keepPreviousData,
    meta: { notFoundPage: false },
  });
}
