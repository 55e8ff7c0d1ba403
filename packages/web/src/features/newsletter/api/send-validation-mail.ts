import { useMutation } from '@tanstack/react-query';
import {
  sendValidationMailResponseSchema,
  type SendValidationMailRequest,
} from '@shop/domain/api/newsletter.ts';
import { apiPost } from '#web/shared/api/client.ts';

/** POST /account/sendValidationMail: mails the address its validation link. */
export function useSendValidationMail() {
  return useMutation({
    mutationFn: (request: SendValidationMailRequest) =>
      apiPost('/account/sendValidationMail', request, sendValidationMailResponseSchema),
  });
}
