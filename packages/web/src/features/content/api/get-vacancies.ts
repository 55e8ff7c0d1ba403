import { queryOptions, useQuery } from '@tanstack/react-query';
import { vacanciesResponseSchema } from '@shop/domain/api/content-vacancies.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { contentKeys } from '#web/features/content/api/keys.ts';
import { CONTENT_STALE_MS } from './content-stale-time.ts';

/** GET /api/vacancies: the published vacancies, titled in the language (else en). */
export function vacanciesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: contentKeys.vacancies(language),
    queryFn: ({ signal }) =>
      apiGet(`/api/vacancies?language=${language}`, vacanciesResponseSchema, { signal }),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useVacancies(language: Language) {
  return useQuery(vacanciesQueryOptions(language));
}
