import { useQuery } from '@tanstack/react-query';
import { newsletterLinkResponseSchema } from '@shop/domain/api/newsletter.ts';
import { apiPost } from '#web/shared/api/client.ts';
import { newsletterKeys } from './keys.ts';

/** What a mailed link does: confirm an address, or end its newsletters. */
export type NewsletterLinkUse = 'validate' | 'unsubscribe';

const CALL = {
  validate: '/newsletter/validationEmail',
  unsubscribe: '/newsletter/unsuscribe',
} as const satisfies Record<NewsletterLinkUse, string>;

/**
 * POST /newsletter/validationEmail or /newsletter/unsuscribe with the link's signed data: a
 * query, not a mutation, so the post runs once however often the page renders.
 */
export function usePostedNewsletterLink(use: NewsletterLinkUse, data: string) {
  return useQuery({
    queryKey: newsletterKeys.link(use, data),
    queryFn: () => apiPost(CALL[use], { newsletterdata: data }, newsletterLinkResponseSchema),
    retry: false,
    staleTime: Infinity,
    meta: { notFoundPage: false },
  });
}
