import { useQuery } from '@tanstack/react-query';
import {
  vacanciesResponseSchema,
  vacancyImagesResponseSchema,
  vacancyResponseSchema,
} from '@shop/domain/api/content-vacancies.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiGet, apiPost } from '#web/shared/api/client.ts';

/** Vacancies change only with an operator's import; the server caches them for a minute too. */
const VACANCIES_STALE_MS = 60_000;

/** GET /api/vacancies: the published vacancies, titled in the language (else en). */
export function useVacancies(language: Language) {
  return useQuery({
    queryKey: ['content', 'vacancies', language],
    queryFn: ({ signal }) =>
      apiGet(`/api/vacancies?language=${language}`, vacanciesResponseSchema, { signal }),
    staleTime: VACANCIES_STALE_MS,
  });
}

/** GET /api/vacancy?link=: one vacancy with its text; a closed one is the page's own message. */
export function useVacancy(link: string, language: Language) {
  const query = new URLSearchParams({ link, language });
  return useQuery({
    queryKey: ['content', 'vacancy', link, language],
    queryFn: ({ signal }) => apiGet(`/api/vacancy?${query}`, vacancyResponseSchema, { signal }),
    staleTime: VACANCIES_STALE_MS,
    meta: { notFoundPage: false },
  });
}

/** POST /api/getVacancyImages with the vacancy ({id, link}): the pictures of its card. */
export function useVacancyImages(vacancy: { id: number; link: string }) {
  return useQuery({
    queryKey: ['content', 'vacancyImages', vacancy.id, vacancy.link],
    queryFn: ({ signal }) =>
      apiPost('/api/getVacancyImages', vacancy, vacancyImagesResponseSchema, { signal }),
    staleTime: VACANCIES_STALE_MS,
    // a vacancy closed since the list was loaded just has no picture
    meta: { notFoundPage: false },
  });
}
