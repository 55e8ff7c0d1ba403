import { splitSavedSearch } from '@shop/domain/api/saved-searches.ts';
import { decodeSearchParams } from '@shop/domain/rules/search-url.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError, badRequest, notFound } from '#server/http/app-error.ts';
import { findSavedSearches } from './accounts.repository.ts';
import {
  deleteSearchByName,
  findSearchByName,
  findSearchesByIds,
  insertSearch,
} from './saved-searches.repository.ts';

export type SavedSearchList = { name: string; search: string }[];

/** A customer may only change their own saved searches. */
function assertOwnCustomerNumber(customer: Customer, customerNumber: string): void {
  if (customerNumber.trim().toUpperCase() !== customer.customerNumber.toUpperCase()) {
    throw new AppError(403, 'FORBIDDEN', 'Not your customer number');
  }
}

/**
 * Saves a named search (docs/product/catalog.md#cat-saved-searches); names are unique per customer.
 */
export async function saveUserSearch(
  db: DbOrTx,
  customer: Customer,
  input: { search: { name: string; search: string }; customerNumber: string },
): Promise<SavedSearchList> {
  assertOwnCustomerNumber(customer, input.customerNumber);
  const decoded = decodeSearchParams(splitSavedSearch(input.search.search).searchParams);
  if (!decoded.ok) {
    throw badRequest('INVALID_SEARCH', 'The search is not valid', decoded.error);
  }
  return inTransaction(db, async (tx) => {
    if (await findSearchByName(tx, customer.accountId, input.search.name)) {
      throw new AppError(409, 'DUPLICATE_NAME', 'A search with this name already exists');
    }
    await insertSearch(tx, customer.accountId, input.search);
    return findSavedSearches(tx, customer.accountId);
  });
}

export async function deleteUserSearch(
  db: DbOrTx,
  customer: Customer,
  input: { searchName: string; customerNumber: string },
): Promise<SavedSearchList> {
  assertOwnCustomerNumber(customer, input.customerNumber);
  const deleted = await deleteSearchByName(db, customer.accountId, input.searchName);
  if (deleted === 0) throw notFound('No saved search with this name');
  return findSavedSearches(db, customer.accountId);
}

/** The id of the account's saved search of this name, if it has one. */
export async function savedSearchId(
  db: DbOrTx,
  accountId: number,
  name: string,
): Promise<number | undefined> {
  return (await findSearchByName(db, accountId, name))?.id;
}

export interface StoredSearch {
  id: number;
  accountId: number;
  name: string;
  search: string;
}

/** Saved searches by id (an alert names the search it watches). */
export async function savedSearchesByIds(
  db: DbOrTx,
  ids: readonly number[],
): Promise<StoredSearch[]> {
  return ids.length === 0 ? [] : findSearchesByIds(db, [...new Set(ids)]);
}
