import { queryOptions, useQuery } from '@tanstack/react-query';
import { startPageSchema, type StartPage } from '@shop/domain/api/shell.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { viewerKey } from '#web/shared/session/forget-user-queries.ts';
import { useSession } from '#web/shared/session/use-session.ts';

/**
 * GET /api/start/{language}: the article sections of the start page (spec 2 section 2). With
 * the bearer token of a customer whose prices are on, each tile also has its price.
 */
export function getStartPage(language: Language, signal?: AbortSignal): Promise<StartPage> {
  return apiGet(`/api/start/${language}`, startPageSchema, { signal });
}

/**
 * The key names whose page it is (the customer, or 'visitor'), so prices appear right after
 * login and vanish after logout, and one customer's prices never show for another.
 */
export function startPageQueryOptions(language: Language, viewer: string) {
  return queryOptions({
    queryKey: ['start-page', language, viewer],
    queryFn: ({ signal }) => getStartPage(language, signal),
  });
}

export function useStartPage(language: Language) {
  const { user } = useSession();
  return useQuery(startPageQueryOptions(language, viewerKey(user)));
}
