import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { newsletterArchiveResponseSchema } from '@shop/domain/api/newsletter-archive.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { newsletterKeys } from '#web/features/newsletter/api/keys.ts';

/** GET /account/newsletters/{lang}/{page}[/{search}]: ten newsletters a page, newest first. */
export function useNewsletterArchive(language: Language, page: number, search: string) {
  const path = ['', 'account', 'newsletters', language, String(page)];
  if (search !== '') path.push(encodeURIComponent(search));
  return useQuery({
    queryKey: newsletterKeys.archive(language, page, search),
    queryFn: ({ signal }) => apiGet(path.join('/'), newsletterArchiveResponseSchema, { signal }),
    placeholderData: keepPreviousData,
    meta: { notFoundPage: false },
  });
}
