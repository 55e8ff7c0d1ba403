import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  CLEAR_BASKET_ANSWER,
  basketNoticeAnswerSchema,
  basketReferenceAnswerSchema,
  removeFromBasketAnswerSchema,
} from '@shop/domain/api/basket.ts';
import { ApiError } from '#web/shared/api/api-error.ts';
import { apiDelete, apiGet, apiPost } from '#web/shared/api/client.ts';
import { refreshBasket } from '#web/shared/basket/api/add-to-basket.ts';
import { requireCustomer } from '#web/shared/basket/api/basket-refusal.ts';

/**
 * The calls of the basket screen that change the basket (docs/product/basket.md#basket-remove-call;
 * adding is in shared/basket, lists add too). Each first refuses a visitor with WAIT
 * (docs/product/basket.md#basket-login-only); afterwards the basket is loaded again, so every
 * screen shows the server's numbers.
 */

/**
 * DELETE /basket/remove/{articleNumber}. success false is the "basket modify error" of
 * docs/product/basket.md#basket-modify-error: the server's message when it gives one.
 */
export async function removeFromBasket(articleNumber: string): Promise<void> {
  requireCustomer();
  const answer = await apiDelete(
    `/basket/remove/${encodeURIComponent(articleNumber)}`,
    removeFromBasketAnswerSchema,
  );
  if (!answer.success) {
    throw new ApiError('BASKET_MODIFY_ERROR', 200, answer.message ?? '');
  }
}

/**
 * GET /basket/clear answers OK; anything else is the basket clear error
 * (docs/product/basket.md#basket-clear).
 */
export async function clearBasket(): Promise<void> {
  requireCustomer();
  const answer = await apiGet('/basket/clear', z.unknown());
  if (answer !== CLEAR_BASKET_ANSWER) {
    throw new ApiError('BASKET_CLEAR_ERROR', 200, 'The basket was not cleared');
  }
}

export async function saveNotice(notice: string): Promise<void> {
  requireCustomer();
  await apiPost('/basket/notice', { notice }, basketNoticeAnswerSchema);
}

export async function saveReference(reference: string): Promise<void> {
  requireCustomer();
  await apiPost('/basket/reference', { reference }, basketReferenceAnswerSchema);
}

/** A mutation that reloads the basket when it has run, whatever its outcome. */
export function useBasketMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      const customer = requireCustomerOrNull();
      if (customer !== null) await refreshBasket(queryClient, customer);
    },
  });
}

function requireCustomerOrNull(): string | null {
  try {
    return requireCustomer();
  } catch {
    return null;
  }
}
