import type { OpenOrdersParameter } from '@shop/domain/api/open-orders.ts';
import type { Language } from '@shop/domain/shops.ts';

/** The orders feature's query keys; the past orders are shared (shared/api/keys.ts). */
export const orderKeys = {
  openOrders: (customerNumber: string, parameter: OpenOrdersParameter) =>
    ['openOrders', customerNumber, parameter] as const,
  openOrdersOverview: (customerNumber: string) => ['openOrdersOverview', customerNumber] as const,
  newestOpenOrders: (customerNumber: string, language: Language) =>
    ['newestOpenOrders', customerNumber, language] as const,
  movedDates: (customerNumber: string, language: Language) =>
    ['movedDates', customerNumber, language] as const,
  order: (customerNumber: string, orderNumber: string, language: Language) =>
    ['order', customerNumber, orderNumber, language] as const,
};
