import { checkEmailAnswerSchema } from '@shop/domain/api/auth.ts';
import { apiPost } from '#web/shared/api/client.ts';

/**
 * POST /api/checkEmailForRegistration {email} (docs/product/identity.md#auth-email-check-call): 200
 * free, 904 an active account has it, 903 it is already in registration.
 */
export async function checkEmailForRegistration(email: string): Promise<200 | 903 | 904> {
  const answer = await apiPost('/api/checkEmailForRegistration', { email }, checkEmailAnswerSchema);
  return answer.status;
}
