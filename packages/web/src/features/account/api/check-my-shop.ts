import { useQuery } from '@tanstack/react-query';
import { checkMyShopResponseSchema } from '@shop/domain/api/account-profile.ts';
import type { ShopCode } from '@shop/domain/shops.ts';
import { apiPost } from '#web/shared/api/client.ts';
import { accountKeys } from './keys.ts';

/** POST /intern/checkMyShop: which shop the customer belongs to, asked only when it differs. */
export function useShopCheck(customerNumber: string, shop: ShopCode, enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.shopCheck(customerNumber, shop),
    queryFn: ({ signal }) =>
      apiPost('/intern/checkMyShop', { shop }, checkMyShopResponseSchema, { signal }),
    enabled,
    meta: { notFoundPage: false },
  });
}
