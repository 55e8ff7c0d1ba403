import type { QueryClient } from '@tanstack/react-query';
import type { AddToBasketAnswer, AddToBasketRequest } from '@shop/domain/api/basket.ts';
import { apiPut } from '#web/shared/api/client.ts';
import { eventTrackingIdField } from '#web/shared/tracking/shop-tracker.ts';
import { requireCustomer } from '#web/shared/basket/api/basket-refusal.ts';
import { sharedKeys } from '#web/shared/api/keys.ts';

/**
 * Adding to the basket, which lists, the article page and the basket screen all do
 * (docs/product/basket.md#basket-add-call). A visitor is refused with WAIT before any request
 * (docs/product/basket.md#basket-login-only).
 */

/** Loads the basket again, so every screen shows the server's numbers. */
export function refreshBasket(queryClient: QueryClient, customerNumber: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: sharedKeys.basket(customerNumber) });
}

/**
 * PUT /basket/add: status maxQty tells that only availableQty could be put in. The tracking
 * event id goes along after consent (the server records the addition).
 */
export async function addToBasket(request: AddToBasketRequest): Promise<AddToBasketAnswer> {
  requireCustomer();
  return apiPut(
    '/basket/add',
    { ...request, ...(await eventTrackingIdField()) },
    // the basket's contract is built with the first addition, not with every list (decision 076)
    () => import('@shop/domain/api/basket.ts').then((contract) => contract.addToBasketAnswerSchema),
  );
}
