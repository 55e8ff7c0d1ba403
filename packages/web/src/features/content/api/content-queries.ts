import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  contentPageResponseSchema,
  partnersResponseSchema,
  type ContentPageName,
} from '@shop/domain/api/content.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiGet } from '#web/shared/api/client.ts';

/** Content changes only with an operator's import; the server caches it for a minute too. */
const CONTENT_STALE_MS = 60_000;

/** GET /api/content/{page}/{language}: a legal or information page as sanitised HTML. */
export function contentPageQueryOptions(page: ContentPageName, language: Language) {
  return queryOptions({
    queryKey: ['content', 'page', page, language],
    queryFn: ({ signal }) =>
      apiGet(`/api/content/${page}/${language}`, contentPageResponseSchema, { signal }),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useContentPage(page: ContentPageName, language: Language) {
  return useQuery(contentPageQueryOptions(page, language));
}

/** GET /api/partners: every partner with its logo. */
export function usePartners() {
  return useQuery({
    queryKey: ['content', 'partners'],
    queryFn: ({ signal }) => apiGet('/api/partners', partnersResponseSchema, { signal }),
    staleTime: CONTENT_STALE_MS,
  });
}
