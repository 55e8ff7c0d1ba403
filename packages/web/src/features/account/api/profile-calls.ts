import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateAccountRequest } from '@shop/domain/api/account-profile.ts';
import { apiGet, apiPut } from '#web/shared/api/client.ts';
import { okAnswer } from '#web/shared/api/ok-answer.ts';

/**
 * The profile's calls (docs/product/account.md#account-calls): PUT /intern/account, PUT
 * /intern/saveLogoImage, GET /intern/logoImage, PUT /intern/setMessagesSeen and GET
 * /account/deleteAccount. Each change reloads the account it changed. Their contracts are built
 * with the first answer, not with the overview, which only may mark a message seen (decision 076).
 */

const profileContract = () => import('@shop/domain/api/account-profile.ts');

function useAccountChange<Input>(customerNumber: string, call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['account', customerNumber] }),
        queryClient.invalidateQueries({ queryKey: ['logo', customerNumber] }),
      ]),
  });
}

export function useUpdateAccount(customerNumber: string) {
  return useAccountChange(customerNumber, (change: UpdateAccountRequest) =>
    apiPut('/intern/account', change, okAnswer),
  );
}

export function useSaveLogo(customerNumber: string) {
  return useAccountChange(customerNumber, (logoImage: string) =>
    apiPut('/intern/saveLogoImage', { customer: customerNumber, logoImage }, okAnswer),
  );
}

export function useLogo(customerNumber: string, enabled: boolean) {
  return useQuery({
    queryKey: ['logo', customerNumber],
    queryFn: ({ signal }) =>
      apiGet(
        '/intern/logoImage',
        () => profileContract().then((contract) => contract.logoResponseSchema),
        { signal },
      ),
    enabled,
    meta: { notFoundPage: false },
  });
}

/** Marks a one-time message seen; the account shown keeps it until its next load. */
export function useSetMessageSeen() {
  return useMutation({
    mutationFn: (message: string) => apiPut('/intern/setMessagesSeen', { message }, okAnswer),
  });
}

/** The typed confirmation (the customer number) goes in a header (docs/decisions/039). */
export async function deleteAccount(confirmation: string) {
  const contract = await profileContract();
  return apiGet('/account/deleteAccount', contract.deleteAccountResponseSchema, {
    headers: { [contract.DELETE_CONFIRMATION_HEADER]: confirmation },
  });
}
