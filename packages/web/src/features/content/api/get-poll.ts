import { useQuery } from '@tanstack/react-query';
import { pollResponseSchema } from '@shop/domain/api/content-polls.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { contentKeys } from '#web/features/content/api/keys.ts';

/** GET /api/poll/{language}/{hash}: the poll, with its results once this voter answered. */
export function usePoll(language: Language, hash: string) {
  return useQuery({
    queryKey: contentKeys.poll(language, hash),
    queryFn: ({ signal }) =>
      apiGet(`/api/poll/${language}/${encodeURIComponent(hash)}`, pollResponseSchema, { signal }),
    // an unknown or closed poll is the page's own message, not the shop's not-found page
    meta: { notFoundPage: false },
  });
}
