import type { PastOrdersSearch } from '@shop/domain/api/account-orders.ts';
import type { Language, ShopCode } from '@shop/domain/shops.ts';

/**
 * The query keys of data that several features read; each feature keeps its own in its
 * `api/keys.ts`. Every key of a customer's data holds the customer number, so logging out drops
 * that data with the user (forget-user-queries.ts); that is also how a visitor's local basket is
 * cleared (docs/product/basket.md#basket-login-only).
 */
export const sharedKeys = {
  account: (customerNumber: string) => ['account', customerNumber] as const,
  /** read by the header preview, invalidated by every screen that changes the basket */
  basket: (customerNumber: string) => ['basket', customerNumber] as const,
  savedBaskets: (customerNumber: string) => ['savedBaskets', customerNumber] as const,
  pastOrders: (
    customerNumber: string,
    language: Language,
    page: number,
    size: number,
    search: PastOrdersSearch,
  ) => ['orders', customerNumber, language, page, size, search] as const,
  menu: (language: Language, version: string) => ['menu', language, version] as const,
  shippingCountries: (shop: ShopCode) => ['shippingCountries', shop] as const,
  sliderPartners: () => ['content', 'partnerSlider'] as const,
  languages: () => ['languages'] as const,
};
