import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShippingCountriesResponse } from '@shop/domain/api/shipping.ts';
import type { ShopCode } from '@shop/domain/shops.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { sharedKeys } from '#web/shared/api/keys.ts';

/** The server lets browsers keep the answer a minute; the screens ask again no sooner. */
const SHIPPING_COSTS_STALE_MS = 60_000;

/**
 * GET /api/shippingCountries/{shop}: the shop's shipping table as the import keeps it, for the
 * account's shipping page and the basket's shipping dialog (one request for both). The contract
 * loads with the first answer, not with the basket page (decision 076).
 */
export function getShippingCountries(
  shop: ShopCode,
  signal?: AbortSignal,
): Promise<ShippingCountriesResponse> {
  return apiGet(
    `/api/shippingCountries/${shop}`,
    () =>
      import('@shop/domain/api/shipping.ts').then(
        (contract) => contract.shippingCountriesResponseSchema,
      ),
    { signal },
  );
}

export function shippingCountriesQueryOptions(shop: ShopCode) {
  return queryOptions({
    queryKey: sharedKeys.shippingCountries(shop),
    queryFn: ({ signal }) => getShippingCountries(shop, signal),
    staleTime: SHIPPING_COSTS_STALE_MS,
  });
}

/** A failure is the table's own error state, never the not-found page. */
export function useShippingCountries(shop: ShopCode) {
  return useQuery({ ...shippingCountriesQueryOptions(shop), meta: { notFoundPage: false } });
}
