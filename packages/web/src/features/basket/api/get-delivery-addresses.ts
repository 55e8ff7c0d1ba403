import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountDeliveryAddressesResponseSchema } from '@shop/domain/api/account-orders.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { basketKeys } from '#web/features/basket/api/keys.ts';

/**
 * GET /account/deliveryAddresses: where the account's orders may go, the main address first
 * (docs/product/basket.md#basket-delivery-address), for the basket's delivery address choice.
 */
export function deliveryAddressesQueryOptions(customerNumber: string) {
  return queryOptions({
    queryKey: basketKeys.deliveryAddresses(customerNumber),
    queryFn: ({ signal }) =>
      apiGet('/account/deliveryAddresses', accountDeliveryAddressesResponseSchema, {
        signal,
      }).then((answer) => answer.deliveryAddresses),
    staleTime: 60_000,
  });
}

export function useDeliveryAddresses(customerNumber: string) {
  return useQuery({
    ...deliveryAddressesQueryOptions(customerNumber),
    meta: { notFoundPage: false },
  });
}
