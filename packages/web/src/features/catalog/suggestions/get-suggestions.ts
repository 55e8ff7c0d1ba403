import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  MAX_SUGGESTIONS,
  MAX_SUGGESTION_TEXT_LENGTH,
  suggestionResponseSchema,
  type Suggestion,
} from '@shop/domain/api/suggestions.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiPost } from '#web/shared/api/client.ts';
import { catalogKeys } from '#web/features/catalog/api/keys.ts';

/** Suggestions start with the second character typed. */
export const MIN_SUGGESTION_TEXT_LENGTH = 2;

/**
 * Whether a text is asked for: at least two characters and under 100
 * (docs/product/catalog.md#cat-suggestion-limits).
 */
export function wantsSuggestions(text: string): boolean {
  const value = text.trim();
  return value.length >= MIN_SUGGESTION_TEXT_LENGTH && value.length <= MAX_SUGGESTION_TEXT_LENGTH;
}

/**
 * POST /api/search {language, value}: at most 10 suggestions
 * (docs/product/catalog.md#cat-search-call).
 */
export function suggestionsQueryOptions(language: Language, value: string) {
  return queryOptions({
    queryKey: catalogKeys.suggestions(language, value.trim()),
    queryFn: async ({ signal }): Promise<Suggestion[]> => {
      const answer = await apiPost(
        '/api/search',
        { language, value: value.trim() },
        suggestionResponseSchema,
        { signal },
      );
      return answer.suggestions.slice(0, MAX_SUGGESTIONS);
    },
    meta: { notFoundPage: false },
    staleTime: 60_000,
  });
}

export function useSuggestions(language: Language, value: string) {
  return useQuery({
    ...suggestionsQueryOptions(language, value),
    enabled: wantsSuggestions(value),
    placeholderData: keepPreviousData,
  });
}
