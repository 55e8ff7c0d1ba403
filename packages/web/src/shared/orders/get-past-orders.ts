import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  pastOrdersResponseSchema,
  type PastOrdersSearch,
} from '@shop/domain/api/account-orders.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { sharedKeys } from '#web/shared/api/keys.ts';

/** The query string of a page: size, language and the fields of the search that are set. */
function queryOf(size: number, language: Language, search: PastOrdersSearch): string {
  const params = new URLSearchParams({ size: String(size), language });
  for (const [name, value] of Object.entries(search)) {
    if (typeof value === 'string' && value !== '') params.set(name, value);
  }
  return params.toString();
}

/**
 * GET /account/orders/{page}: the caller's past orders matching the search (newest first without
 * one), page by page (1-based); the one list behind the orders page, order tracking and the
 * basket's repeat-order dialog (docs/decisions/120-order-list-search.md). Without totals, prices
 * and discounts for an account that sees no prices (pricesHidden).
 */
export function pastOrdersQueryOptions(
  customerNumber: string,
  language: Language,
  page: number,
  size: number,
  search: PastOrdersSearch = {},
) {
  return queryOptions({
    queryKey: sharedKeys.pastOrders(customerNumber, language, page, size, search),
    queryFn: ({ signal }) =>
      apiGet(
        `/account/orders/${page}?${queryOf(size, language, search)}`,
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
  search: PastOrdersSearch = {},
) {
  return useQuery({
    ...pastOrdersQueryOptions(customerNumber, language, page, size, search),
    placeholderData: keepPreviousData,
    meta: { notFoundPage: false },
  });
}
