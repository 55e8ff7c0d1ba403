import { useMutation } from '@tanstack/react-query';
import { okSchema, type Registration } from '@shop/domain/api/auth.ts';
import { apiPost } from '#web/shared/api/client.ts';

/** POST /api/registration (spec 2 section 7): read for success only; 409 EMAIL_TAKEN, 400 CAPTCHA_INVALID. */
export function submitRegistration(registration: Registration) {
  return apiPost('/api/registration', registration, okSchema);
}

export function useSubmitRegistration() {
  return useMutation({ mutationFn: submitRegistration });
}
