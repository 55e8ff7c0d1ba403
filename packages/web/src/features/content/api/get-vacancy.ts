import { queryOptions, useQuery } from '@tanstack/react-query';
import { vacancyResponseSchema } from '@shop/domain/api/content-vacancies.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { contentKeys } from '#web/features/content/api/keys.ts';
import { CONTENT_STALE_MS } from './content-stale-time.ts';

/** GET /api/vacancy?link=: one vacancy with its text; a closed one is the page's own message. */
export function vacancyQueryOptions(link: string, language: Language) {
  const query = new URLSearchParams({ link, language });
  return queryOptions({
    queryKey: contentKeys.vacancy(link, language),
    queryFn: ({ signal }) => apiGet(`/api/vacancy?${query}`, vacancyResponseSchema, { signal }),
    staleTime: CONTENT_STALE_MS,
    meta: { notFoundPage: false },
  });
}

export function useVacancy(link: string, language: Language) {
  return useQuery(vacancyQueryOptions(link, language));
}
