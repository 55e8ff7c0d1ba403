import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { gpsrFaqResponseSchema } from '@shop/domain/api/gpsr.ts';
import type { Language } from '@shop/domain/shops.ts';
import type { CsvFormat } from '@shop/domain/rules/csv-format.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { productInformationKeys } from '#web/features/product-information/api/keys.ts';

/** GET /api/gpsr-faq/{lang}: the GPSR FAQ; a language without one is answered in English. */
export function gpsrFaqQueryOptions(language: string) {
  return queryOptions({
    queryKey: productInformationKeys.gpsrFaq(language),
    queryFn: ({ signal }) =>
      apiGet(`/api/gpsr-faq/${encodeURIComponent(language)}`, gpsrFaqResponseSchema, { signal }),
    staleTime: 60 * 60 * 1000,
  });
}

export function useGpsrFaq(language: string) {
  return useQuery(gpsrFaqQueryOptions(language));
}

/** GET /export/gpsr/: the CSV text of the GPSR data of every article on sale. */
export function fetchGpsrCsv(language: Language, csvFormat: CsvFormat): Promise<string> {
  return apiGet(`/export/gpsr/?language=${language}&csvFormat=${csvFormat}`, z.string());
}
