import { apiPut } from '#web/shared/api/client.ts';
import { okAnswer } from '#web/shared/api/ok-answer.ts';
import { useAccountChange } from './use-account-change.ts';

/** PUT /intern/saveLogoImage. */
export function useSaveLogo(customerNumber: string) {
  return useAccountChange(customerNumber, (logoImage: string) =>
    apiPut('/intern/saveLogoImage', { customer: customerNumber, logoImage }, okAnswer),
  );
}
