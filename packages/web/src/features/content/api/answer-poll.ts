import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  pollAnswerResponseSchema,
  type PollAnswerRequest,
} from '@shop/domain/api/content-polls.ts';
import { apiPost } from '#web/shared/api/client.ts';
import { contentKeys } from '#web/features/content/api/keys.ts';

/** POST /api/poll: the voter's answer; afterwards the poll is loaded again with its results. */
export function useAnswerPoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PollAnswerRequest) =>
      apiPost('/api/poll', request, pollAnswerResponseSchema),
    onSettled: (_answer, _error, request) =>
      queryClient.invalidateQueries({ queryKey: contentKeys.poll(request.language, request.hash) }),
  });
}
