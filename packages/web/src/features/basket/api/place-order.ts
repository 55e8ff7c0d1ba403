import { IDEMPOTENCY_KEY_HEADER } from '@shop/domain/api/idempotency-header.ts';
import {
  orderResponseSchema,
  type OrderRequest,
  type OrderResponse,
} from '@shop/domain/api/orders.ts';
import { apiPost } from '#web/shared/api/client.ts';
import { eventTrackingIdField } from '#web/shared/tracking/shop-tracker.ts';
import { requireCustomer } from '#web/shared/basket/api/basket-refusal.ts';

/**
 * POST /basket/order with the Idempotency-Key of this order attempt (docs/security.md): a repeated
 * post with the same key gets the first answer, never a second order. The tracking event id goes
 * along after consent (the server records the order).
 */
export async function placeOrder(
  request: OrderRequest,
  idempotencyKey: string,
): Promise<OrderResponse> {
  requireCustomer();
  const body = { ...request, ...(await eventTrackingIdField()) };
  return apiPost('/basket/order', body, orderResponseSchema, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
