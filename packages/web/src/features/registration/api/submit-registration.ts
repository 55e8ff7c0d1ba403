import { useMutation } from '@tanstack/react-query';
import type { Registration } from '@shop/domain/api/auth.ts';
import { okSchema } from '@shop/domain/api/ok.ts';
import { apiPost } from '#web/shared/api/client.ts';
import { eventTrackingIdField } from '#web/shared/tracking/shop-tracker.ts';

/**
 * POST /api/registration (docs/product/identity.md#auth-registration-call): read for success only;
 * 409 EMAIL_TAKEN, 400 CAPTCHA_INVALID. The tracking event id goes along after consent.
 */
export async function submitRegistration(registration: Registration) {
  const body = { ...registration, ...(await eventTrackingIdField()) };
  return apiPost('/api/registration', body, okSchema);
}

export function useSubmitRegistration() {
  return useMutation({ mutationFn: submitRegistration });
}
