import type { ShopCode } from '@shop/domain/shops.ts';

/** The account feature's query keys; the account itself is shared (shared/api/keys.ts). */
export const accountKeys = {
  logo: (customerNumber: string) => ['logo', customerNumber] as const,
  apiKeys: (customerNumber: string) => ['apiKeys', customerNumber] as const,
  feeds: (customerNumber: string) => ['feeds', customerNumber] as const,
  feedChoices: (language: string) => ['feedChoices', language] as const,
  /** the endpoints and their delivery log share the prefix a change invalidates */
  webhooks: (customerNumber: string) => ['webhooks', customerNumber] as const,
  webhookEndpoints: (customerNumber: string) => ['webhooks', customerNumber, 'endpoints'] as const,
  webhookDeliveries: (customerNumber: string, page: number) =>
    ['webhooks', customerNumber, 'deliveries', page] as const,
  shopCheck: (customerNumber: string, shop: ShopCode) =>
    ['checkMyShop', customerNumber, shop] as const,
};
