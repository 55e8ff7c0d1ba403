import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@shop/domain/shops.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { contentKeys } from '#web/features/content/api/keys.ts';

/** Content changes only with an operator's import; the server caches it for a minute too. */
const FAQ_STALE_MS = 60_000;

/**
 * GET /api/faq/{language}: the FAQ groups and whether the shop shows the FAQ. The footer of
 * every page asks for it too, so the contract is loaded beside the request rather than with the
 * first page (decision 030).
 */
export function faqQueryOptions(language: Language) {
  return queryOptions({
    queryKey: contentKeys.faq(language),
    queryFn: ({ signal }) =>
      apiGet(
        `/api/faq/${language}`,
        async () => (await import('@shop/domain/api/content.ts')).faqResponseSchema,
        { signal },
      ),
    staleTime: FAQ_STALE_MS,
  });
}

export function useFaq(language: Language) {
  return useQuery(faqQueryOptions(language));
}

/** Whether the footer links to the FAQ: enabled and with questions; asked for only when `ask`. */
export function useFaqEnabled(language: Language, ask: boolean): boolean {
  const faq = useQuery({ ...faqQueryOptions(language), enabled: ask });
  return faq.data?.enabled === true;
}
