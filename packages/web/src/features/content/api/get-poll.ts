import { queryOptions, useQuery } from '@tanstack/react-query';
import { pollResponseSchema } from '@shop/domain/api/content-polls.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { contentKeys } from '#web/features/content/api/keys.ts';

/** GET /api/poll/{language}/{hash}: the poll, with its results once this voter answered. */
export function pollQueryOptions(language: Language, hash: string) {
  return queryOptions({
    queryKey: contentKeys.poll(language, hash),
    queryFn: ({ signal }) =>
      apiGet(`/api/poll/${language}/${encodeURIComponent(hash)}`, pollResponseSchema, { signal }),
    // an unknown or closed poll is the page's own message, not the shop's not-found page
    meta: { notFoundPage: false },
    // the server's page shows the poll as any visitor gets it (its voter cookie is the poll
    // calls' only): whether this voter answered comes with the browser's own call (decision 126)
    refetchOnMount: 'always',
  });
}

export function usePoll(language: Language, hash: string) {
  return useQuery(pollQueryOptions(language, hash));
}
