import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { CreateWebhookRequest, WebhookDeliveriesResponse } from '@shop/domain/api/webhooks.ts';
import { apiDelete, apiGet, apiPost } from '#web/shared/api/client.ts';
import { accountKeys } from './keys.ts';

/**
 * The profile's webhooks (docs/decisions/140-retailer-webhooks.md): the endpoints, their
 * delivery log, and the changes, each of which reloads both. The contract is built with the
 * first answer, not with the profile page (decision 076).
 */
const contract = () => import('@shop/domain/api/webhooks.ts');

/** GET /account/webhooks. */
export function useWebhooks(customerNumber: string) {
  return useQuery({
    queryKey: accountKeys.webhookEndpoints(customerNumber),
    queryFn: ({ signal }) =>
      apiGet('/account/webhooks', () => contract().then((c) => c.webhooksResponseSchema), {
        signal,
      }),
    meta: { notFoundPage: false },
  });
}

/** GET /account/webhooks/deliveries?page=. */
export function useWebhookDeliveries(customerNumber: string, page: number) {
  return useQuery({
    queryKey: accountKeys.webhookDeliveries(customerNumber, page),
    queryFn: ({ signal }) =>
      apiGet<WebhookDeliveriesResponse>(
        `/account/webhooks/deliveries?page=${page}`,
        () => contract().then((c) => c.webhookDeliveriesResponseSchema),
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { notFoundPage: false },
  });
}

function useWebhookChange<Input, Output>(
  customerNumber: string,
  call: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: accountKeys.webhooks(customerNumber) }),
  });
}

/** POST /account/webhooks: answers the endpoint and its secret, shown once. */
export function useCreateWebhook(customerNumber: string) {
  return useWebhookChange(customerNumber, (body: CreateWebhookRequest) =>
    apiPost('/account/webhooks', body, () => contract().then((c) => c.createWebhookResponseSchema)),
  );
}

/** DELETE /account/webhooks/{id}: 204 without a body. */
export function useDeleteWebhook(customerNumber: string) {
  return useWebhookChange(customerNumber, (id: number) =>
    apiDelete(`/account/webhooks/${id}`, z.unknown()),
  );
}

/** POST /account/webhooks/deliveries/{id}/redeliver. */
export function useRedeliverWebhook(customerNumber: string) {
  return useWebhookChange(customerNumber, (id: number) =>
    apiPost(`/account/webhooks/deliveries/${id}/redeliver`, {}, () =>
      contract().then((c) => c.redeliverWebhookResponseSchema),
    ),
  );
}
