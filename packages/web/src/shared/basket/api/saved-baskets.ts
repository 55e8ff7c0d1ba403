import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { SavedBasket, SaveBasketRequest } from '@shop/domain/api/saved-baskets.ts';
import type { CloneBasketRequest, ImportAnswer } from '@shop/domain/api/basket-imports.ts';
import { apiDelete, apiGet, apiPost } from '#web/shared/api/client.ts';
import { requireCustomer } from '#web/shared/basket/api/basket-refusal.ts';
import { sharedKeys } from '#web/shared/api/keys.ts';

/**
 * Saved baskets (docs/product/basket.md#basket-saved): save under a note, list, delete, load. Their
 * contracts are built with the first answer, not with the basket page (decision 076).
 */
const savedBaskets = () => import('@shop/domain/api/saved-baskets.ts');

export function savedBasketsQueryOptions(customerNumber: string) {
  return queryOptions({
    queryKey: sharedKeys.savedBaskets(customerNumber),
    queryFn: ({ signal }) =>
      apiGet(
        '/basket/load/all',
        () => savedBaskets().then((contract) => contract.savedBasketsAnswerSchema),
        { signal },
      ).then((answer) => answer.savedBaskets),
    staleTime: 0,
  });
}

export function useSavedBaskets(customerNumber: string, enabled: boolean) {
  return useQuery({
    ...savedBasketsQueryOptions(customerNumber),
    enabled,
    meta: { notFoundPage: false },
  });
}

/** POST /basket/save; 409 SAVED_BASKET_DUPLICATE when the note is taken. */
export function saveBasket(request: SaveBasketRequest): Promise<SavedBasket> {
  requireCustomer();
  return apiPost('/basket/save', request, () =>
    savedBaskets().then((contract) => contract.saveBasketAnswerSchema),
  );
}

/** DELETE /basket/{id}: 204 without a body. */
export async function deleteSavedBasket(id: number): Promise<void> {
  requireCustomer();
  await apiDelete(`/basket/${id}`, z.unknown());
}

/**
 * POST /basket/cloneBasketOrOrder: a saved basket (its id) or a past order (its number) into
 * the basket, replacing or adding to what is there.
 */
export function cloneBasketOrOrder(request: CloneBasketRequest): Promise<ImportAnswer> {
  requireCustomer();
  return apiPost('/basket/cloneBasketOrOrder', request, () =>
    import('@shop/domain/api/basket-imports.ts').then((contract) => contract.importAnswerSchema),
  );
}
