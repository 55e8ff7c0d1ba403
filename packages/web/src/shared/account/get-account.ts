import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account } from '@shop/domain/api/account.ts';
import { apiGet } from '#web/shared/api/client.ts';
import { sharedKeys } from '#web/shared/api/keys.ts';

/**
 * docs/product/account.md#account-reload-throttle: the account is not loaded again within 2 seconds
 * of a previous load.
 */
export const ACCOUNT_RELOAD_THROTTLE_MS = 2_000;

/**
 * GET /intern/account (bearer): the logged-in customer's account
 * (docs/product/account.md#account-calls).
 */
export function getAccount(signal?: AbortSignal): Promise<Account> {
  // a visitor's page never builds the account's contract (decision 076)
  return apiGet(
    '/intern/account',
    () => import('@shop/domain/api/account.ts').then((contract) => contract.accountSchema),
    { signal },
  );
}

/** Keyed by the customer, so one customer's account never shows for another. */
export function accountQueryOptions(customerNumber: string) {
  return queryOptions({
    queryKey: sharedKeys.account(customerNumber),
    queryFn: ({ signal }) => getAccount(signal),
    staleTime: ACCOUNT_RELOAD_THROTTLE_MS,
  });
}

/** The account as the shell loads it in the background: its failure never moves the page. */
export function useAccount(customerNumber: string | null) {
  return useQuery({
    ...accountQueryOptions(customerNumber ?? ''),
    enabled: customerNumber !== null,
    meta: { notFoundPage: false },
  });
}
