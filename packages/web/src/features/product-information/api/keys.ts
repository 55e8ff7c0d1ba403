import type { ProductArchiveParameters } from '@shop/domain/api/product-archive.ts';

/** The product information feature's query keys. */
export const productInformationKeys = {
  archive: (customerNumber: string, parameters: ProductArchiveParameters) =>
    ['productArchive', customerNumber, parameters] as const,
  gpsrFaq: (language: string) => ['gpsrFaq', language] as const,
};
