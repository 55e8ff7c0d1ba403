import { z } from 'zod';
import { apiDelete } from '#web/shared/api/client.ts';

import { useEmailsChange } from './use-emails-change.ts';

/** DELETE /account/email/{id}. */
export function useDeleteNewsletterEmail(customerNumber: string) {
  return useEmailsChange(customerNumber, (id: number) =>
    apiDelete(`/account/email/${id}`, z.unknown()),
  );
}
