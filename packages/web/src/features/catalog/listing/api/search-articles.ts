import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  articleSearchResponseSchema,
  type ArticleSearchRequest,
  type ArticleSearchResponse,
} from '@shop/domain/api/search.ts';
import { apiPost } from '#web/shared/api/client.ts';
import { viewerKey } from '#web/shared/session/forget-user-queries.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { catalogKeys } from '#web/features/catalog/api/keys.ts';

/**
 * POST /api/articles: one page of a search with its hits, filter counts, groups and (for
 * customers who see prices) the price filter (docs/product/catalog.md#cat-list-call).
 */
export function searchArticles(
  request: ArticleSearchRequest,
  signal?: AbortSignal,
): Promise<ArticleSearchResponse> {
  return apiPost('/api/articles', request, articleSearchResponseSchema, { signal });
}

/** The key names the viewer, so prices appear after login and vanish after logout. */
export function articleSearchQueryOptions(request: ArticleSearchRequest, viewer: string) {
  return queryOptions({
    queryKey: catalogKeys.search(viewer, request),
    queryFn: ({ signal }) => searchArticles(request, signal),
  });
}

export function useArticleSearch(request: ArticleSearchRequest) {
  const { user } = useSession();
  return useQuery({
    ...articleSearchQueryOptions(request, viewerKey(user)),
    // the previous page stays visible (dimmed) while the next one loads
    placeholderData: keepPreviousData,
  });
}
