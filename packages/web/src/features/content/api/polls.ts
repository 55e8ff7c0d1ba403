import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  pollAnswerResponseSchema,
  pollResponseSchema,
  type PollAnswerRequest,
} from '@shop/domain/api/content-polls.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiGet, apiPost } from '#web/shared/api/client.ts';

const pollKey = (language: Language, hash: string) => ['content', 'poll', language, hash];

/** GET /api/poll/{language}/{hash}: the poll, with its results once this voter answered. */
export function usePoll(language: Language, hash: string) {
  return useQuery({
    queryKey: pollKey(language, hash),
    queryFn: ({ signal }) =>
      apiGet(`/api/poll/${language}/${encodeURIComponent(hash)}`, pollResponseSchema, { signal }),
    // an unknown or closed poll is the page's own message, not the shop's not-found page
    meta: { notFoundPage: false },
  });
}

/** POST /api/poll: the voter's answer; afterwards the poll is loaded again with its results. */
export function useAnswerPoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PollAnswerRequest) =>
      apiPost('/api/poll', request, pollAnswerResponseSchema),
    onSettled: (_answer, _error, request) =>
      queryClient.invalidateQueries({ queryKey: pollKey(request.language, request.hash) }),
  });
}
