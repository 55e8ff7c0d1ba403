import { useQuery } from '@tanstack/react-query';
import { newsletterResponseSchema } from '@shop/domain/api/newsletter-archive.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { newsletterKeys } from '#web/features/newsletter/api/keys.ts';

/** GET /account/newsletter/{id}: one newsletter with its sanitised HTML; 404 shows notFound. */
export function useNewsletter(id: string) {
  return useQuery({
    queryKey: newsletterKeys.one(id),
    queryFn: ({ signal }) =>
      apiGet(`/account/newsletter/${encodeURIComponent(id)}`, newsletterResponseSchema, {
        signal,
      }),
  });
}
