import type { ShopCode } from '@shop/domain/shops.ts';

/** The account feature's query keys; the account itself is shared (shared/api/keys.ts). */
export const accountKeys = {
  logo: (customerNumber: string) => ['logo', customerNumber] as const,
  apiKeys: (customerNumber: string) => ['apiKeys', customerNumber] as const,
  shopCheck: (customerNumber: string, shop: ShopCode) =>
    ['checkMyShop', customerNumber, shop] as const,
};
