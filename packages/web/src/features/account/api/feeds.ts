import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { CreateFeedRequest } from '@shop/domain/api/feeds.ts';
import { navigationSchema } from '@shop/domain/api/shell.ts';
import { apiDelete, apiGet, apiPost } from '#web/shared/api/client.ts';
import { accountKeys } from './keys.ts';

/**
 * The profile's product feeds (docs/decisions/130-product-feeds.md): the list, the making and
 * renewal (whose answers hold the secret address, shown this once) and the revocation. The
 * contract is built with the first answer, not with the profile page (decision 076).
 */
const contract = () => import('@shop/domain/api/feeds.ts');

/** GET /api/account/feeds. */
export function useFeeds(customerNumber: string) {
  return useQuery({
    queryKey: accountKeys.feeds(customerNumber),
    queryFn: ({ signal }) =>
      apiGet('/api/account/feeds', () => contract().then((c) => c.feedListResponseSchema), {
        signal,
      }),
    meta: { notFoundPage: false },
  });
}

/** The producers, themes, product types and categories a feed can be narrowed to. */
export function useFeedChoices(language: string) {
  return useQuery({
    queryKey: accountKeys.feedChoices(language),
    queryFn: ({ signal }) =>
      apiGet(`/api/navigation/${language}/feeds`, navigationSchema, { signal }),
    staleTime: 10 * 60_000,
    meta: { notFoundPage: false },
  });
}

function useFeedChange<Input, Output>(
  customerNumber: string,
  call: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.feeds(customerNumber) }),
  });
}

/** POST /api/account/feeds. */
export function useCreateFeed(customerNumber: string) {
  return useFeedChange(customerNumber, (request: CreateFeedRequest) =>
    apiPost('/api/account/feeds', request, () =>
      contract().then((c) => c.feedAddressResponseSchema),
    ),
  );
}

/** POST /api/account/feeds/:id/renewal: a new address; the old one answers 404 at once. */
export function useRenewFeed(customerNumber: string) {
  return useFeedChange(customerNumber, (id: number) =>
    apiPost(`/api/account/feeds/${id}/renewal`, {}, () =>
      contract().then((c) => c.feedAddressResponseSchema),
    ),
  );
}

/** DELETE /api/account/feeds/:id. */
export function useRevokeFeed(customerNumber: string) {
  return useFeedChange(customerNumber, (id: number) =>
    apiDelete(`/api/account/feeds/${id}`, z.unknown()),
  );
}
