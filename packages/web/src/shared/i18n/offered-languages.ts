import { useQuery } from '@tanstack/react-query';
import { languagesSchema } from '@shop/domain/api/shell.ts';
import { LANGUAGES, type Language } from '@shop/domain/shops.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { sharedKeys } from '#web/shared/api/keys.ts';

/**
 * The languages the language switchers offer, as the server lists them (GET /api/languages):
 * the shop's server says which languages it serves. The list the client was built with stands
 * in until the answer is there, and when it cannot be had, so the menu never waits or is empty.
 */
export function useOfferedLanguages(): readonly Language[] {
  const { data } = useQuery({
    queryKey: sharedKeys.languages(),
    queryFn: ({ signal }) => apiGet('/api/languages', languagesSchema, { signal }),
    meta: { notFoundPage: false },
    staleTime: Infinity,
  });
  const offered = data?.languages.map((entry) => entry.code);
  return offered && offered.length > 0 ? offered : LANGUAGES;
}
