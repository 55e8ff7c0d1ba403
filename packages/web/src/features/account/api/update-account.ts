import type { UpdateAccountRequest } from '@shop/domain/api/account-profile.ts';
import { apiPut } from '#web/shared/api/client.ts';
import { okAnswer } from '#web/shared/api/ok-answer.ts';
import { useAccountChange } from './use-account-change.ts';

/** PUT /intern/account. */
export function useUpdateAccount(customerNumber: string) {
  return useAccountChange(customerNumber, (change: UpdateAccountRequest) =>
    apiPut('/intern/account', change, okAnswer),
  );
}
