import { queryOptions, useQuery } from '@tanstack/react-query';
import { vacancyImagesResponseSchema } from '@shop/domain/api/content-vacancies.ts';
import { apiPost } from '#web/shared/api/client.ts';
import { contentKeys } from '#web/features/content/api/keys.ts';
import { CONTENT_STALE_MS } from './content-stale-time.ts';

/** POST /api/getVacancyImages with the vacancy ({id, link}): the pictures of its card. */
export function vacancyImagesQueryOptions(vacancy: { id: number; link: string }) {
  return queryOptions({
    queryKey: contentKeys.vacancyImages(vacancy.id, vacancy.link),
    queryFn: ({ signal }) =>
      apiPost('/api/getVacancyImages', vacancy, vacancyImagesResponseSchema, { signal }),
    staleTime: CONTENT_STALE_MS,
    // a vacancy closed since the list was loaded just has no picture
    meta: { notFoundPage: false },
  });
}

export function useVacancyImages(vacancy: { id: number; link: string }) {
  return useQuery(vacancyImagesQueryOptions(vacancy));
}
