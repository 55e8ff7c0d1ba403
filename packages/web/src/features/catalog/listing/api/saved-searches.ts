import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  savedSearchesAnswerSchema,
  type SavedSearchesAnswer,
} from '@shop/domain/api/saved-searches.ts';
import type { Account } from '@shop/domain/api/account.ts';
import { apiPut } from '#web/shared/api/client.ts';
import { accountQueryOptions, useAccount } from '#web/shared/account/get-account.ts';

/**
 * The saved searches of the logged-in customer (docs/product/catalog.md#cat-saved-searches):
 * read from the account (GET /intern/account), changed with PUT /intern/saveUserSearch and
 * /intern/deleteUserSearch, whose answer is the new list that then replaces the account's.
 */
export function useSavedSearches(customerNumber: string | null) {
  const account = useAccount(customerNumber);
  return { ...account, searches: account.data?.searches };
}

function useStoreList(customerNumber: string) {
  const queryClient = useQueryClient();
  return (searches: SavedSearchesAnswer) => {
    queryClient.setQueryData<Account>(accountQueryOptions(customerNumber).queryKey, (account) =>
      account === undefined ? account : { ...account, searches },
    );
  };
}

export function useSaveSearch(customerNumber: string) {
  const store = useStoreList(customerNumber);
  return useMutation({
    mutationFn: (search: { name: string; search: string }) =>
      apiPut('/intern/saveUserSearch', { search, customerNumber }, savedSearchesAnswerSchema),
    onSuccess: store,
  });
}

export function useDeleteSearch(customerNumber: string) {
  const store = useStoreList(customerNumber);
  return useMutation({
    mutationFn: (searchName: string) =>
      apiPut('/intern/deleteUserSearch', { searchName, customerNumber }, savedSearchesAnswerSchema),
    onSuccess: store,
  });
}
