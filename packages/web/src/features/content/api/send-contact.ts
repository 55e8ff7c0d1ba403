import { useMutation } from '@tanstack/react-query';
import {
  CONTACT_EMAIL_INVALID_STATUS,
  contactResponseSchema,
  type ContactRequest,
} from '@shop/domain/api/content-contact.ts';
import { isApiError } from '#web/shared/api/api-error.ts';
import { apiPost } from '#web/shared/api/client.ts';

/**
 * POST /api/contact: the contact or store-support message
 * (docs/product/content.md#content-contact-call).
 */
export function useSendContact() {
  return useMutation({
    mutationFn: (request: ContactRequest) =>
      apiPost('/api/contact', request, contactResponseSchema),
  });
}

/** Which field a refused message is the sender's to correct, or null for any other failure. */
export function contactErrorField(error: unknown): 'email' | 'captcha' | null {
  if (!isApiError(error)) return null;
  if (error.status === CONTACT_EMAIL_INVALID_STATUS) return 'email';
  if (error.code === 'CAPTCHA_INVALID') return 'captcha';
  return null;
}
