import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CURRENCIES, type Language } from '@shop/domain/shops.ts';
import { apiGet } from '#web/shared/api/client.ts';

/**
 * GET /account/openOrders/overview and GET /account/openOrders/newestOpenOrders (spec 1
 * section 7). The open-orders area owns their contract; these schemas read only the fields the
 * overview shows (spec 1 section 3: overdueSum, availableSum, totalSum), so a richer answer
 * still parses. A failure leaves the rest of the overview standing.
 */
const openOrdersOverviewSchema = z.object({
  overdueSum: z.number().int().nullable(),
  availableSum: z.number().int().nullable(),
  totalSum: z.number().int().nullable(),
  currency: z.enum(CURRENCIES),
  count: z.number().int().optional(),
});
export type OpenOrdersSummary = z.infer<typeof openOrdersOverviewSchema>;

const newestOpenOrdersSchema = z.object({
  articles: z.array(
    z.object({
      articleNumber: z.string(),
      name: z.string(),
      lastIntakeDate: z.string().nullable(),
      availableQuantity: z.number().int(),
      quantity: z.number().int(),
    }),
  ),
});
export type NewestOpenOrder = z.infer<typeof newestOpenOrdersSchema>['articles'][number];

export function useOpenOrdersOverview(customerNumber: string) {
  return useQuery({
    queryKey: ['openOrdersOverview', customerNumber],
    queryFn: ({ signal }) =>
      apiGet('/account/openOrders/overview', openOrdersOverviewSchema, { signal }),
    retry: false,
    meta: { notFoundPage: false },
  });
}

export function useNewestOpenOrders(customerNumber: string, language: Language) {
  return useQuery({
    queryKey: ['newestOpenOrders', customerNumber, language],
    queryFn: ({ signal }) =>
      apiGet(`/account/openOrders/newestOpenOrders?language=${language}`, newestOpenOrdersSchema, {
        signal,
      }),
    retry: false,
    meta: { notFoundPage: false },
  });
}
