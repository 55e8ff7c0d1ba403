import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  productArchiveResponseSchema,
  type ProductArchiveParameters,
} from '@shop/domain/api/product-archive.ts';
import type { CsvFormat } from '@shop/domain/rules/csv-format.ts';
import { apiPost } from '#web/shared/api/client.ts';
import { productInformationKeys } from '#web/features/product-information/api/keys.ts';

const PATH = '/account/getProductArchiveItems';

/**
 * POST /account/getProductArchiveItems (docs/product/account.md#account-archive-call): one page of
 * the sold-out articles with the producers to filter by and the number of matches.
 */
export function productArchiveQueryOptions(
  customerNumber: string,
  parameters: ProductArchiveParameters,
) {
  return queryOptions({
    queryKey: productInformationKeys.archive(customerNumber, parameters),
    queryFn: ({ signal }) =>
      apiPost(PATH, { productArchiveParameters: parameters }, productArchiveResponseSchema, {
        signal,
      }),
  });
}

export function useProductArchive(customerNumber: string, parameters: ProductArchiveParameters) {
  return useQuery({
    ...productArchiveQueryOptions(customerNumber, parameters),
    // the list stays on screen while the next page or filter loads
    placeholderData: keepPreviousData,
  });
}

/** The same call with `csv: true`: the CSV text of every matching item, all pages. */
export function fetchProductArchiveCsv(
  parameters: ProductArchiveParameters,
  csvFormat: CsvFormat,
): Promise<string> {
  return apiPost(
    PATH,
    { productArchiveParameters: { ...parameters, csv: true }, csvFormat },
    z.string(),
  );
}
