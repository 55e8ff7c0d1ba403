import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/shared/api/client.ts';
import { contentKeys } from '#web/features/content/api/keys.ts';

/** Content changes only with an operator's import; the server caches it for a minute too. */
const HEADER_LINKS_STALE_MS = 60_000;

/**
 * GET /api/header-links: where the header's vacancies entry leads (the content settings). The
 * header asks on every page, so the contract loads beside the request (decision 030).
 */
export function headerLinksQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.headerLinks(),
    queryFn: ({ signal }) =>
      apiGet(
        '/api/header-links',
        async () => (await import('@shop/domain/api/header-links.ts')).headerLinksResponseSchema,
        { signal },
      ),
    staleTime: HEADER_LINKS_STALE_MS,
    // without an answer the entry keeps leading to the shop's own pages
    meta: { notFoundPage: false },
  });
}

/** The external address of the vacancies entry, or null for the shop's own vacancies pages. */
export function useHeaderVacanciesUrl(): string | null {
  return useQuery(headerLinksQueryOptions()).data?.vacanciesUrl ?? null;
}
