import { queryOptions, useQuery } from '@tanstack/react-query';
import { articleAnswerSchema, type ArticleAnswer } from '@shop/domain/api/article.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiPost } from '#web/shared/api/client.ts';
import { eventTrackingIdField } from '#web/shared/tracking/shop-tracker.ts';
import { viewerKey } from '#web/shared/session/forget-user-queries.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { productKeys } from '#web/features/product/api/keys.ts';

/**
 * POST /api/article: one article with its variants and related articles
 * (docs/product/catalog.md#cat-article-call), with the tracking event id after consent, so the
 * server records the article view.
 */
export async function getArticle(
  articleNumber: string,
  language: Language,
  signal?: AbortSignal,
): Promise<ArticleAnswer> {
  const body = { articleNumber, language, ...(await eventTrackingIdField()) };
  return apiPost('/api/article', body, articleAnswerSchema, { signal });
}

/**
 * The key names the viewer (customer or 'visitor') so prices appear right after login and vanish
 * after logout. A 404 is no notFound page here: the page sends to the search instead
 * (docs/product/catalog.md#cat-article-route). The same article is not reloaded within 2 seconds
 * (docs/product/catalog.md#cat-article-call).
 */
export function articleQueryOptions(articleNumber: string, language: Language, viewer: string) {
  const number = articleNumber.toUpperCase();
  return queryOptions({
    queryKey: productKeys.article(language, number, viewer),
    queryFn: ({ signal }) => getArticle(number, language, signal),
    meta: { notFoundPage: false },
    staleTime: 2_000,
  });
}

export function useArticle(articleNumber: string, language: Language) {
  const { user } = useSession();
  return useQuery(articleQueryOptions(articleNumber, language, viewerKey(user)));
}
