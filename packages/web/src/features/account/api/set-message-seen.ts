import { useMutation } from '@tanstack/react-query';
import { apiPut } from '#web/shared/api/client.ts';
import { okAnswer } from '#web/shared/api/ok-answer.ts';

/** PUT /intern/setMessagesSeen: marks a one-time message seen; the account shown keeps it until its next load. */
export function useSetMessageSeen() {
  return useMutation({
    mutationFn: (message: string) => apiPut('/intern/setMessagesSeen', { message }, okAnswer),
  });
}
