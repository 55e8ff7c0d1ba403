import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { BasketResponse } from '@shop/domain/api/basket.ts';
import type { OrderResponse } from '@shop/domain/api/orders.ts';
import { validateDropshippingAddress } from '@shop/domain/rules/dropshipping.ts';
import type { Language } from '@shop/domain/shops.ts';
import { isApiError } from '#web/shared/api/api-error.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { WAIT } from '#web/shared/basket/api/basket-refusal.ts';
import { basketQueryOptions } from '#web/features/basket/api/get-basket.ts';
import { tracker } from '#web/shared/tracking/shop-tracker.ts';
import {
  clearDropshipping,
  type DropshippingState,
} from '#web/shared/basket/dropshipping-storage.ts';
import { sharedKeys } from '#web/shared/api/keys.ts';

/** Why the flow stopped before posting (docs/product/basket.md#basket-order-flow, step 4). */
export type OrderStop = 'blocked' | 'dropshippingInvalid' | 'empty';

/**
 * Step 4 of the order flow: blocking flags (sold out, no stock, no quantity) or, for a
 * dropshipping order, dropshipping that is not possible or an invalid address stop the order.
 * Old price and old quantity only warn.
 */
export function orderStop(
  basket: BasketResponse,
  dropshipping: DropshippingState,
): OrderStop | null {
  if (basket.count === 0) return 'empty';
  const { countSoldOut, countNoStock, countNoQty } = basket.notValidArticles;
  if (basket.blocked || countSoldOut + countNoStock + countNoQty > 0) return 'blocked';
  if (dropshippingApplies(basket, dropshipping)) {
    if (!basket.dropshipping.possible) return 'dropshippingInvalid';
    if (!validateDropshippingAddress(dropshipping.address).ok) return 'dropshippingInvalid';
  }
  return null;
}

/** Dropshipping applies when the account has it and the block is checked. */
export function dropshippingApplies(
  basket: BasketResponse,
  dropshipping: DropshippingState,
): boolean {
  return basket.dropshipping.enabled && dropshipping.checked;
}

export type OrderFlowState =
  | { phase: 'idle' }
  | { phase: 'processing' }
  | { phase: 'stopped'; stop: OrderStop }
  /** step 7: the button stays disabled and the error code is shown */
  | { phase: 'failed'; code: string; error: unknown; dropshippingError: string | null }
  | { phase: 'refused' };

export interface OrderFlowInput {
  customerNumber: string;
  language: Language;
  dropshipping: DropshippingState;
  payType: number;
  /** the chosen delivery address; left out, the order goes to the account's main one */
  deliveryAddressId: number | undefined;
}

/**
 * The order flow of docs/product/basket.md#basket-order-flow, steps 2 to 7 (the page checks the
 * form, step 1): the button is disabled while processing, the basket is loaded again, blocking
 * flags or invalid dropshipping scroll to the top and stop, otherwise the order is posted with one
 * Idempotency-Key for this attempt. On success the dropshipping storage and the basket are cleared
 * and the confirmation shows; on failure the error code stays on screen. A second order while one
 * is pending is refused with WAIT.
 */
export function useOrderFlow() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const shell = useShellParams();
  const pending = useRef(false);
  const [state, setState] = useState<OrderFlowState>({ phase: 'idle' });

  async function order(input: OrderFlowInput): Promise<void> {
    if (pending.current) {
      setState((current) => (current.phase === 'processing' ? current : { phase: 'refused' }));
      return;
    }
    pending.current = true;
    setState({ phase: 'processing' });
    try {
      const basket = await queryClient.fetchQuery({
        ...basketQueryOptions(input.customerNumber, input.language),
        staleTime: 0,
      });
      const stop = orderStop(basket, input.dropshipping);
      if (stop !== null) {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        setState({ phase: 'stopped', stop });
        return;
      }
      const dropshipping = dropshippingApplies(basket, input.dropshipping);
      // the order's contract is built with the first order, not with every basket (decision 076)
      const { placeOrder } = await import('#web/features/basket/api/place-order.ts');
      const answer: OrderResponse = await placeOrder(
        {
          payType: input.payType,
          // a dropshipping order goes to its consumer (docs/product/basket.md#basket-delivery-address)
          ...(input.deliveryAddressId !== undefined && !dropshipping
            ? { deliveryAddressId: input.deliveryAddressId }
            : {}),
          dropshippingInfo: dropshipping ? { address: { ...input.dropshipping.address } } : null,
        },
        crypto.randomUUID(),
      );
      clearDropshipping();
      tracker.order(answer.orderNumber);
      void queryClient.invalidateQueries({ queryKey: sharedKeys.basket(input.customerNumber) });
      await navigate(
        paths.accountConfirm.href(shell, answer.orderNumber, dropshipping ? 'ds' : undefined),
      );
    } catch (error) {
      setState({
        phase: 'failed',
        code: isApiError(error) ? error.code : 'ORDER_FAILED',
        error,
        dropshippingError: await dropshippingErrorOf(error),
      });
      // the flags of the failure show on the reloaded basket
      void queryClient.invalidateQueries({ queryKey: sharedKeys.basket(input.customerNumber) });
    } finally {
      pending.current = false;
    }
  }

  /** After the basket or the form changed, a failed or stopped order may be tried again. */
  const reset = useCallback((): void => {
    setState((current) => (current.phase === 'processing' ? current : { phase: 'idle' }));
  }, []);

  return { state, order, reset, refusedCode: WAIT };
}

/**
 * The dropshipping error code or status of a failed order
 * (docs/product/basket.md#basket-order-failure).
 */
async function dropshippingErrorOf(error: unknown): Promise<string | null> {
  if (!isApiError(error)) return null;
  // loaded with the first failure; if it cannot load, the failure shows without the code
  const contract = await import('@shop/domain/api/orders.ts').catch(() => null);
  const parsed = contract?.dropshippingErrorDetailsSchema.safeParse(error.details);
  return parsed?.success ? parsed.data.dropshipping.errorCode : null;
}
