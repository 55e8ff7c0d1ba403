import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  basketResponseSchema,
  type BasketAnswer,
  type BasketResponse,
} from '@shop/domain/api/basket.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { eventTrackingIdField } from '#web/shared/tracking/shop-tracker.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { basketKeys } from '#web/features/basket/api/keys.ts';

/** One currency list of the basket, with or without amounts. */
export type BasketList = BasketResponse['currencies'][number];
/** One basket line, with or without its price and line total. */
export type BasketLine = BasketList['articles'][number]['variants'][number];

/**
 * Whether the basket carries amounts: an account whose settings.showPrices is off gets it
 * without any (pricesHidden, decision 012), and the screens then show none.
 */
export function hasPrices(basket: BasketResponse): basket is BasketAnswer {
  return !('pricesHidden' in basket);
}

/**
 * GET /intern/basket: the basket, computed by the server from current data
 * (docs/product/basket.md#basket-get-call), with amounts or, for an account that sees no prices,
 * without. It asks for the tracking event id on entry (docs/product/basket.md#basket-route) and
 * sends it after consent.
 */
export async function getBasket(language: Language, signal?: AbortSignal): Promise<BasketResponse> {
  const query = new URLSearchParams({ language, ...(await eventTrackingIdField()) });
  return apiGet(`/intern/basket?${query.toString()}`, basketResponseSchema, { signal });
}

/** Keyed by customer and language (the article names are in the page's language). */
export function basketQueryOptions(customerNumber: string, language: Language) {
  return queryOptions({
    queryKey: basketKeys.basket(customerNumber, language),
    queryFn: ({ signal }) => getBasket(language, signal),
    // the basket changes by stock and prices elsewhere: every screen that shows it asks again
    staleTime: 0,
  });
}

/**
 * The logged-in customer's basket; visitors have none (docs/product/basket.md#basket-login-only),
 * so nothing loads.
 */
export function useBasket(language: Language) {
  const { user } = useSession();
  const customer = user?.customerNumber ?? null;
  return useQuery({
    ...basketQueryOptions(customer ?? '', language),
    enabled: customer !== null,
    meta: { notFoundPage: false },
  });
}
