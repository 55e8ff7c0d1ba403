import { useMutation, useQuery } from '@tanstack/react-query';
import {
  movedDatesResponseSchema,
  movedDatesSeenResponseSchema,
} from '@shop/domain/api/open-orders.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiGet, apiPost } from '#web/shared/api/client.ts';
import { orderKeys } from '#web/features/orders/api/keys.ts';

/**
 * GET /account/openOrders/movedDates and POST /account/openOrders/movedDates/seen
 * (docs/product/account.md#account-date-moved): the open lines whose date moved since the last
 * visit of the overview, and the visit stored once the overview has shown them. The list is not
 * asked again after the visit is stored, so it stays on the screen until the next visit.
 */
export function useMovedDates(customerNumber: string, language: Language) {
  return useQuery({
    queryKey: orderKeys.movedDates(customerNumber, language),
    queryFn: ({ signal }) =>
      apiGet(`/account/openOrders/movedDates?language=${language}`, movedDatesResponseSchema, {
        signal,
      }),
    retry: false,
    refetchOnWindowFocus: false,
    meta: { notFoundPage: false },
  });
}

export function useMarkMovedDatesSeen() {
  return useMutation({
    mutationFn: () =>
      apiPost('/account/openOrders/movedDates/seen', {}, movedDatesSeenResponseSchema),
  });
}
