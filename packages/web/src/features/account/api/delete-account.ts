import { apiGet } from '#web/shared/api/client.ts';
import { profileContract } from './profile-contract.ts';

/**
 * GET /account/deleteAccount: the typed confirmation (the customer number) goes in a header
 * (docs/decisions/039).
 */
export async function deleteAccount(confirmation: string) {
  const contract = await profileContract();
  return apiGet('/account/deleteAccount', contract.deleteAccountResponseSchema, {
    headers: { [contract.DELETE_CONFIRMATION_HEADER]: confirmation },
  });
}
