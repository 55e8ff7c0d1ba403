import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DELETE_CONFIRMATION_HEADER,
  deleteAccountResponseSchema,
  logoResponseSchema,
  type UpdateAccountRequest,
} from '@shop/domain/api/account-profile.ts';
import { okSchema } from '@shop/domain/api/auth.ts';
import { apiGet, apiPut } from '#web/shared/api/client.ts';

/**
 * The profile's calls (spec 1 section 7): PUT /intern/account, PUT /intern/saveLogoImage,
 * GET /intern/logoImage, PUT /intern/setMessagesSeen and GET /account/deleteAccount.
 * Each change reloads the account it changed.
 */

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
    apiPut('/intern/account', change, okSchema),
  );
}

export function useSaveLogo(customerNumber: string) {
  return useAccountChange(customerNumber, (logoImage: string) =>
    apiPut('/intern/saveLogoImage', { customer: customerNumber, logoImage }, okSchema),
  );
}

export function useLogo(customerNumber: string, enabled: boolean) {
  return useQuery({
    queryKey: ['logo', customerNumber],
    queryFn: ({ signal }) => apiGet('/intern/logoImage', logoResponseSchema, { signal }),
    enabled,
    meta: { notFoundPage: false },
  });
}

/** Marks a one-time message seen; the account shown keeps it until its next load. */
export function useSetMessageSeen() {
  return useMutation({
    mutationFn: (message: string) => apiPut('/intern/setMessagesSeen', { message }, okSchema),
  });
}

/** The typed confirmation (the customer number) goes in a header (docs/decisions/039). */
export function deleteAccount(confirmation: string) {
  return apiGet('/account/deleteAccount', deleteAccountResponseSchema, {
    headers: { [DELETE_CONFIRMATION_HEADER]: confirmation },
  });
}
