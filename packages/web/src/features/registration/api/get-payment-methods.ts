import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentMethodsSchema, type PaymentMethod } from '@shop/domain/api/auth.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { registrationKeys } from '#web/features/registration/api/keys.ts';

/** GET /api/paymentMethods: every method with the countries it is restricted to or excludes. */
export function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  return apiGet('/api/paymentMethods', paymentMethodsSchema, { signal });
}

export const paymentMethodsQueryOptions = queryOptions({
  queryKey: registrationKeys.paymentMethods(),
  queryFn: ({ signal }) => getPaymentMethods(signal),
  // part of a form, not a page: a failure shows in the payment step
  meta: { notFoundPage: false },
});

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions);
}
