import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleListEntry } from '@shop/domain/api/article.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiPost } from '#web/shared/api/client.ts';
import { catalogKeys } from '#web/features/catalog/api/keys.ts';

/** POST /api/articlesForIDs: summaries (with EAN) of articles by number, in the order asked. */
export async function getArticlesForIds(
  articleNumbers: readonly string[],
  language: Language,
  signal?: AbortSignal,
): Promise<ArticleListEntry[]> {
  if (articleNumbers.length === 0) return [];
  const answer = await apiPost(
    '/api/articlesForIDs',
    { articleNumbers, language },
    // the article's contract is built with the first answer, not with every list (decision 076)
    () =>
      import('@shop/domain/api/article.ts').then((contract) => contract.articlesForIdsAnswerSchema),
    { signal },
  );
  return answer.articles;
}

export function articlesForIdsQueryOptions(articleNumbers: readonly string[], language: Language) {
  return queryOptions({
    queryKey: catalogKeys.articlesForIds(language, articleNumbers),
    queryFn: ({ signal }) => getArticlesForIds(articleNumbers, language, signal),
    meta: { notFoundPage: false },
  });
}

export function useArticlesForIds(articleNumbers: readonly string[], language: Language) {
  return useQuery({
    ...articlesForIdsQueryOptions(articleNumbers, language),
    enabled: articleNumbers.length > 0,
  });
}
