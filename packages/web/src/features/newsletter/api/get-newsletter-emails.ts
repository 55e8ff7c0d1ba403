import { useQuery } from '@tanstack/react-query';
import { newsletterEmailsResponseSchema } from '@shop/domain/api/newsletter.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { newsletterKeys } from '#web/features/newsletter/api/keys.ts';

/** GET /account/emails: the caller's addresses, oldest first (docs/decisions/051-newsletters.md). */
export function useNewsletterEmails(customerNumber: string) {
  return useQuery({
    queryKey: newsletterKeys.emails(customerNumber),
    queryFn: ({ signal }) => apiGet('/account/emails', newsletterEmailsResponseSchema, { signal }),
    meta: { notFoundPage: false },
  });
}
