import { signOnKeysResponseSchema, type SignOnKey } from '@shop/domain/api/sign-on-keys.ts';
import { apiGet } from '#web/shared/api/client.ts';

/**
 * GET /auth/sign-on-keys (docs/decisions/099-sign-on-key-sequences.md): the login dialog's
 * hidden sequences; none while the operator has set none.
 */
export async function getSignOnKeys(): Promise<readonly SignOnKey[]> {
  const answer = await apiGet('/auth/sign-on-keys', signOnKeysResponseSchema, {
    sessionRules: false,
  });
  return answer.sequences;
}
