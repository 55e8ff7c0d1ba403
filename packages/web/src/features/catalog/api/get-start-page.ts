import { queryOptions, useQuery } from '@tanstack/react-query';
import { startPageSchema, type StartPage } from '@shop/domain/api/shell.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiGet } from '#web/shared/api/client.ts';

/** GET /api/start/{language}: the article sections of the start page (spec 2 section 2). */
export function getStartPage(language: Language, signal?: AbortSignal): Promise<StartPage> {
  return apiGet(`/api/start/${language}`, startPageSchema, { signal });
}

export function startPageQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['start-page', language],
    queryFn: ({ signal }) => getStartPage(language, signal),
  });
}

export function useStartPage(language: Language) {
  return useQuery(startPageQueryOptions(language));
}
