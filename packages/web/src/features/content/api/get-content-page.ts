import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentPageResponseSchema, type ContentPageName } from '@shop/domain/api/content.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { contentKeys } from '#web/features/content/api/keys.ts';
import { CONTENT_STALE_MS } from './content-stale-time.ts';

/** GET /api/content/{page}/{language}: a legal or information page as sanitised HTML. */
export function contentPageQueryOptions(page: ContentPageName, language: Language) {
  return queryOptions({
    queryKey: contentKeys.page(page, language),
    queryFn: ({ signal }) =>
      apiGet(`/api/content/${page}/${language}`, contentPageResponseSchema, { signal }),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useContentPage(page: ContentPageName, language: Language) {
  return useQuery(contentPageQueryOptions(page, language));
}
