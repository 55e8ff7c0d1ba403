import { queryOptions } from '@tanstack/react-query';
import type { ArticleLookupAnswer, LookupArticle } from '@shop/domain/api/article-lookup.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiPost } from '#web/shared/api/client.ts';
import { basketKeys } from '#web/features/basket/api/keys.ts';

/** The contract comes with the first look-up, not with the basket page (decision 076). */
const answerSchema = () =>
  import('@shop/domain/api/article-lookup.ts').then(
    (contract) => contract.articleLookupAnswerSchema,
  );

/**
 * POST /api/articles/lookup: the article one typed or scanned code names exactly, by article
 * number or EAN, with the customer's price and why it cannot be ordered
 * (docs/product/basket.md#basket-quick-order); null for an unknown code.
 */
export async function lookUpArticle(
  code: string,
  language: Language,
  signal?: AbortSignal,
): Promise<LookupArticle | null> {
  const answer: ArticleLookupAnswer = await apiPost(
    '/api/articles/lookup',
    { codes: [code], language },
    answerSchema,
    { signal },
  );
  return answer.results[0]?.article ?? null;
}

/** One code's look-up; prices and stock move, so a look-up is asked again after a minute. */
export function lookupQueryOptions(customerNumber: string, language: Language, code: string) {
  return queryOptions({
    queryKey: basketKeys.lookup(customerNumber, language, code),
    queryFn: ({ signal }) => lookUpArticle(code, language, signal),
    staleTime: 60_000,
  });
}

/**
 * POST /api/articles/lookup for several codes at once (the scan list's waiting lines, at most
 * MAX_LOOKUP_CODES): each code's article, or null for an unknown code, in the order asked.
 */
export async function lookUpCodes(
  codes: readonly string[],
  language: Language,
): Promise<ArticleLookupAnswer['results']> {
  const answer: ArticleLookupAnswer = await apiPost(
    '/api/articles/lookup',
    { codes: [...codes], language },
    answerSchema,
  );
  return answer.results;
}
