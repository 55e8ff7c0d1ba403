import {
  saveNewsletterEmailResponseSchema,
  type SaveNewsletterEmailRequest,
} from '@shop/domain/api/newsletter.ts';
import { apiPost } from '#web/shared/api/client.ts';

import { useEmailsChange } from './use-emails-change.ts';

/** POST /account/saveEmail: adds without `id`, changes with it. */
export function useSaveNewsletterEmail(customerNumber: string) {
  return useEmailsChange(customerNumber, (request: SaveNewsletterEmailRequest) =>
    apiPost('/account/saveEmail', request, saveNewsletterEmailResponseSchema),
  );
}
