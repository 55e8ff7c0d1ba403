import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ChangeAlertRequest, CreateAlertRequest } from '@shop/domain/api/alerts.ts';
import { apiDelete, apiGet, apiPost, apiPut } from '#web/shared/api/client.ts';

/**
 * The customer's alerts by mail (docs/decisions/150-article-alerts.md), set from the listing
 * pages and the saved searches and kept on the account page; every change reloads the list. The
 * contract comes with the first answer (decision 076).
 */
const contract = () => import('@shop/domain/api/alerts.ts');

export const alertKeys = {
  list: (customerNumber: string) => ['alerts', customerNumber] as const,
};

/** GET /account/alerts. */
export function useAlerts(customerNumber: string | null) {
  return useQuery({
    queryKey: alertKeys.list(customerNumber ?? ''),
    queryFn: ({ signal }) =>
      apiGet('/account/alerts', () => contract().then((c) => c.alertsResponseSchema), { signal }),
    enabled: customerNumber !== null,
    meta: { notFoundPage: false },
  });
}

function useAlertChange<Input, Output>(
  customerNumber: string,
  call: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.list(customerNumber) }),
  });
}

/** POST /account/alerts. */
export function useCreateAlert(customerNumber: string) {
  return useAlertChange(customerNumber, (body: CreateAlertRequest) =>
    apiPost('/account/alerts', body, () => contract().then((c) => c.alertResponseSchema)),
  );
}

/** PUT /account/alerts/{id}: new kinds, a pause or its end. */
export function useChangeAlert(customerNumber: string) {
  return useAlertChange(customerNumber, (input: { id: number; body: ChangeAlertRequest }) =>
    apiPut(`/account/alerts/${input.id}`, input.body, () =>
      contract().then((c) => c.alertResponseSchema),
    ),
  );
}

/** DELETE /account/alerts/{id}: 204 without a body. */
export function useDeleteAlert(customerNumber: string) {
  return useAlertChange(customerNumber, (id: number) =>
    apiDelete(`/account/alerts/${id}`, z.unknown()),
  );
}
