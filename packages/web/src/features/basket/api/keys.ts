import type { Language } from '@shop/domain/shops.ts';
import { sharedKeys } from '#web/shared/api/keys.ts';

/** The basket feature's query keys; the basket's own prefix is shared with the header. */
export const basketKeys = {
  basket: (customerNumber: string, language: Language) =>
    [...sharedKeys.basket(customerNumber), language] as const,
  paymentMethods: (customerNumber: string) => ['paymentMethods', customerNumber] as const,
  /** the quick order's look-up of one typed code, upper-cased as the server compares it */
  lookup: (customerNumber: string, language: Language, code: string) =>
    ['articleLookup', customerNumber, language, code.toUpperCase()] as const,
  deliveryAddresses: (customerNumber: string) => ['deliveryAddresses', customerNumber] as const,
};
